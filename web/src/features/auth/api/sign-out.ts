import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SessionResponse } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-keys';

export function signOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}

/** Signs out, lands on the home page and forgets the user's cached data. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave the current page before the session is cleared: a guarded page such as /profile would otherwise
      // see "signed out" first and send the user to /auth. flushSync renders the home page before we go on.
      await navigate(paths.home, { flushSync: true });
      const signedOut: SessionResponse = { profile: null };
      queryClient.setQueryData(sessionQueryKey, signedOut);
      // Drop everything cached for this user so the next person on this browser never sees it.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
