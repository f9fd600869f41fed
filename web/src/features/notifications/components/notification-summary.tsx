import type { AppNotification } from '@common/notifications.ts';
import { cn } from '@/lib/cn';
import { formatNotificationTime, formatNotificationTimestamp } from './format-notification-time';

/** One notification's title, message and time; unread ones get a dot and say so to screen readers. */
export function NotificationSummary({ notification }: { notification: AppNotification }) {
  const isUnread = notification.readAt === null;
  return (
    <span className="flex w-full min-w-0 gap-3">
      <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')} />
      <span className="block min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', isUnread ? 'font-semibold text-foreground' : 'font-medium text-muted-foreground')}>
            {isUnread && <span className="sr-only">Unread: </span>}
            {notification.title}
          </span>
          <time
            dateTime={notification.createdAt}
            title={formatNotificationTimestamp(notification.createdAt)}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {formatNotificationTime(notification.createdAt)}
          </time>
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm break-words text-muted-foreground">{notification.message}</span>
      </span>
    </span>
  );
}
