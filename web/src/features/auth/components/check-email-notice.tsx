import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useResendVerificationEmail } from '../api/send-verification-email';

type CheckEmailNoticeProps = {
  /** The address the visitor just signed up with. */
  email: string;
  onBackToSignIn: () => void;
};

/**
 * What follows a sign-up (ADR 0009): the confirmation link confirms the address, then the person signs in (the
 * link signs nobody in, ADR 0023). The text is the same whether or not the address already had an account; its
 * owner then gets a mail saying how to sign in instead.
 */
export function CheckEmailNotice({ email, onBackToSignIn }: CheckEmailNoticeProps) {
  const resendVerificationEmail = useResendVerificationEmail(email);

  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <p>
          We sent an email to <strong className="wrap-anywhere">{email}</strong>. Open the link in it to confirm your address, then
          sign in.
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        If this address already has an account, the email says how to sign in instead. Nothing there after a few minutes? Look in
        your spam folder, or send it again.
      </p>
      <Button variant="outline" onClick={resendVerificationEmail.resend} disabled={resendVerificationEmail.isPending} className="w-full">
        {resendVerificationEmail.isPending ? 'Sending...' : 'Resend email'}
      </Button>
      <Button onClick={onBackToSignIn} className="w-full">
        Back to Sign In
      </Button>
    </div>
  );
}
