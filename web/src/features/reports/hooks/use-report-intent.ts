import { useCallback, useEffect, useState } from 'react';

// A visitor who pressed "Report this listing" signed out comes back from /auth to the open dialog (this tab only).
const intentKey = (listingId: string) => `bizbazaar:report-intent:${listingId}`;

// Storage can be switched off; coming back to the open dialog is a convenience only, so failures are ignored.
function readIntent(listingId: string): boolean {
  try {
    return window.sessionStorage.getItem(intentKey(listingId)) !== null;
  } catch {
    return false;
  }
}

function writeIntent(listingId: string, hasIntent: boolean): void {
  try {
    if (hasIntent) window.sessionStorage.setItem(intentKey(listingId), '1');
    else window.sessionStorage.removeItem(intentKey(listingId));
  } catch {
    // See readIntent.
  }
}

/** Whether the dialog should open at once (a report started before signing in), and how to remember one. */
export function useReportIntent(listingId: string, isSignedIn: boolean) {
  const [hadIntent] = useState(() => isSignedIn && readIntent(listingId));
  useEffect(() => {
    if (hadIntent) writeIntent(listingId, false);
  }, [hadIntent, listingId]);
  const rememberIntent = useCallback(() => writeIntent(listingId, true), [listingId]);
  return { hadIntent, rememberIntent };
}
