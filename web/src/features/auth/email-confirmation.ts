// Where the confirmation mail's link lands (ADR 0023): /auth?confirmed=<address> or ?confirmed=invalid. The link
// signs nobody in, so the page names the address and asks its owner to sign in. Anyone can type such a URL; it
// grants nothing, and only a well-formed address is shown.
import { isEmailAddress } from '@common/auth.ts';
import { EMAIL_CONFIRMED_PARAM, INVALID_CONFIRMATION_LINK } from '@common/routes.ts';

export type EmailConfirmation = { isConfirmed: true; email: string } | { isConfirmed: false };

export function emailConfirmationFrom(searchParams: URLSearchParams): EmailConfirmation | null {
  const value = searchParams.get(EMAIL_CONFIRMED_PARAM);
  if (value === null) return null;
  if (value !== INVALID_CONFIRMATION_LINK && isEmailAddress(value)) return { isConfirmed: true, email: value };
  return { isConfirmed: false };
}
