import { SearchX } from 'lucide-react';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { browseUrl, type BrowseUrlFilters } from '@common/browse-url.ts';
import { BROWSE_TOTAL_CAP } from '@common/listing-constants.ts';
import { countText, pluralWord } from '@common/plural.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { useListings } from '../api/get-listings';
import type { ListingsQuery } from '../api/listing-query-keys';
import type { RenderListingAction } from './listing-card';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { NoResultsFixes } from './no-results-fixes';

type ListingsResultsProps = {
  query: ListingsQuery;
  /** The filters as the URL holds them, for the next page's address. */
  browseFilters: BrowseUrlFilters;
  onClearFilters: () => void;
  renderAction?: RenderListingAction;
  /** The category's name for "No businesses match … in Food & Beverage". */
  categoryName?: string | undefined;
  /** Offered when nothing matches: saving the search to be alerted. */
  saveSearchAction?: ReactNode;
};

// SPEC §8: the backend's message, or "Unknown error".
function describeError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

/** SPEC §2 Browse: status line, results grid, empty state and Load More (the next keyset page of 24). */
export function ListingsResults({ query, browseFilters, onClearFilters, renderAction, categoryName, saveSearchAction }: ListingsResultsProps) {
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } = useListings(query);

  useEffect(() => {
    if (error) toast.error('Error loading listings', { id: 'listings-error', description: describeError(error) });
  }, [error]);

  if (isPending) {
    return (
      <section aria-labelledby="results-status" aria-busy="true">
        <StatusLine>Loading...</StatusLine>
        <ListingGridSkeleton />
      </section>
    );
  }

  if (!data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-lg border border-border p-6">
        <p className="font-medium text-destructive">Error loading listings: {describeError(error)}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  // The total comes with the first page only (ARCHITECTURE §4); later pages keep it.
  const [firstPage] = data.pages;
  const listings = data.pages.flatMap((page) => page.items);
  const total = firstPage?.total ?? listings.length;
  // A page opened at a cursor (a no-script Load More) has no total: it counts what it shows.
  const totalText = firstPage?.isTotalCapped ? `${formatCount(BROWSE_TOTAL_CAP)}+ ${pluralWord(BROWSE_TOTAL_CAP, 'business', 'businesses')}` : countText(total, 'business', 'businesses');
  const lastPage = data.pages.at(-1);
  const nextPageHref = lastPage?.nextCursor ? browseUrl({ ...browseFilters, cursor: lastPage.nextCursor }) : null;

  // With the script the next page is appended here; without it (or before hydration) the link opens it.
  function handleLoadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (!isFetchingNextPage) void fetchNextPage();
  }

  return (
    <section aria-labelledby="results-status">
      {/* SPEC §2 "{n} businesses found", in the singular for one. */}
      <StatusLine>{`${totalText} found`}</StatusLine>
      {listings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted px-6 py-16 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">No businesses found</h2>
          <p className="text-muted-foreground">Try adjusting your search criteria or browse all categories</p>
          <NoResultsFixes query={query} categoryName={categoryName} spellingSuggestion={firstPage?.spellingSuggestion} saveSearchAction={saveSearchAction} />
          <Button asChild className="mt-2">
            <Link
              to={paths.listings}
              onClick={(event) => {
                event.preventDefault();
                onClearFilters();
              }}
            >
              Clear All Filters
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ListingGrid listings={listings} renderAction={renderAction} headingLevel="h2" />
          {hasNextPage && nextPageHref && (
            <div className="mt-10 flex justify-center">
              <Button asChild variant="outline" size="lg">
                <a href={nextPageHref} onClick={handleLoadMore} aria-disabled={isFetchingNextPage || undefined}>
                  {isFetchingNextPage ? 'Loading...' : 'Load More Listings'}
                </a>
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function StatusLine({ children }: { children: string }) {
  return (
    <p id="results-status" role="status" className="mb-6 text-muted-foreground">
      {children}
    </p>
  );
}
