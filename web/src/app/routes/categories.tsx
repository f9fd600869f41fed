import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { CategoryList } from '@/features/listings/components/category-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function CategoriesRoute() {
  useDocumentTitle('Browse by Category');
  return (
    <PageContainer>
      <PageHeader title="Browse by Category" description="Businesses for sale across India, by industry." />
      <CategoryList />
    </PageContainer>
  );
}
