import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useForgetSession } from '@/lib/use-forget-session';

export function signOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}

/** Signs out, lands on the home page and forgets the user's cached data. */
export function useSignOut() {
  const forgetSession = useForgetSession();
  return useMutation({ mutationFn: signOut, onSuccess: forgetSession });
}
