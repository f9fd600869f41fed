import type { QueryClient } from '@tanstack/react-query';
import { publicListingsQueryKey } from '@/lib/query-keys';
import { sellerListingKeys } from './seller-listing-query-keys';

/** A listing edited, moved or deleted changes My Listings and, as it leaves or re-enters review, the public pages. */
export function invalidateAfterListingChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sellerListingKeys.all }),
    queryClient.invalidateQueries({ queryKey: publicListingsQueryKey }),
  ]);
}
