// The one way to tell a user something (ARCHITECTURE §9): the row, written in the caller's transaction, and a
// notification.created event to the user's room once that transaction commits. No feature writes the table
// or the event itself.
import type { AppNotification } from '@common/notifications.ts';
import type { Placeholder } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import type { Bindable } from '../../db/prebuilt-query.ts';
import { notifications } from '../../db/schema.ts';
import { userRoom } from '@common/realtime.ts';
import { publishAfterCommit } from './events.ts';
import { presentNotification } from './notifications.presenter.ts';

export interface NotificationInput {
  type: string;
  title: string;
  message: string;
  data?: Record<string, unknown>;
}

/** `tx` must come from transactionWithEvents (events.ts), which publishes the event with the commit. */
export async function notify(tx: Transaction, userId: string, input: NotificationInput): Promise<AppNotification> {
  const [row] = await notificationInsert(tx, userId, input);
  if (!row) throw new Error('notification insert returned nothing');
  return publishNotification(tx, row);
}

/**
 * notify() in two halves, for a caller that writes the notification as part of a larger statement (a CTE of
 * its own insert): put this insert in the statement, then hand the row it returned to publishNotification.
 */
export function notificationInsert(db: Queryable, userId: string | Placeholder, input: Bindable<NotificationInput>) {
  return db
    .insert(notifications)
    .values({ userId, type: input.type, title: input.title, message: input.message, data: input.data ?? {} })
    .returning();
}

/** Queues the notification.created event of a row written in `tx`; answers it as the API presents it. */
export function publishNotification(tx: Transaction, row: typeof notifications.$inferSelect): AppNotification {
  const notification = presentNotification(row);
  publishAfterCommit(tx, { type: 'notification.created', id: notification.id, rooms: [userRoom(row.userId)], data: notification });
  return notification;
}
