import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchCard } from './saved-search-card';

/** SPEC §2 Dashboard, Saved Searches tab (issue 11): the viewer's saved searches, newest first. */
export function SavedSearchesTab() {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useSavedSearches();

  useEffect(() => {
    // SPEC §8. A failed "Load more" is toasted too; the searches already shown stay.
    if (error) toast.error('Error loading dashboard', { id: 'dashboard-error', description: getErrorMessage(error) });
  }, [error]);

  if (isPending) return <SavedSearchesSkeleton />;
  if (!data) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-border p-10 text-center">
        <p className="text-muted-foreground">Your saved searches could not be loaded.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const savedSearches = data.pages.flatMap((page) => page.items);
  if (savedSearches.length === 0) return <NoSavedSearches />;

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label="Saved searches">
        {savedSearches.map((savedSearch) => (
          <li key={savedSearch.id}>
            <SavedSearchCard savedSearch={savedSearch} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="outline" className="justify-self-center" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

function NoSavedSearches() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <Search className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">No saved searches yet</h3>
      <p className="max-w-md text-muted-foreground">
        Choose your filters on the browse page and press “Save this search”. Switch on alerts to hear as soon as a matching business is listed.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.listings}>Browse Businesses</Link>
      </Button>
    </div>
  );
}

function SavedSearchesSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">Loading saved searches</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-32 w-full" />
      ))}
    </div>
  );
}
