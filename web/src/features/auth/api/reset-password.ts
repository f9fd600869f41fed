import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword({ newPassword, token }: { newPassword: string; token: string }): Promise<unknown> {
  return api.post('/api/auth/reset-password', { newPassword, token });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
