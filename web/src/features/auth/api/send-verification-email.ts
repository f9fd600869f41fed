import { useMutation } from '@tanstack/react-query';
import { paths } from '@common/routes.ts';
import { api } from '@/lib/api-client';

export function sendVerificationEmail({ email }: { email: string }): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email, callbackURL: paths.home });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
