// The sign-in form sent without the script (issue 24): the server answers it with a redirect, to the return
// path after signing in or back to /auth with the reason it failed. The reason travels as a code, never as text,
// so no link can make the sign-in page say something of its own; both sides read it here.
import { inAppPathOrNull, paths, SIGN_IN_RETURN_PARAM } from './routes.ts';

/** The query parameter of /auth naming why a sign-in sent as a form failed. */
export const SIGN_IN_FAILURE_PARAM = 'signInFailed';

// SPEC §8: "Error signing in", the description the server's message (better-auth's for wrong credentials).
const failureMessages = {
  credentials: 'Invalid email or password',
  fields: 'Enter your email address and password.',
  'rate-limited': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  failed: 'Signing in could not be completed. Please try again shortly.',
} as const;

export type SignInFailure = keyof typeof failureMessages;

export const SIGN_IN_FAILURE_TITLE = 'Error signing in';

/** The failure a status of the sign-in endpoint stands for. */
export function signInFailureFor(status: number): SignInFailure {
  if (status === 401) return 'credentials';
  if (status === 429) return 'rate-limited';
  if (status === 400) return 'fields';
  return 'failed';
}

/** The message for the failure named in /auth's query, or null when it names none we know. */
export function signInFailureMessage(searchParams: URLSearchParams): string | null {
  const failure = searchParams.get(SIGN_IN_FAILURE_PARAM);
  return failure !== null && Object.hasOwn(failureMessages, failure) ? failureMessages[failure as SignInFailure] : null;
}

/** Where a sign-in form lands: the in-app return path (else home), or back to /auth with the failure and the path. */
export function signInFormLanding(returnTo: unknown, failure?: SignInFailure): string {
  const next = inAppPathOrNull(returnTo);
  if (failure === undefined) return next ?? paths.home;
  const query = new URLSearchParams(next === null ? {} : { [SIGN_IN_RETURN_PARAM]: next });
  query.set(SIGN_IN_FAILURE_PARAM, failure);
  return `${paths.auth}?${query.toString()}`;
}
