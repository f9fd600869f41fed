import { useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ListingsRoute() {
  useDocumentTitle('Business Listings');
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim();
  return (
    <PageContainer>
      <PageHeader title="Business Listings" description="Discover profitable businesses for sale across India." />
      {search && (
        <p className="mb-4">
          Showing results for <strong>“{search}”</strong>
        </p>
      )}
      <ComingSoon>Search and filters are coming soon.</ComingSoon>
    </PageContainer>
  );
}
