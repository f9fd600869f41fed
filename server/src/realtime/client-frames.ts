// Reads what a client sent against the shared frame schema; anything else is answered with an error frame.
import { clientFrameSchema, type ClientFrame } from '@common/realtime.ts';

export function parseClientFrame(text: string): ClientFrame | undefined {
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
