import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { myListingsPageSchema, type MyListingsPage } from '@common/seller-listings.ts';
import { api } from '@/lib/api-client';
import { sellerListingKeys } from './seller-listing-query-keys';

/** One page of the viewer's own listings, every status, newest first (SPEC §7 "listings by seller_id"). */
export function getMyListings(cursor: string | undefined): Promise<MyListingsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get(`/api/me/listings${query}`, myListingsPageSchema);
}

export const myListingsQueryOptions = infiniteQueryOptions({
  queryKey: sellerListingKeys.mine,
  queryFn: ({ pageParam }) => getMyListings(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

/** Keyset pages ("Load more"): the first page answers at once however many listings the seller has. */
export function useMyListings() {
  return useInfiniteQuery(myListingsQueryOptions);
}
