// A search that finds nothing (issue 24): say what was searched, then the nearest ways out: the same search
// without each filter, the spelling listings use ("Did you mean"), and saving the search to hear of a match.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListingsQuery } from '../api/listing-query-keys';
import { activeFilters, describeEmptySearch, filterNames, listingsHref } from './no-results-words';

type NoResultsFixesProps = {
  query: ListingsQuery;
  categoryName: string | undefined;
  spellingSuggestion: string | null | undefined;
  /** The page's "Save this search" (the saved-searches feature), offered to be told of a future match. */
  saveSearchAction?: ReactNode;
};

export function NoResultsFixes({ query, categoryName, spellingSuggestion, saveSearchAction }: NoResultsFixesProps) {
  const narrowing = activeFilters(query);
  return (
    <div className="grid gap-3 text-left">
      <p className="font-medium">{describeEmptySearch(query, categoryName)}</p>
      {spellingSuggestion ? (
        <p>
          Did you mean{' '}
          <Link className="font-medium text-primary underline" to={listingsHref(query, { search: spellingSuggestion })}>
            {spellingSuggestion}
          </Link>
          ?
        </p>
      ) : null}
      {narrowing.length > 1 ? (
        <div>
          <p className="text-muted-foreground">Search again without one of them:</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {narrowing.map((name) => (
              <li key={name}>
                <Link className="text-primary underline" to={listingsHref(query, { [name]: undefined })}>
                  {`Without ${filterNames[name]}`}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {saveSearchAction ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground">Save this search to be told when a business like this is listed.</p>
          {saveSearchAction}
        </div>
      ) : null}
    </div>
  );
}
