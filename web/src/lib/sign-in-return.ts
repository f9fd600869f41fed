// ARCHITECTURE §7 (last row): a signed-out visitor sent to /auth comes back to the page they came from after
// signing in, to finish what they started. The address travels in the history entry's state, which only the
// app itself can set, so no link from elsewhere can make sign-in redirect off the site.

export interface SignInReturnState {
  returnTo: string;
}

/** The state to navigate to /auth with, remembering where the visitor is now. */
export function signInReturnState(location: { pathname: string; search: string }): SignInReturnState {
  return { returnTo: `${location.pathname}${location.search}` };
}

/** Where to go after signing in: the remembered in-app path, or null. */
export function returnPathAfterSignIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state;
  // An in-app path only: "/x", never "//host" (protocol-relative) or "/\host".
  if (typeof returnTo !== 'string' || !/^\/(?![/\\])/.test(returnTo)) return null;
  return returnTo;
}
