// A search that finds nothing (issue 24): say what was searched, then the nearest ways out: the same search
// without each filter, the spelling listings use ("Did you mean"), and saving the search to hear of a match.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { browseUrl } from '@common/browse-url.ts';
import type { ListingsQuery } from '../api/listing-query-keys';

type Filter = 'search' | 'category' | 'location' | 'minPrice' | 'maxPrice';

const filterNames: Record<Filter, string> = {
  search: 'the search text',
  category: 'the category',
  location: 'the location',
  minPrice: 'the minimum price',
  maxPrice: 'the maximum price',
};

function listingsHref(query: ListingsQuery, changes: Partial<Record<Filter, string | undefined>>): string {
  const next = { ...query, ...changes };
  const value = (name: Filter) => next[name] ?? '';
  return browseUrl({ search: value('search'), category: value('category'), location: value('location'), minPrice: value('minPrice'), maxPrice: value('maxPrice') });
}

/** “chai cafe” in Food & Beverage in Kochi, ₹10,00,000 to ₹50,00,000 */
function describeSearch(query: ListingsQuery, categoryName: string | undefined): string {
  const rupees = (value: string) => `₹${Number(value).toLocaleString('en-IN')}`;
  const parts = [
    query.search ? `match “${query.search}”` : 'match these filters',
    query.category ? `in ${categoryName ?? query.category}` : undefined,
    query.location ? `in ${query.location}` : undefined,
    query.minPrice ? `from ${rupees(query.minPrice)}` : undefined,
    query.maxPrice ? `up to ${rupees(query.maxPrice)}` : undefined,
  ];
  return `No businesses ${parts.filter(Boolean).join(' ')}.`;
}

type NoResultsFixesProps = {
  query: ListingsQuery;
  categoryName: string | undefined;
  spellingSuggestion: string | null | undefined;
  /** The page's "Save this search" (the saved-searches feature), offered to be told of a future match. */
  saveSearchAction?: ReactNode;
};

export function NoResultsFixes({ query, categoryName, spellingSuggestion, saveSearchAction }: NoResultsFixesProps) {
  const activeFilters = (Object.keys(filterNames) as Filter[]).filter((name) => query[name]);
  return (
    <div className="grid gap-3 text-left">
      <p className="font-medium">{describeSearch(query, categoryName)}</p>
      {spellingSuggestion ? (
        <p>
          Did you mean{' '}
          <Link className="font-medium text-primary underline" to={listingsHref(query, { search: spellingSuggestion })}>
            {spellingSuggestion}
          </Link>
          ?
        </p>
      ) : null}
      {activeFilters.length > 1 ? (
        <div>
          <p className="text-muted-foreground">Search again without one of them:</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {activeFilters.map((name) => (
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
