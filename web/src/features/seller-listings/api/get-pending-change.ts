import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownPendingRevisionSchema, type OwnPendingRevision } from '@common/listing-revisions.ts';
import { api } from '@/lib/api-client';
import { sellerListingKeys } from './seller-listing-query-keys';

/** Issue 24: the edit of an approved listing that waits for review, field by field (null when none). */
export function getPendingChange(listingId: string): Promise<OwnPendingRevision> {
  return api.get(`/api/listings/${encodeURIComponent(listingId)}/pending-revision`, ownPendingRevisionSchema);
}

export function usePendingChange(listingId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: sellerListingKeys.pendingChange(listingId),
      queryFn: () => getPendingChange(listingId),
      enabled: isEnabled,
      retry: false,
    }),
  );
}
