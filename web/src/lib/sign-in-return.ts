import { inAppPathOrNull, SIGN_IN_RETURN_PARAM } from '@common/routes.ts';

// ARCHITECTURE §7 (last row): a signed-out visitor sent to /auth comes back to the page they came from after
// signing in, to finish what they started. The address travels in the history entry's state; a link that works
// before the script runs (issue 24) carries it as /auth?next=<path> instead. Either is an in-app path only, so
// no link from elsewhere can make sign-in redirect off the site.

export interface SignInReturnState {
  returnTo: string;
}

/** The state to navigate to /auth with, remembering where the visitor is now. */
export function signInReturnState(location: { pathname: string; search: string }): SignInReturnState {
  return { returnTo: `${location.pathname}${location.search}` };
}

/** Where to go after signing in: the remembered in-app path (the history state's, else the ?next= one), or null. */
export function returnPathAfterSignIn(state: unknown, search = ''): string | null {
  const fromState = typeof state === 'object' && state !== null && 'returnTo' in state ? inAppPathOrNull(state.returnTo) : null;
  return fromState ?? inAppPathOrNull(new URLSearchParams(search).get(SIGN_IN_RETURN_PARAM));
}
