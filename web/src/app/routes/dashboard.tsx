import { paths } from '@common/routes.ts';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { RequireSession } from '@/features/auth/components/require-session';
import { UnverifiedBanner } from '@/features/auth/components/unverified-banner';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  // SPEC §6: signed-out visitors of the dashboard go to the home page.
  return (
    <RequireSession redirectTo={paths.home}>
      {(profile) => (
        <PageContainer className="grid gap-6">
          <PageHeader
            className="mb-0"
            title={`Welcome, ${profile.fullName}`}
            description="Here is what is happening with your account."
          />
          <UnverifiedBanner />
          <ComingSoon>Your dashboard is coming soon.</ComingSoon>
        </PageContainer>
      )}
    </RequireSession>
  );
}
