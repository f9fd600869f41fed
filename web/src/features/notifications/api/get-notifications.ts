import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { notificationsPageSchema, type AppNotification } from '@common/notifications.ts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** The navbar panel shows this many of the newest; the rest are on /notifications. */
export const LATEST_NOTIFICATIONS_COUNT = 8;

/** One keyset page of the viewer's notifications, newest first. */
export function getNotifications({ cursor, limit }: { cursor?: string | undefined; limit?: number }) {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  const query = params.toString() ? `?${params}` : '';
  return api.get(`/api/notifications${query}`, notificationsPageSchema);
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam }) => getNotifications({ cursor: pageParam }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

/** Keyset pages ("Load more") for /notifications. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}

export const latestNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.latest,
  queryFn: async (): Promise<AppNotification[]> => (await getNotifications({ limit: LATEST_NOTIFICATIONS_COUNT })).items,
});

/** The newest few, for the navbar panel: asked for only while it is open. */
export function useLatestNotifications({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...latestNotificationsQueryOptions, enabled: isEnabled });
}
