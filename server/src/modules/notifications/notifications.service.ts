import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppNotification } from '@common/notifications.ts';
import type { Database } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText } from '../../db/keyset-cursor.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { isUuid } from '../../db/uuid.ts';
import { presentNotification } from './notifications.presenter.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** The viewer's notifications, newest first, one keyset page at a time. */
export async function findNotifications(db: Database, viewer: Viewer, query: { cursor?: string; limit: number }) {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const rows = await db
    .select({ notification: notifications, createdAtText: timestampText(notifications.createdAt) })
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), cursor && isBeforeCursor(notifications.createdAt, notifications.id, cursor)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentNotification(row.notification)),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.createdAtText, id: last.notification.id }) : null,
  };
}

export async function countUnreadNotifications(db: Database, viewer: Viewer): Promise<number> {
  const [row] = await db.select({ count: count() }).from(notifications).where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Idempotent: a notification read before keeps its first read time. Someone else's is "not found". */
export async function markNotificationRead(db: Database, viewer: Viewer, id: string): Promise<AppNotification> {
  if (!isUuid(id)) throw notFound(NOTIFICATION_NOT_FOUND);
  const mine = and(eq(notifications.id, id), eq(notifications.userId, viewer.id));
  await db.update(notifications).set({ readAt: new Date() }).where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return presentNotification(row);
}

/** Returns how many were unread. */
export async function markAllNotificationsRead(db: Database, viewer: Viewer): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
