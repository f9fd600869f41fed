import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCountSchema } from '@common/notifications.ts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-query-keys';

export async function getUnreadCount(): Promise<number> {
  const { count } = await api.get('/api/notifications/unread-count', unreadCountSchema);
  return count;
}

// Refetched when the tab regains focus (TanStack's default) and whenever a notification arrives live.
export const unreadCountQueryOptions = queryOptions({ queryKey: notificationKeys.unreadCount, queryFn: getUnreadCount });

export function useUnreadCount({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...unreadCountQueryOptions, enabled: isEnabled });
}
