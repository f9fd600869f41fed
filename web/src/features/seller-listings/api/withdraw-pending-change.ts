import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawRevisionResponseSchema } from '@common/listing-revisions.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterListingChange } from './invalidate-after-listing-change';

/** Issue 24: withdraws the change waiting for review; the approved version simply stays. */
export function withdrawPendingChange(listingId: string) {
  return api.delete(`/api/listings/${encodeURIComponent(listingId)}/pending-revision`, withdrawRevisionResponseSchema);
}

export function useWithdrawPendingChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawPendingChange, onSettled: () => invalidateAfterListingChange(queryClient) });
}
