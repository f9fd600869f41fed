import { runWithToasts } from '@/lib/run-with-toasts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';

/** "Mark all as read" of the navbar panel and of /notifications, with its toasts (SPEC §8). */
export function useMarkAllRead(): { markAllRead: () => Promise<boolean>; isPending: boolean } {
  const mutation = useMarkAllNotificationsRead();
  const markAllRead = () =>
    runWithToasts(() => mutation.mutateAsync(), {
      errorTitle: 'Error marking notifications as read',
      successTitle: 'All notifications marked as read',
    });
  return { markAllRead, isPending: mutation.isPending };
}
