// The one seam between the features and the realtime hub (ARCHITECTURE §6, §9). Features never talk to sockets:
// they queue events inside their transaction with publishAfterCommit(tx, event); transactionWithEvents() hands
// them all to app.events as the transaction's last statement, so they leave at its commit and never for a
// rollback (ADR 0011). The hub plugs itself in with app.events.connect(publisher); until it does, events go
// nowhere.
import type { AppNotification } from '@common/notifications.ts';
import type { InquiryMessageItem, InquiryStatus, ParticipantRole } from '@common/inquiries.ts';
import type { Room } from '@common/realtime.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { sendPayloads } from '../../realtime/bus-message.ts';


/**
 * What happened, for whom: the type, the id of the row it is about, the rooms to deliver it to, and the new row
 * as the API presents it (the client dedupes by type and id). The shape of the realtime hub's published events
 * plus `rooms`. A message can be up to 5,000 characters (20 KB of UTF-8), more than a NOTIFY payload holds.
 */
export type RealtimeEvent =
  | { type: 'notification.created'; id: string; rooms: Room[]; data: AppNotification }
  | { type: 'message.created'; id: string; rooms: Room[]; data: InquiryMessageItem }
  /** id: the inquiry; the messages the reader has just read. */
  | { type: 'message.read'; id: string; rooms: Room[]; data: { inquiryId: string; readerRole: ParticipantRole; messageIds: string[] } }
  | { type: 'inquiry.updated'; id: string; rooms: Room[]; data: { inquiryId: string; status: InquiryStatus; sellerResponded: boolean } }
  /** id: the deleted listing; to whoever showed it (favouriters, buyers who asked about it, its seller). */
  | { type: 'listing.removed'; id: string; rooms: Room[]; data: { listingId: string } };

/**
 * The most rooms one event should name. Every payload carries its rooms and must stay under 8,000 bytes
 * (realtime/bus-message.ts); a user room takes 44 of them, so 100 leave room for the data or travel as a
 * reference. An event for more people is queued once per this many rooms.
 */
export const MAX_ROOMS_PER_EVENT = 100;

/**
 * The realtime hub as the features' events meet it. publishWith sends a committing transaction's events through
 * `tx`, whatever it sends there leaving only at the commit; it rejects only for a failed statement (after which
 * the transaction could not commit anyway), never for an event it cannot encode: it logs and skips that one.
 * encodeAll answers the events as the channel carries them, for a statement that sends them itself
 * (sendEventsWith).
 */
export interface EventPublisher {
  publishWith(tx: Transaction, events: readonly RealtimeEvent[]): Promise<void>;
  encodeAll(events: readonly RealtimeEvent[]): string[];
}

/** Decorated on the app as `app.events`. */
export class EventBus {
  private publisher: EventPublisher | undefined;

  /** The realtime hub's entry point; one publisher at a time. Returns a function that disconnects it. */
  connect(publisher: EventPublisher): () => void {
    this.publisher = publisher;
    return () => {
      if (this.publisher === publisher) this.publisher = undefined;
    };
  }

  /** Called by transactionWithEvents with the transaction's events, in order, right before its commit. */
  async publishWith(tx: Transaction, events: readonly RealtimeEvent[]): Promise<void> {
    if (events.length === 0 || !this.publisher) return;
    await this.publisher.publishWith(tx, events);
  }

  /** The payloads a statement built with sendEventsWith binds; none while no hub is connected. */
  encode(events: readonly RealtimeEvent[]): string[] {
    return this.publisher?.encodeAll(events) ?? [];
  }
}

/**
 * For the one statement that writes a message, with no transaction around it (inquiry-messages.service.ts): a
 * part of it that sends the events bound to `payloads` (EventBus.encode), in order, with its commit.
 */
export { sendPayloads as sendEventsWith };

const pendingEvents = new WeakMap<Transaction, RealtimeEvent[]>();

/**
 * Runs `work` in a transaction and publishes the events it queued, in order, with its commit: one statement
 * for all of them instead of one transaction each after the commit (docs/performance.md, "Fewer statements
 * per message"). PostgreSQL delivers a NOTIFY only once its transaction has committed, so no process sees an
 * event whose row it cannot read yet, and a rollback sends nothing.
 */
export async function transactionWithEvents<T>(db: Database, events: EventBus, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const queued: RealtimeEvent[] = [];
    pendingEvents.set(tx, queued);
    const result = await work(tx);
    await events.publishWith(tx, queued);
    return result;
  });
}

/** Queues an event for the commit of `tx` (which must come from transactionWithEvents). */
export function publishAfterCommit(tx: Transaction, event: RealtimeEvent): void {
  const queued = pendingEvents.get(tx);
  if (!queued) throw new Error('publishAfterCommit needs a transaction opened by transactionWithEvents');
  queued.push(event);
}
