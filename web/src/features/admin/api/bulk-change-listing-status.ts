import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkListingStatusResponseSchema, type BulkListingStatusInput, type BulkListingStatusResponse } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-after-moderation';

/** The same change for each selected listing; each succeeds or fails on its own. */
export function bulkChangeListingStatus(input: BulkListingStatusInput): Promise<BulkListingStatusResponse> {
  return api.post('/api/admin/listings/status', input, bulkListingStatusResponseSchema);
}

export function useBulkChangeListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkChangeListingStatus,
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
