// What a client may send: follow or stop following a room. Anything else is answered with an error frame.
import { z } from 'zod';

const roomField = z.string().min(1).max(100);

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), room: roomField }),
  z.object({ type: z.literal('unsubscribe'), room: roomField }),
]);

export type ClientFrame = z.infer<typeof clientFrameSchema>;

export function parseClientFrame(text: string): ClientFrame | undefined {
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
