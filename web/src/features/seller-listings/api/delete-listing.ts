import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteListingResponseSchema } from '@common/seller-listings.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterListingChange } from './invalidate-after-listing-change';

export function deleteListing(listingId: string) {
  return api.delete(`/api/listings/${encodeURIComponent(listingId)}`, deleteListingResponseSchema);
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteListing, onSuccess: () => invalidateAfterListingChange(queryClient) });
}
