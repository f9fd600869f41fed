// The one way to tell a user something (ARCHITECTURE §9): the row, written in the caller's transaction, and a
// notification.created event to the user's room once that transaction commits. No feature writes the table
// or the event itself.
import type { AppNotification } from '@common/notifications.ts';
import { is, SQL, type Placeholder } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import type { Bindable } from '../../db/prebuilt-query.ts';
import { notifications } from '../../db/schema.ts';
import { userRoom } from '@common/realtime.ts';
import { publishAfterCommit, type RealtimeEvent } from './events.ts';
import { presentNotification } from './notifications.presenter.ts';

type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationInput {
  type: string;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /**
   * Everyone other than the recipient whose name, words or listing title the title, message or data carry (ADR
   * 0024): when one of them erases their account, this notification is cleared (account-erasure.ts). Empty when it
   * speaks only of the recipient's own things.
   */
  aboutUserIds: readonly string[];
}

/** notificationInsert's input: any field may be a placeholder, and the people it is about an SQL array. */
export type NotificationInsertInput = Bindable<Omit<NotificationInput, 'aboutUserIds'>> & { aboutUserIds: readonly string[] | SQL };

/** `tx` must come from transactionWithEvents (events.ts), which publishes the event with the commit. */
export async function notify(tx: Transaction, userId: string, input: NotificationInput): Promise<AppNotification> {
  const [row] = await notificationInsert(tx, userId, input);
  if (!row) throw new Error('notification insert returned nothing');
  return publishNotification(tx, row);
}

/**
 * notify() in two halves, for a caller that writes the notification as part of a larger statement (a CTE of
 * its own insert): put this insert in the statement, then hand the row it returned to publishNotification. A
 * statement that also sends the event itself gives the row its id and time (`assigned`) and builds the event
 * beforehand with notificationEvent.
 */
export function notificationInsert(db: Queryable, userId: string | Placeholder, input: NotificationInsertInput, assigned?: AssignedIdentity) {
  const aboutUserIds = is(input.aboutUserIds, SQL) ? input.aboutUserIds : [...new Set(input.aboutUserIds)];
  return db
    .insert(notifications)
    .values({ ...assigned, userId, type: input.type, title: input.title, message: input.message, data: input.data ?? {}, aboutUserIds })
    .returning();
}

/** An id and time the caller gives the row, for a statement that sends the row's event itself (notificationEvent). */
export interface AssignedIdentity {
  id: Placeholder;
  createdAt: SQL;
}

/** Queues the notification.created event of a row written in `tx`; answers it as the API presents it. */
export function publishNotification(tx: Transaction, row: NotificationRow): AppNotification {
  const event = notificationEvent(row);
  publishAfterCommit(tx, event);
  return event.data;
}

/** The notification.created event of a row, for its user's room. */
export function notificationEvent(row: NotificationRow): Extract<RealtimeEvent, { type: 'notification.created' }> {
  const notification = presentNotification(row);
  return { type: 'notification.created', id: notification.id, rooms: [userRoom(row.userId)], data: notification };
}
