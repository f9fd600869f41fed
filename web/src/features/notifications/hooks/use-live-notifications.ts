import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { notificationKeys } from '../api/notification-query-keys';

const liveTypes = ['notification.created'] as const;

/**
 * ARCHITECTURE §6: a notification created for this user reaches the tab through its user room; the badge and
 * the lists refetch (the event's row may be null, and the count is the server's to tell).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(liveTypes, () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
}
