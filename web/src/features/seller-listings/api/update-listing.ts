import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { listingStatusResponseSchema, type ListingStatusResponse, type updateListingSchema } from '@common/seller-listings.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterListingChange } from './invalidate-after-listing-change';

export type UpdateListingVariables = { listingId: string; listing: z.output<typeof updateListingSchema> };

export function updateListing({ listingId, listing }: UpdateListingVariables): Promise<ListingStatusResponse> {
  return api.put(`/api/listings/${encodeURIComponent(listingId)}`, listing, listingStatusResponseSchema);
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: () => invalidateAfterListingChange(queryClient) });
}
