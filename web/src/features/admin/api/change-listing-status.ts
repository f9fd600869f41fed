import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeListingStatusResponseSchema, type ChangeListingStatusInput } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-after-moderation';

export type ChangeListingStatusVariables = ChangeListingStatusInput & { listingId: string };

/** SPEC §4: approve or reject one listing; an illegal move (e.g. another admin was first) is a 409. */
export function changeListingStatus({ listingId, status, reason }: ChangeListingStatusVariables) {
  return api.patch(`/api/admin/listings/${encodeURIComponent(listingId)}/status`, { status, reason }, changeListingStatusResponseSchema);
}

export function useChangeListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeListingStatus,
    // A 409 means the table showed an old status: reload it either way.
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
