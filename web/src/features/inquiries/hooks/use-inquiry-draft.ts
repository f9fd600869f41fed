import { useCallback, useState } from 'react';

// A message typed before signing in survives the trip to /auth and back (this tab only).
const draftKey = (listingId: string) => `bizbazaar:inquiry-draft:${listingId}`;

function readDraft(listingId: string): string {
  try {
    return window.sessionStorage.getItem(draftKey(listingId)) ?? '';
  } catch {
    // Storage can be switched off; the draft is a convenience only.
    return '';
  }
}

function writeDraft(listingId: string, text: string | null): void {
  try {
    if (text === null) window.sessionStorage.removeItem(draftKey(listingId));
    else window.sessionStorage.setItem(draftKey(listingId), text);
  } catch {
    // See readDraft.
  }
}

/** The draft kept for this listing (empty if none), and how to keep or drop it. */
export function useInquiryDraft(listingId: string) {
  const [initialDraft] = useState(() => readDraft(listingId));
  const saveDraft = useCallback((text: string) => writeDraft(listingId, text.trim() ? text : null), [listingId]);
  const clearDraft = useCallback(() => writeDraft(listingId, null), [listingId]);
  return { initialDraft, saveDraft, clearDraft };
}
