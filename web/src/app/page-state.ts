import type { DehydratedState } from '@tanstack/react-query';

// A server-rendered page carries the query cache it was rendered from in a JSON data block (ADR 0018). A data
// block is never executed, so the strict CSP needs no nonce or hash for it.
export const PAGE_STATE_ELEMENT_ID = 'bizbazaar-page-state';

const UNSAFE_IN_HTML = /[<>&\u2028\u2029]/g;

/**
 * JSON that can sit inside <script type="application/json">: "<", ">" and "&" escaped so that nothing a seller
 * typed can close the element or open a comment, and U+2028/U+2029 so older parsers read it as JSON too.
 */
export function serializePageState(state: DehydratedState): string {
  return JSON.stringify(state).replace(UNSAFE_IN_HTML, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The page's query cache, or null when the server sent the empty shell (a signed-in-only page, or a fallback). */
export function readPageState(): DehydratedState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as DehydratedState;
}
