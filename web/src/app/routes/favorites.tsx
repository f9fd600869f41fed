import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function FavoritesRoute() {
  useDocumentTitle('Favorites');
  return (
    <PageContainer>
      <PageHeader title="My Favorites" description="Businesses you have saved to look at later." />
      <ComingSoon>Saving favourite listings is coming soon.</ComingSoon>
    </PageContainer>
  );
}
