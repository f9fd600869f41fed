import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserResponseSchema, type AdminUserRow } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { publicListingsQueryKey } from '@/lib/query-keys';
import { adminKeys } from './admin-query-keys';

/** Grants or removes the Verified Seller badge. */
export function setUserVerified({ userId, verified }: { userId: string; verified: boolean }): Promise<AdminUserRow> {
  return api.patch(`/api/admin/users/${encodeURIComponent(userId)}/verified`, { verified }, adminUserResponseSchema);
}

export function useSetUserVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserVerified,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
        // The badge shows on the seller's listing pages.
        queryClient.invalidateQueries({ queryKey: publicListingsQueryKey }),
      ]),
  });
}
