import { paths } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { RequireSession } from '@/features/auth/components/require-session';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AdminRoute() {
  useDocumentTitle('Admin Dashboard');
  // Signed out: to /auth and back here afterwards. Signed in: the server decides (AdminGate).
  return (
    <RequireSession redirectTo={paths.auth}>
      {(profile) => (
        <PageContainer>
          <AdminGate>
            <AdminDashboard viewerId={profile.id} />
          </AdminGate>
        </PageContainer>
      )}
    </RequireSession>
  );
}
