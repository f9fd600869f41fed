// No zod here: the listing page checks a seller's link with it before it hydrates (ADR 0018).

/** Whether the text is an absolute http(s) URL: the only links a user may supply. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
