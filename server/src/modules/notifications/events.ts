// The one seam between the features and the realtime hub (ARCHITECTURE §6, §9). Features never talk to sockets:
// they queue events inside their transaction with publishAfterCommit(tx, event); transactionWithEvents()
// hands them to app.events once the transaction has committed (never for a rollback). The hub plugs itself in
// with app.events.connect(publish); until it does, events go nowhere.
import type { AppNotification } from '@common/notifications.ts';
import type { InquiryMessageItem, InquiryStatus, ParticipantRole } from '@common/inquiries.ts';
import type { Room } from '@common/realtime.ts';
import type { Database, Transaction } from '../../db/client.ts';


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
  | { type: 'inquiry.updated'; id: string; rooms: Room[]; data: { inquiryId: string; status: InquiryStatus; sellerResponded: boolean } };

export type PublishEvent = (event: RealtimeEvent) => void;

/** Decorated on the app as `app.events`. */
export class EventBus {
  private publisher: PublishEvent | undefined;

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  /** The realtime hub's entry point; one publisher at a time. Returns a function that disconnects it. */
  connect(publisher: PublishEvent): () => void {
    this.publisher = publisher;
    return () => {
      if (this.publisher === publisher) this.publisher = undefined;
    };
  }

  /** Never throws: the change is committed already, a live update is a bonus on top (clients refetch). */
  publish(event: RealtimeEvent): void {
    try {
      this.publisher?.(event);
    } catch (error) {
      this.onError(error);
    }
  }
}

const pendingEvents = new WeakMap<Transaction, RealtimeEvent[]>();

/** Runs `work` in a transaction and publishes the events it queued, after the commit and in order. */
export async function transactionWithEvents<T>(db: Database, events: EventBus, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const queued: RealtimeEvent[] = [];
  const result = await db.transaction(async (tx) => {
    pendingEvents.set(tx, queued);
    return work(tx);
  });
  for (const event of queued) events.publish(event);
  return result;
}

/** Queues an event for after the commit of `tx` (which must come from transactionWithEvents). */
export function publishAfterCommit(tx: Transaction, event: RealtimeEvent): void {
  const queued = pendingEvents.get(tx);
  if (!queued) throw new Error('publishAfterCommit needs a transaction opened by transactionWithEvents');
  queued.push(event);
}
