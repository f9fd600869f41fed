import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportActionResponseSchema } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-after-moderation';

/** Rejects the reported listing with the reason and closes every open report of it. */
export function rejectReportedListing({ reportId, reason }: { reportId: string; reason: string }) {
  return api.post(`/api/admin/reports/${encodeURIComponent(reportId)}/reject-listing`, { reason }, reportActionResponseSchema);
}

export function useRejectReportedListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectReportedListing,
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
