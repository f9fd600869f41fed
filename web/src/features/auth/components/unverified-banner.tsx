import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '../api/get-session';
import { useResendVerificationEmail } from '../api/send-verification-email';

/**
 * SPEC §2 Dashboard: offers to resend the confirmation e-mail while the address is unconfirmed. Until then the
 * server refuses every write that reaches someone else (ADR 0023), and its message points here.
 */
export function UnverifiedBanner() {
  const { profile } = useSession();
  const resendVerificationEmail = useResendVerificationEmail(profile?.email ?? '');
  if (!profile || profile.emailVerified) return null;

  return (
    <section
      aria-label="Email verification"
      className="flex flex-col gap-3 rounded-lg border border-warning-border bg-warning-background p-4 text-warning-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Mail className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold">Please verify your email address</p>
          <p className="text-sm">
            We sent a confirmation link to <strong className="wrap-anywhere">{profile.email}</strong>. Until you confirm it, you
            cannot list a business, send inquiries or messages, or report a listing.
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={resendVerificationEmail.resend} disabled={resendVerificationEmail.isPending}>
        {resendVerificationEmail.isPending ? 'Sending...' : 'Resend verification email'}
      </Button>
    </section>
  );
}
