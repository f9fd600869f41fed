import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingStatusResponseSchema, type ListingStatusResponse, type OwnerStatus } from '@common/seller-listings.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterListingChange } from './invalidate-after-listing-change';

export type ChangeOwnListingStatusVariables = { listingId: string; status: OwnerStatus };

export function changeOwnListingStatus({ listingId, status }: ChangeOwnListingStatusVariables): Promise<ListingStatusResponse> {
  return api.patch(`/api/listings/${encodeURIComponent(listingId)}/status`, { status }, listingStatusResponseSchema);
}

export function useChangeOwnListingStatus() {
  const queryClient = useQueryClient();
  // Refetched after a refusal too: a 409 means the listing moved meanwhile (an admin's decision), so show where.
  return useMutation({ mutationFn: changeOwnListingStatus, onSettled: () => invalidateAfterListingChange(queryClient) });
}
