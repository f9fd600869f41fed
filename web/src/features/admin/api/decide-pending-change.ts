import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideRevisionResponseSchema, type DecideRevisionInput } from '@common/listing-revisions.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-after-moderation';

export type DecidePendingChangeVariables = DecideRevisionInput & { revisionId: string };

/** Issue 24: approve a change (applied to the public listing) or reject it with a reason (the listing stays). */
export function decidePendingChange({ revisionId, status, reason }: DecidePendingChangeVariables) {
  return api.patch(`/api/admin/listing-revisions/${encodeURIComponent(revisionId)}/status`, { status, reason }, decideRevisionResponseSchema);
}

export function useDecidePendingChange() {
  const queryClient = useQueryClient();
  // A 409 means another admin (or the seller's withdrawal) was first: reload either way.
  return useMutation({ mutationFn: decidePendingChange, onSettled: () => invalidateAfterModeration(queryClient) });
}
