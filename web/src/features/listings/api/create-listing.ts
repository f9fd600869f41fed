import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createListingResponseSchema, type createListingSchema } from '@common/listings.ts';
import { ApiError, api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-keys';
import { listingKeys } from './listing-query-keys';

export type NewListing = z.output<typeof createListingSchema>;

export function createListing(listing: NewListing) {
  return api.post('/api/listings', listing, createListingResponseSchema);
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    // The new listing is pending, so public pages do not change yet; the seller's own lists (dashboard) do.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    onError: async (error) => {
      // The session ended elsewhere or the role changed: let the page guards react.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    },
  });
}
