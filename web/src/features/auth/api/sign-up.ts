import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '@common/auth.ts';
import { paths } from '@common/routes.ts';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-keys';

export function signUp({ fullName, email, password, role }: SignUpInput): Promise<unknown> {
  // SPEC §7: the confirmation link returns to the site root. The server signs the new user in at once.
  return api.post('/api/auth/sign-up/email', { name: fullName, email, password, role, callbackURL: paths.home });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
