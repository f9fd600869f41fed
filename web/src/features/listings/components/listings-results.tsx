import { SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { BROWSE_TOTAL_CAP } from '@common/listing-constants.ts';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { useListings } from '../api/get-listings';
import type { ListingsQuery } from '../api/listing-query-keys';
import type { RenderListingAction } from './listing-card';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { NoResultsFixes } from './no-results-fixes';

type ListingsResultsProps = {
  query: ListingsQuery;
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
export function ListingsResults({ query, onClearFilters, renderAction, categoryName, saveSearchAction }: ListingsResultsProps) {
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
  const totalText = firstPage?.isTotalCapped ? `${formatCount(BROWSE_TOTAL_CAP)}+` : formatCount(total);

  return (
    <section aria-labelledby="results-status">
      {/* SPEC §2 "{n} businesses found", in the singular for one. */}
      <StatusLine>{`${totalText} ${total === 1 && !firstPage?.isTotalCapped ? 'business' : 'businesses'} found`}</StatusLine>
      {listings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted px-6 py-16 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">No businesses found</h2>
          <p className="text-muted-foreground">Try adjusting your search criteria or browse all categories</p>
          <NoResultsFixes query={query} categoryName={categoryName} spellingSuggestion={firstPage?.spellingSuggestion} saveSearchAction={saveSearchAction} />
          <Button className="mt-2" onClick={onClearFilters}>
            Clear All Filters
          </Button>
        </div>
      ) : (
        <>
          <ListingGrid listings={listings} renderAction={renderAction} headingLevel="h2" />
          {hasNextPage && (
            <div className="mt-10 flex justify-center">
              <Button variant="outline" size="lg" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading...' : 'Load More Listings'}
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
