import { useMutation } from '@tanstack/react-query';
import type { SignUpBody, SignUpInput } from '@common/auth.ts';
import { paths } from '@common/routes.ts';
import { api } from '@/lib/api-client';

export function signUp({ fullName, email, password, role }: SignUpInput): Promise<unknown> {
  // SPEC §7: the confirmation link returns to the site root, and signs the new user in there. Sign-up itself
  // starts no session: its answer is the same whether or not the address already has an account (ADR 0009).
  const body: SignUpBody = { fullName, email, password, role, callbackURL: paths.home };
  return api.post('/api/auth/sign-up/email', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
