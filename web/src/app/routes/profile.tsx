import { paths } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { RequireSession } from '@/features/auth/components/require-session';
import { UnverifiedBanner } from '@/features/auth/components/unverified-banner';
import { DataRightsCard } from '@/features/profiles/components/data-rights-card';
import { ProfileOverview } from '@/features/profiles/components/profile-overview';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ProfileRoute() {
  useDocumentTitle('My Profile');
  return (
    <RequireSession redirectTo={paths.auth}>
      {() => (
        <PageContainer className="grid max-w-3xl gap-6">
          <PageHeader className="mb-0" title="My Profile" />
          <UnverifiedBanner />
          <ProfileOverview />
          <DataRightsCard />
        </PageContainer>
      )}
    </RequireSession>
  );
}
