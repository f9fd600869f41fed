// The link of the confirmation mail (ADR 0023): it confirms the address and signs nobody in. better-auth checks
// the token and sets email_verified; where the browser lands is ours to say: the sign-in page, naming the
// address that was confirmed, so that a person signed in as someone else sees whose address it was.
import { emailConfirmationLanding } from '@common/routes.ts';
import { AUTH_BASE_PATH } from './auth.ts';

/** The address a confirmation token names (the `email` of its JWT payload); read only after better-auth accepted it. */
export function addressInConfirmationToken(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const { email } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Better-auth's request for the token alone: without a callbackURL it answers 200 or 401 in JSON instead of
 * redirecting, and the page to land on is chosen below.
 */
export function confirmationRequest(token: string, headers: Headers, publicUrl: string): Request {
  const url = new URL(`${AUTH_BASE_PATH}/verify-email`, publicUrl);
  url.searchParams.set('token', token);
  return new Request(url, { method: 'GET', headers });
}

/** The page to land on: the sign-in page naming the confirmed address, or saying that the link did not work. */
export function landingAfterConfirmation(isConfirmed: boolean, token: string): string {
  const address = isConfirmed ? addressInConfirmationToken(token) : undefined;
  return address ? emailConfirmationLanding.confirmed(address) : emailConfirmationLanding.invalid;
}
