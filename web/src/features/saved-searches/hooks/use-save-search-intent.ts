import { useCallback, useEffect, useState } from 'react';

// A visitor who pressed "Save this search" signed out comes back from /auth (to the same filters, ARCHITECTURE §7)
// and finds the dialog open (this tab only).
const INTENT_KEY = 'bizbazaar:save-search-intent';

// Storage can be switched off; coming back to the open dialog is a convenience only, so failures are ignored.
function readIntent(): boolean {
  try {
    return window.sessionStorage.getItem(INTENT_KEY) !== null;
  } catch {
    return false;
  }
}

function writeIntent(hasIntent: boolean): void {
  try {
    if (hasIntent) window.sessionStorage.setItem(INTENT_KEY, '1');
    else window.sessionStorage.removeItem(INTENT_KEY);
  } catch {
    // See readIntent.
  }
}

/** Whether the dialog should open at once (a save started before signing in), and how to remember one. */
export function useSaveSearchIntent(isSignedIn: boolean) {
  const [hadIntent] = useState(() => isSignedIn && readIntent());
  useEffect(() => {
    if (hadIntent) writeIntent(false);
  }, [hadIntent]);
  const rememberIntent = useCallback(() => writeIntent(true), []);
  return { hadIntent, rememberIntent };
}
