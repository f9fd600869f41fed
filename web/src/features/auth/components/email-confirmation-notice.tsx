import { CircleCheck } from 'lucide-react';
import type { EmailConfirmation } from '../email-confirmation';

/** Above the sign-in form, where the confirmation link lands (ADR 0023): whose address was confirmed, or why not. */
export function EmailConfirmationNotice({ confirmation }: { confirmation: EmailConfirmation }) {
  if (!confirmation.isConfirmed) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-danger-soft p-3 text-sm text-destructive">
        This confirmation link is invalid or has expired. Sign in, then send a new one from the banner on your dashboard.
      </p>
    );
  }
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm">
      <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
      <span>
        Your email address <strong className="wrap-anywhere">{confirmation.email}</strong> is confirmed. Sign in to continue.
      </span>
    </p>
  );
}
