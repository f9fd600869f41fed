import { useCallback } from 'react';
import type { AppNotification } from '@common/notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/**
 * What opening a notification does besides following its link: marks it read. Not awaited and without a toast:
 * the user is on their way elsewhere, and an unread mark left behind by a failure is harmless.
 */
export function useOpenNotification(): (notification: AppNotification) => void {
  const { mutate } = useMarkNotificationRead();
  return useCallback(
    (notification: AppNotification) => {
      if (notification.readAt === null) mutate(notification.id);
    },
    [mutate],
  );
}
