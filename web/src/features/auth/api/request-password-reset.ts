import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@common/auth.ts';
import { paths } from '@common/routes.ts';
import { api } from '@/lib/api-client';

export function requestPasswordReset({ email }: ForgotPasswordInput): Promise<unknown> {
  // SPEC §2: the e-mailed link comes back to /auth?reset=true (the server appends &token=…).
  return api.post('/api/auth/request-password-reset', { email, redirectTo: paths.resetPassword });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
