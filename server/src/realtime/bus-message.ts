// What travels between processes on the NOTIFY channel (ADR 0011). PostgreSQL refuses a payload of 8,000 bytes
// or more, so an event whose row would not fit travels as a reference (type, id, room) and every receiving
// process reads the row itself with the loader its feature registered.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { realtimeEventTypes, type RealtimeEventType } from '@common/realtime.ts';

export const REALTIME_CHANNEL = 'bizbazaar_realtime';

/** PostgreSQL: "the payload must be shorter than 8000 bytes". */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_999;

// One NOTIFY per event, however many rooms it goes to: a socket in two of them gets it once.
const eventFields = { type: z.enum(realtimeEventTypes), id: z.string(), rooms: z.array(z.string()).min(1) };

const busMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), event: z.object({ ...eventFields, data: z.unknown() }) }),
  z.object({ kind: z.literal('event-reference'), event: z.object(eventFields) }),
  // Sent by the database itself, with the commit that deletes sessions (migration 0019's trigger). No sessionIds:
  // every session of the user (too many to name in one payload).
  z.object({ kind: z.literal('sessions-revoked'), userId: z.string(), sessionIds: z.array(z.string()).optional() }),
  // Also the database's: a user's role, address or its confirmation changed, which cached sessions carry (ADR 0003).
  z.object({ kind: z.literal('user-changed'), userId: z.string() }),
  // Also the database's: what the public sees of a listing changed, so cached public pages and counts are out of
  // date (migration 0021, ADR 0026). Names no listing: every list page may show any of them.
  z.object({ kind: z.literal('public-listings-changed') }),
]);

export type BusMessage = z.infer<typeof busMessageSchema>;

export interface BusEvent {
  type: RealtimeEventType;
  id: string;
  rooms: string[];
  data: unknown;
}

/** The event inline when it fits the NOTIFY limit, else a reference to it. */
export function encodeEvent(event: BusEvent): string {
  const inline = JSON.stringify({ kind: 'event', event } satisfies BusMessage);
  if (Buffer.byteLength(inline) <= NOTIFY_PAYLOAD_MAX_BYTES) return inline;
  const { type, id, rooms } = event;
  const reference = JSON.stringify({ kind: 'event-reference', event: { type, id, rooms } } satisfies BusMessage);
  // Ids and rooms are short; one that is not is a bug in the feature that made it.
  if (Buffer.byteLength(reference) > NOTIFY_PAYLOAD_MAX_BYTES) throw new Error(`realtime event ${type} has an oversized id or too many rooms`);
  return reference;
}

/**
 * A statement part that sends encoded events, in order, when its transaction commits (never for a rollback), as
 * one expression however many there are: `select <this>`, or a column of a larger statement built once, with a
 * placeholder for the payloads (inquiry-messages.service.ts).
 */
export function sendPayloads(payloads: readonly string[] | Placeholder): SQL {
  const bound = Array.isArray(payloads) ? sql.param(payloads) : sql`${payloads}`;
  return sql`(select count(pg_notify(${REALTIME_CHANNEL}, payload)) from unnest(${bound}::text[]) as payload)`;
}

/** Undefined for anything that is not one of ours (another version of the app, a manual NOTIFY). */
export function decodeBusMessage(payload: string): BusMessage | undefined {
  try {
    const parsed = busMessageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
