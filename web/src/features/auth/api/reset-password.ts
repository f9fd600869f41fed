import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@common/auth.ts';
import { api } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
