import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
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

// Nothing to watch: the intent is read once per mount (a write from another tab is not this visit's).
const subscribeToNothing = () => () => undefined;

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
  const [isOpen, setIsOpen] = useState(false);
  const signInFirst = useSignInFirst();
  // Only the signed-in state at mount counts: the intent is for the visit that comes back from /auth.
  const [wasSignedInAtMount] = useState(isSignedIn);
  // Storage is the browser's: a server-rendered page hydrates with no intent (null), exactly as the server drew
  // it, and reads the stored one right after (ADR 0018).
  const storedIntent = useSyncExternalStore(
    subscribeToNothing,
    () => wasSignedInAtMount && readIntent(intentKey),
    () => null,
  );
  const [isIntentRead, setIsIntentRead] = useState(false);
  if (!isIntentRead && storedIntent !== null) {
    setIsIntentRead(true);
    if (storedIntent) setIsOpen(true);
  }
  useEffect(() => {
    if (isIntentRead && wasSignedInAtMount) writeIntent(intentKey, false);
  }, [isIntentRead, wasSignedInAtMount, intentKey]);

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
