import { useCallback, useState } from 'react';
import { useIntentAfterSignIn } from './use-intent-after-sign-in';

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
  const signInFirst = useIntentAfterSignIn({ intentKey, isSignedIn, onResume: () => setIsOpen(true) });

  const open = useCallback(() => {
    if (isSignedIn) setIsOpen(true);
    else signInFirst();
  }, [isSignedIn, signInFirst]);
  const close = useCallback(() => setIsOpen(false), []);

  return { isOpen, open, close };
}
