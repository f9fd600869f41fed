import { paths } from '@common/routes.ts';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { RequireSession } from '@/features/auth/components/require-session';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function CreateListingRoute() {
  useDocumentTitle('List Your Business');
  // SPEC §2 Create listing: requires a signed-in user, otherwise /auth.
  return (
    <RequireSession redirectTo={paths.auth}>
      {() => (
        <PageContainer>
          <PageHeader title="List Your Business for Sale" />
          <ComingSoon>The listing form is coming soon.</ComingSoon>
        </PageContainer>
      )}
    </RequireSession>
  );
}
