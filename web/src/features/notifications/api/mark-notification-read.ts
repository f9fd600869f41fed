import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationSchema, type AppNotification } from '@common/notifications.ts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-query-keys';

export function markNotificationRead(notificationId: string): Promise<AppNotification> {
  return api.post(`/api/notifications/${encodeURIComponent(notificationId)}/read`, {}, notificationSchema);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    // Succeeded or not, the server's state is what the badge and the lists should show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
