import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/features/auth/api/get-session';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { ListingFilters } from '@/features/listings/components/listing-filters';
import { ListingsResults } from '@/features/listings/components/listings-results';
import { toListingsQuery, useBrowseFilters } from '@/features/listings/hooks/use-browse-filters';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ListingsRoute() {
  useDocumentTitle('Business Listings');
  const { profile } = useSession();
  const { filters, draft, setText, setFilter, applyDraftNow, clearFilters } = useBrowseFilters();

  return (
    <PageContainer>
      <PageHeader title="Business Listings" description="Discover profitable businesses for sale across India." />
      <ListingFilters
        filters={filters}
        draft={draft}
        onTextChange={setText}
        onFilterChange={setFilter}
        onSubmit={applyDraftNow}
        onClear={clearFilters}
      />
      <ListingsResults
        query={toListingsQuery(filters)}
        onClearFilters={clearFilters}
        renderAction={(listing) => <FavoriteToggle listing={listing} viewer={profile} />}
      />
    </PageContainer>
  );
}
