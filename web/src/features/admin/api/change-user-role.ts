import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserResponseSchema, type AdminUserRow } from '@common/admin.ts';
import type { Role } from '@common/profiles.ts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** SPEC §4 User role. Never one's own, never the last admin's (409). */
export function changeUserRole({ userId, role }: { userId: string; role: Role }): Promise<AdminUserRow> {
  return api.patch(`/api/admin/users/${encodeURIComponent(userId)}/role`, { role }, adminUserResponseSchema);
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
      ]),
  });
}
