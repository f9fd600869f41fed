import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function CategoriesRoute() {
  useDocumentTitle('Categories');
  return (
    <PageContainer>
      <PageHeader title="Categories" description="Browse businesses for sale by industry." />
      <ComingSoon>Industry categories are coming soon.</ComingSoon>
    </PageContainer>
  );
}
