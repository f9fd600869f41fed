import { useMutation } from '@tanstack/react-query';
import { deleteUserResponseSchema, type DeleteOwnAccountInput } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { useForgetSession } from '@/lib/use-forget-session';

/** Issue 10 (DPDP Act, erasure): the same erasure as an admin's delete, after the password is entered again. */
export function deleteOwnAccount(input: DeleteOwnAccountInput): Promise<{ message: string }> {
  return api.delete('/api/profile', deleteUserResponseSchema, input);
}

/** On success the account and its sessions are gone: the browser forgets them and goes home. */
export function useDeleteOwnAccount() {
  const forgetSession = useForgetSession();
  return useMutation({ mutationFn: deleteOwnAccount, onSuccess: forgetSession });
}
