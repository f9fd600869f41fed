import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteUserResponseSchema } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-after-moderation';

/** Removes the account and everything that belongs to it; the answer's message is the toast (SPEC §8). */
export function deleteUser(userId: string): Promise<{ message: string }> {
  return api.delete(`/api/admin/users/${encodeURIComponent(userId)}`, deleteUserResponseSchema);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Their listings, reports and counts go with them.
    onSuccess: () => invalidateAfterModeration(queryClient),
  });
}
