import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { browseResponseSchema, type BrowseResponse } from '@common/listings.ts';
import { api } from '@/lib/api-client';
import { listingKeys, type ListingsQuery } from './listing-query-keys';

export function getListings(query: ListingsQuery & { cursor?: string | undefined }): Promise<BrowseResponse> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value) params.set(name, value);
  }
  return api.get(`/api/listings?${params}`, browseResponseSchema);
}

/** Keyset pages of 24 (ARCHITECTURE §7: Load More fetches the next one). */
export function listingsQueryOptions(query: ListingsQuery) {
  return infiniteQueryOptions({
    queryKey: listingKeys.browse(query),
    queryFn: ({ pageParam }) => getListings({ ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useListings(query: ListingsQuery) {
  return useInfiniteQuery(listingsQueryOptions(query));
}
