import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decidePhotoResponseSchema, type DecidePhotoInput } from '@common/listing-photos.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-after-moderation';

export type DecidePendingPhotoVariables = DecidePhotoInput & { photoId: string };

/** ADR 0042: approve a photo (buyers see it) or reject it with a reason (it is removed, its seller told). */
export function decidePendingPhoto({ photoId, status, reason }: DecidePendingPhotoVariables) {
  return api.patch(`/api/admin/listing-photos/${encodeURIComponent(photoId)}/status`, { status, reason }, decidePhotoResponseSchema);
}

export function useDecidePendingPhoto() {
  const queryClient = useQueryClient();
  // A 409 or 404 means another admin (or the seller's removal) was first: reload either way.
  return useMutation({ mutationFn: decidePendingPhoto, onSettled: () => invalidateAfterModeration(queryClient) });
}
