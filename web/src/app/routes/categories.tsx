import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { categoriesQueryOptions } from '@/features/listings/api/get-categories';
import { CategoryList } from '@/features/listings/components/category-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { PagePrefetch } from '../page-handle';

export const prefetchCategoriesPage: PagePrefetch = ({ queryClient }) => queryClient.prefetchQuery(categoriesQueryOptions);

export function CategoriesRoute() {
  useDocumentTitle('Browse by Category');
  return (
    <PageContainer>
      <PageHeader title="Browse by Category" description="Businesses for sale across India, by industry." />
      <CategoryList />
    </PageContainer>
  );
}
