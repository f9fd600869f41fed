import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@common/auth.ts';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-keys';

export function signIn({ email, password }: SignInInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', { email, password });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Awaited so the navbar already shows the user when the caller navigates.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
