import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { LATEST_NOTIFICATIONS_COUNT, useLatestNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useMarkAllRead } from '../hooks/use-mark-all-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { notificationHref } from './notification-href';
import { NotificationSummary } from './notification-summary';

const BADGE_MAX = 99;

/** The accessible name of the bell: the count is only a visual badge. */
export function notificationsLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/** SPEC §2 Navigation bar: the signed-in user's notifications icon, its unread badge and the latest few. */
export function NotificationsMenu() {
  const [isOpen, setIsOpen] = useState(false);
  useLiveNotifications();
  const { data: unreadCount = 0 } = useUnreadCount({ isEnabled: true });
  const { markAllRead, isPending: isMarkingAll } = useMarkAllRead();
  const label = notificationsLabel(unreadCount);

  return (
    // Non-modal for the same reason as the account menu: a modal menu hides focusable page content.
    <DropdownMenu modal={false} open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative [&_svg]:size-5" aria-label={label} title={label}>
          <Bell aria-hidden="true" />
          {unreadCount > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-semibold text-destructive-foreground"
            >
              {unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : unreadCount}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-96 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="font-semibold">Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="max-h-[min(28rem,60vh)] overflow-y-auto">
          <LatestNotifications isOpen={isOpen} />
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={unreadCount === 0 || isMarkingAll}
          onSelect={(event) => {
            // Stay open: the list turning read is the answer.
            event.preventDefault();
            void markAllRead();
          }}
        >
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.notifications}>View all</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function LatestNotifications({ isOpen }: { isOpen: boolean }) {
  const { data: notifications, isPending, error } = useLatestNotifications({ isEnabled: isOpen });
  const openNotification = useOpenNotification();

  if (isPending) {
    return (
      <div aria-busy="true" className="grid gap-3 px-2 py-2">
        <span className="sr-only">Loading notifications</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      </div>
    );
  }
  if (error) {
    return <p className="px-2 py-3 text-sm text-destructive">Error loading notifications</p>;
  }
  if (notifications.length === 0) {
    return (
      <p className="px-2 py-3 text-sm text-muted-foreground">
        <span className="block font-medium text-foreground">No notifications yet</span>
        New inquiries and messages will show up here.
      </p>
    );
  }
  return (
    <>
      {notifications.slice(0, LATEST_NOTIFICATIONS_COUNT).map((notification) => (
        <DropdownMenuItem
          key={notification.id}
          asChild
          onSelect={() => openNotification(notification)}
          className={cn('items-start py-2', notification.readAt === null && 'bg-secondary/40')}
        >
          <Link to={notificationHref(notification)}>
            <NotificationSummary notification={notification} />
          </Link>
        </DropdownMenuItem>
      ))}
    </>
  );
}
