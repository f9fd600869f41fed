import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { EmptyState } from '@/components/empty-state';
import { PagedTabContent } from '@/components/paged-tab-content';
import { Button } from '@/components/ui/button';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchCard } from './saved-search-card';

/** SPEC §2 Dashboard, Saved Searches tab (issue 11): the viewer's saved searches, newest first. */
export function SavedSearchesTab() {
  const query = useSavedSearches();
  return (
    <PagedTabContent
      query={query}
      loadingLabel="Loading saved searches"
      skeletonClassName="h-32"
      errorMessage="Your saved searches could not be loaded."
      empty={<NoSavedSearches />}
    >
      {(savedSearches) => (
        <ul className="grid gap-3" aria-label="Saved searches">
          {savedSearches.map((savedSearch) => (
            <li key={savedSearch.id}>
              <SavedSearchCard savedSearch={savedSearch} />
            </li>
          ))}
        </ul>
      )}
    </PagedTabContent>
  );
}

function NoSavedSearches() {
  return (
    <EmptyState
      icon={Search}
      title="No saved searches yet"
      description="Choose your filters on the browse page and press “Save this search”. Switch on alerts to hear as soon as a matching business is listed."
      action={
        <Button asChild variant="outline">
          <Link to={paths.listings}>Browse Businesses</Link>
        </Button>
      }
    />
  );
}
