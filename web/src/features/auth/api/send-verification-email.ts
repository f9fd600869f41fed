import { useMutation } from '@tanstack/react-query';
import { paths } from '@common/routes.ts';
import { api } from '@/lib/api-client';
import { runWithToasts } from '@/lib/run-with-toasts';

export function sendVerificationEmail({ email }: { email: string }): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email, callbackURL: paths.home });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

/** The Resend buttons (unverified banner, "check your email" view): the mail again, with the spec's toasts. */
export function useResendVerificationEmail(email: string) {
  const mutation = useSendVerificationEmail();
  async function resend() {
    await runWithToasts(() => mutation.mutateAsync({ email }), {
      errorTitle: 'Error sending verification email',
      successTitle: 'Verification email sent',
      successDescription: 'Please check your email and click the verification link.',
    });
  }
  return { resend, isPending: mutation.isPending };
}
