import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BrowseResponse } from '@common/listings.ts';
import { api } from '@/lib/api-client';
import { PUBLIC_LISTINGS_STALE_TIME_MS } from '@common/listing-constants.ts';
import { listingKeys, type ListingsQuery } from './listing-query-keys';

// A server-rendered browse page hydrates from the page's data without calling this, so its schema (and zod) is
// imported with the request rather than before the page hydrates (lib/api-client.ts, ADR 0018).
const importBrowseResponseSchema = () => import('@common/listings.ts').then((module) => module.browseResponseSchema);

export function getListings(query: ListingsQuery): Promise<BrowseResponse> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value) params.set(name, value);
  }
  return api.get(`/api/listings?${params}`, importBrowseResponseSchema);
}

/** Keyset pages of 24 (ARCHITECTURE §7: Load More fetches the next one). */
export function listingsQueryOptions(query: ListingsQuery) {
  return infiniteQueryOptions({
    queryKey: listingKeys.browse(query),
    queryFn: ({ pageParam }) => getListings({ ...query, ...(pageParam && { cursor: pageParam }) }),
    // A browse address with ?cursor= (a no-script Load More link) starts at that page.
    initialPageParam: query.cursor,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: PUBLIC_LISTINGS_STALE_TIME_MS,
  });
}

export function useListings(query: ListingsQuery) {
  return useInfiniteQuery(listingsQueryOptions(query));
}
