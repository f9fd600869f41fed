// What the empty state of a search that finds nothing says and links to (issue 24): the search in words and the
// same search without each of its filters. Apart from the component so that every filter's wording and link is
// tested without a browser.
import { browseUrl } from '@common/browse-url.ts';
import { formatMultiple } from '@common/listing-metrics.ts';
import type { ListingsQuery } from '../api/listing-query-keys';

/** The filters that narrow the results, in the order the page's filters show them (issue 25 added the last two). */
export type NarrowingFilter = 'search' | 'category' | 'location' | 'minPrice' | 'maxPrice' | 'minProfit' | 'maxMultiple';

export const filterNames: Record<NarrowingFilter, string> = {
  search: 'the search text',
  category: 'the category',
  location: 'the location',
  minPrice: 'the minimum price',
  maxPrice: 'the maximum price',
  minProfit: 'the minimum profit',
  maxMultiple: 'the maximum multiple',
};

export function activeFilters(query: ListingsQuery): NarrowingFilter[] {
  return (Object.keys(filterNames) as NarrowingFilter[]).filter((name) => query[name]);
}

/** The browse address of this search with `changes` (undefined removes a filter); the order is left to its default. */
export function listingsHref(query: ListingsQuery, changes: Partial<Record<NarrowingFilter, string | undefined>>): string {
  const next = { ...query, ...changes };
  const filters = Object.fromEntries((Object.keys(filterNames) as NarrowingFilter[]).map((name) => [name, next[name] ?? '']));
  return browseUrl(filters);
}

/** No businesses match “chai cafe” in Food & Beverage in Kochi from ₹10,00,000 with a yearly profit of at least ₹5,00,000. */
export function describeEmptySearch(query: ListingsQuery, categoryName: string | undefined): string {
  const rupees = (value: string) => `₹${Number(value).toLocaleString('en-IN')}`;
  const parts = [
    query.search ? `match “${query.search}”` : 'match these filters',
    query.category ? `in ${categoryName ?? query.category}` : undefined,
    query.location ? `in ${query.location}` : undefined,
    query.minPrice ? `from ${rupees(query.minPrice)}` : undefined,
    query.maxPrice ? `up to ${rupees(query.maxPrice)}` : undefined,
    query.minProfit ? `with a yearly profit of at least ${rupees(query.minProfit)}` : undefined,
    query.maxMultiple ? `at an asking multiple of at most ${formatMultiple(Number(query.maxMultiple))}` : undefined,
  ];
  return `No businesses ${parts.filter(Boolean).join(' ')}.`;
}
