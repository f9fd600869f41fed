import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/features/auth/api/get-session';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { favoriteIdsQueryOptions } from '@/features/favorites/api/get-favorite-ids';
import { categoriesQueryOptions, useCategories } from '@/features/listings/api/get-categories';
import { listingsQueryOptions } from '@/features/listings/api/get-listings';
import { ListingFilters } from '@/features/listings/components/listing-filters';
import { ListingsResults } from '@/features/listings/components/listings-results';
import { readFilters, toListingsQuery, useBrowseFilters } from '@/features/listings/hooks/use-browse-filters';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { PagePrefetch } from '../page-handle';

/** The server renders the first page of results for the URL's filters, with the categories and the viewer's hearts. */
export const prefetchListingsPage: PagePrefetch = ({ queryClient, searchParams, isSignedIn }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(listingsQueryOptions(toListingsQuery(readFilters(searchParams)))),
    queryClient.prefetchQuery(categoriesQueryOptions),
    isSignedIn && queryClient.prefetchQuery(favoriteIdsQueryOptions),
  ]);

export function ListingsRoute() {
  useDocumentTitle('Business Listings');
  const { profile } = useSession();
  const { filters, draft, setText, setFilter, applyDraftNow, clearFilters } = useBrowseFilters();
  const query = toListingsQuery(filters);
  const firstPageQuery = toListingsQuery({ ...filters, cursor: '' });
  const { data: categories } = useCategories();
  const categoryName = categories?.find((category) => category.slug === query.category)?.name;

  return (
    <PageContainer>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <PageHeader className="mb-0" title="Business Listings" description="Discover profitable businesses for sale across India." />
        {/* Issue 11: the filters as the URL holds them, saved with a name and alerts. */}
        <SaveSearchButton filters={firstPageQuery} categoryName={categoryName} isSignedIn={profile !== null} />
      </div>
      <ListingFilters
        filters={filters}
        query={query}
        draft={draft}
        onTextChange={setText}
        onFilterChange={setFilter}
        onSubmit={applyDraftNow}
        onClear={clearFilters}
      />
      <ListingsResults
        query={query}
        browseFilters={filters}
        onClearFilters={clearFilters}
        renderAction={(listing) => <FavoriteToggle listing={listing} viewer={profile} />}
        categoryName={categoryName}
        saveSearchAction={<SaveSearchButton filters={query} categoryName={categoryName} isSignedIn={profile !== null} placement="no-results" />}
      />
    </PageContainer>
  );
}
