import { useCallback, useEffect, useState } from 'react';
import { useSignInFirst } from '@/lib/use-sign-in-first';

// Storage can be switched off; coming back to the open dialog is a convenience only, so failures are ignored.
function readIntent(intentKey: string): boolean {
  try {
    return window.sessionStorage.getItem(intentKey) !== null;
  } catch {
    return false;
  }
}

function writeIntent(intentKey: string, hasIntent: boolean): void {
  try {
    if (hasIntent) window.sessionStorage.setItem(intentKey, '1');
    else window.sessionStorage.removeItem(intentKey);
  } catch {
    // See readIntent.
  }
}

type DialogAfterSignInOptions = {
  /** The session-storage key that remembers, across the trip to /auth, which dialog the visitor asked for. */
  intentKey: string;
  isSignedIn: boolean;
};

/**
 * A dialog that needs an account: a signed-in viewer opens it at once; a signed-out visitor signs in first and
 * comes back from /auth to find it open (this tab only).
 */
export function useDialogAfterSignIn({ intentKey, isSignedIn }: DialogAfterSignInOptions) {
  const [hadIntent] = useState(() => isSignedIn && readIntent(intentKey));
  const [isOpen, setIsOpen] = useState(hadIntent);
  const signInFirst = useSignInFirst();
  useEffect(() => {
    if (hadIntent) writeIntent(intentKey, false);
  }, [hadIntent, intentKey]);

  const open = useCallback(() => {
    if (isSignedIn) {
      setIsOpen(true);
      return;
    }
    writeIntent(intentKey, true);
    signInFirst();
  }, [intentKey, isSignedIn, signInFirst]);
  const close = useCallback(() => setIsOpen(false), []);

  return { isOpen, open, close };
}
