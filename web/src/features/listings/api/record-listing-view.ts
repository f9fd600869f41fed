import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const recordViewResponseSchema = z.object({ isCounted: z.boolean() });

/** ARCHITECTURE §7: one view per visit, counted on detail load; the server de-duplicates per viewer. */
export function recordListingView(listingId: string): Promise<{ isCounted: boolean }> {
  return api.post(`/api/listings/${encodeURIComponent(listingId)}/views`, {}, recordViewResponseSchema);
}

export function useRecordListingView() {
  // Nothing is invalidated: refetching the page's listing to show one more view is not worth a request.
  return useMutation({ mutationFn: recordListingView });
}
