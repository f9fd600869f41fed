import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AdminRoute() {
  useDocumentTitle('Admin Dashboard');
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" description="Manage listings, users, and platform statistics." />
      <ComingSoon>The admin dashboard is coming soon.</ComingSoon>
    </PageContainer>
  );
}
