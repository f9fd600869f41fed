import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllReadResponseSchema } from '@common/notifications.ts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** Resolves to how many notifications were unread. */
export async function markAllNotificationsRead(): Promise<number> {
  const { count } = await api.post('/api/notifications/read-all', {}, markAllReadResponseSchema);
  return count;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.setQueryData(notificationKeys.unreadCount, 0),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
