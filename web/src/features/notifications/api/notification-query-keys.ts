import { notificationsQueryKey } from '@/lib/query-keys';

// Everything under ['notifications'] is the signed-in user's own notifications: a new one, a read mark or a
// reconnect refreshes them all.
export const notificationKeys = {
  all: notificationsQueryKey,
  list: ['notifications', 'list'] as const,
  latest: ['notifications', 'latest'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
