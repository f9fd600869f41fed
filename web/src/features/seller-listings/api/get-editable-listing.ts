import { queryOptions, useQuery } from '@tanstack/react-query';
import { editableListingSchema, type EditableListing } from '@common/seller-listings.ts';
import { api } from '@/lib/api-client';
import { sellerListingKeys } from './seller-listing-query-keys';

/** The stored values the edit form starts from: for the listing's seller and admins only. */
export function getEditableListing(listingId: string): Promise<EditableListing> {
  return api.get(`/api/listings/${encodeURIComponent(listingId)}/editable`, editableListingSchema);
}

export function useEditableListing(listingId: string) {
  return useQuery(
    queryOptions({
      queryKey: sellerListingKeys.editable(listingId),
      queryFn: () => getEditableListing(listingId),
      // "Not found" and "not yours" are answers, not failures worth three retries.
      retry: false,
      // The form starts from these values once; a refetch behind it would not change what the seller typed.
      staleTime: Infinity,
    }),
  );
}
