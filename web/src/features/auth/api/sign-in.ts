import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@common/auth.ts';
import { api } from '@/lib/api-client';
import { publicListingsQueryKey, sessionQueryKey } from '@/lib/query-keys';

/** The SPA posts JSON here; the sign-in form sent without the script posts itself here too (issue 24). */
export const SIGN_IN_ENDPOINT = '/api/auth/sign-in/email';

export function signIn({ email, password }: SignInInput): Promise<unknown> {
  return api.post(SIGN_IN_ENDPOINT, { email, password });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => {
      // A listing's data depends on who views it (its contact details), and public listing data stays fresh for
      // 30 s (ADR 0018): marked stale, a page shown after signing in asks again, as it did before signing in.
      void queryClient.invalidateQueries({ queryKey: publicListingsQueryKey });
      // Awaited so the navbar already shows the user when the caller navigates.
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
