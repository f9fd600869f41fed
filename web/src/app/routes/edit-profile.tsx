import { paths } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { RequireSession } from '@/features/auth/components/require-session';
import { ProfileEditor } from '@/features/profiles/components/profile-editor';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function EditProfileRoute() {
  useDocumentTitle('Edit Profile');
  return (
    <RequireSession redirectTo={paths.auth}>
      {() => (
        <PageContainer className="max-w-2xl">
          <PageHeader title="Edit Profile" description="Keep your details current so buyers and sellers can reach you." />
          <ProfileEditor />
        </PageContainer>
      )}
    </RequireSession>
  );
}
