import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ListingRoute() {
  useDocumentTitle('Listing Details');
  return (
    <PageContainer>
      <PageHeader title="Listing Details" />
      <ComingSoon>Listing details are coming soon.</ComingSoon>
    </PageContainer>
  );
}
