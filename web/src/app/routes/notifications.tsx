import { CheckCheck } from 'lucide-react';
import { paths } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { RequireSession } from '@/features/auth/components/require-session';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { useMarkAllRead } from '@/features/notifications/hooks/use-mark-all-read';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotificationsRoute() {
  useDocumentTitle('Notifications');
  // Notifications are the signed-in user's own; others are sent to /auth like the other personal pages.
  return (
    <RequireSession redirectTo={paths.auth}>
      {() => (
        <PageContainer className="max-w-3xl">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <PageHeader className="mb-0" title="Notifications" description="New inquiries and messages, newest first." />
            <MarkAllReadButton />
          </div>
          <NotificationList />
        </PageContainer>
      )}
    </RequireSession>
  );
}

function MarkAllReadButton() {
  const { data: unreadCount = 0 } = useUnreadCount({ isEnabled: true });
  const { markAllRead, isPending } = useMarkAllRead();
  return (
    <Button variant="outline" onClick={() => void markAllRead()} disabled={unreadCount === 0 || isPending}>
      <CheckCheck aria-hidden="true" />
      Mark all as read
    </Button>
  );
}
