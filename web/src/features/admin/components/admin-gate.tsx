import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ACCESS_DENIED_TITLE, NOT_ADMIN_MESSAGE } from '@common/admin.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-keys';
import { useAdminSummary } from '../api/get-admin-summary';

const hasStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * SPEC §2 Admin dashboard, issue 10 "The gate": the server decides who is an admin. Until the summary answers,
 * only the loading line shows; a 403 (also one arriving later, e.g. after a demotion) toasts Access Denied and
 * leaves for the home page, so nothing of the dashboard ever renders for a non-admin.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { data, error, isPending, isFetching, refetch } = useAdminSummary();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isDenied = hasStatus(error, 403);
  const hasData = data !== undefined;

  useEffect(() => {
    if (!error) return;
    if (hasStatus(error, 403)) {
      toast.error(ACCESS_DENIED_TITLE, { id: 'admin-access-denied', description: NOT_ADMIN_MESSAGE });
      void navigate(paths.home, { replace: true });
    } else if (hasStatus(error, 401)) {
      // The session ended elsewhere: the session guard sends the visitor to sign in.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    } else if (!hasData) {
      // SPEC §8. A background refetch that fails keeps the figures shown, without a toast.
      toast.error('Error', { id: 'admin-dashboard-error', description: 'Failed to load dashboard data.' });
    }
  }, [error, hasData, navigate, queryClient]);

  if (isDenied) return null;
  if (isPending) return <AdminLoading />;
  if (!hasData) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-lg border border-border p-10 text-center">
        <p className="text-muted-foreground">Failed to load dashboard data.</p>
        <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? 'Loading...' : 'Try again'}
        </Button>
      </div>
    );
  }
  return children;
}

function AdminLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p>Loading admin dashboard...</p>
    </div>
  );
}
