import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useSignInFirst } from '@/lib/use-sign-in-first';

// Storage can be switched off; finishing what was started is a convenience only, so failures are ignored.
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

type IntentAfterSignInOptions = {
  /** The session-storage key that remembers, across the trip to /auth, what the visitor started. */
  intentKey: string;
  isSignedIn: boolean;
  /** Called once, on the visit that comes back signed in from /auth with the intent remembered. */
  onResume: () => void;
};

/**
 * For a signed-out visitor: remembers `intentKey`'s intent and goes to /auth. Only the callback, with nothing
 * read at mount: a page of cards has 24 hearts, and a stored intent matters only once back signed in
 * (useIntentAfterSignIn).
 */
export function useSignInFirstWithIntent(intentKey: string): () => void {
  const signInFirst = useSignInFirst();
  return useCallback(() => {
    writeIntent(intentKey, true);
    signInFirst();
  }, [intentKey, signInFirst]);
}

/**
 * Something that needs an account (a dialog, a favourite): a signed-out visitor signs in first and, back from
 * /auth, finds it done (this tab only; the one mechanism for every such action, ARCHITECTURE §7).
 * `signInFirst` remembers the intent and goes to /auth.
 */
export function useIntentAfterSignIn({ intentKey, isSignedIn, onResume }: IntentAfterSignInOptions) {
  const signInFirst = useSignInFirstWithIntent(intentKey);
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
    if (storedIntent) onResume();
  }
  useEffect(() => {
    if (isIntentRead && wasSignedInAtMount) writeIntent(intentKey, false);
  }, [isIntentRead, wasSignedInAtMount, intentKey]);

  return signInFirst;
}
