import { toast } from '@/lib/toast';
import { USER_DELETED_MESSAGE, type AdminUserRow } from '@common/admin.ts';
import type { Role } from '@common/profiles.ts';
import { ApiError } from '@/lib/api-client';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useChangeUserRole } from '../api/change-user-role';
import { useDeleteUser } from '../api/delete-user';
import { useSetUserVerified } from '../api/set-user-verified';

/** SPEC §8: 403 → "Access denied"; otherwise "Error" with the message or the fallback sentence. */
function toastDeleteFailure(error: unknown) {
  if (error instanceof ApiError && error.status === 403) {
    toast.error('Access denied', { description: error.message });
    return;
  }
  toast.error('Error', { description: error instanceof Error && error.message ? error.message : 'Failed to delete user. Please try again.' });
}

/** The Users Management actions with the spec's toasts; each resolves to whether it succeeded. */
export function useUserActions() {
  const changeRole = useChangeUserRole();
  const setVerified = useSetUserVerified();
  const deleteUser = useDeleteUser();

  function changeRoleOf(user: AdminUserRow, role: Role) {
    return runWithToasts(() => changeRole.mutateAsync({ userId: user.id, role }), {
      errorTitle: 'Failed to update user role.',
      successTitle: `User role updated to ${role}.`,
    });
  }

  function setVerifiedOf(user: AdminUserRow, verified: boolean) {
    return runWithToasts(() => setVerified.mutateAsync({ userId: user.id, verified }), {
      errorTitle: 'Failed to update verification.',
      successTitle: verified ? 'Verified Seller badge granted.' : 'Verified Seller badge removed.',
    });
  }

  async function deleteAccountOf(user: AdminUserRow): Promise<boolean> {
    try {
      const { message } = await deleteUser.mutateAsync(user.id);
      toast.success(message || USER_DELETED_MESSAGE);
      return true;
    } catch (error) {
      toastDeleteFailure(error);
      return false;
    }
  }

  return { changeRoleOf, setVerifiedOf, deleteAccountOf, isDeleting: deleteUser.isPending };
}
