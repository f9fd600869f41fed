import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useNotifications } from '../api/get-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { notificationHref } from './notification-href';
import { NotificationSummary } from './notification-summary';

/** Every notification of the viewer, newest first, a page at a time. */
export function NotificationList() {
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useNotifications();
  const openNotification = useOpenNotification();

  if (isPending) return <NotificationListLoading />;
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        Error loading notifications: {getErrorMessage(error)}
      </p>
    );
  }
  const notifications = data.pages.flatMap((page) => page.items);
  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted px-6 py-16 text-center">
        <BellOff className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-semibold">No notifications yet</h2>
        <p className="text-muted-foreground">New inquiries and messages about your listings and conversations will show up here.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border">
        {notifications.map((notification) => (
          <li key={notification.id}>
            <Link
              to={notificationHref(notification)}
              onClick={() => openNotification(notification)}
              className={cn(
                'block px-4 py-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                notification.readAt === null && 'bg-secondary/40',
              )}
            >
              <NotificationSummary notification={notification} />
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
    </div>
  );
}

export function NotificationListLoading() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">Loading notifications</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </div>
  );
}
