import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionResponse } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { sessionQueryKey } from './query-keys';

/**
 * After the session ended on the server (signing out, deleting one's account): lands on the home page and forgets
 * the user's cached data, so the next person on this browser never sees it.
 */
export function useForgetSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the current page before the session is cleared: a guarded page such as /profile would otherwise
    // see "signed out" first and send the user to /auth. flushSync renders the home page before we go on.
    await navigate(paths.home, { flushSync: true });
    const signedOut: SessionResponse = { profile: null };
    queryClient.setQueryData(sessionQueryKey, signedOut);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  }, [navigate, queryClient]);
}
