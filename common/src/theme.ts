// The colour theme a visitor chose (ADR 0039). 'system' follows the device's light or dark setting; the others
// pin one. Kept in a cookie the server reads when it writes <html data-theme>, so the first paint is right.
// No zod here: the header's switch imports this before hydration, within the bundle budget (ADR 0017).

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_COOKIE = 'theme';
/** The form field naming the page to come back to when the switch is sent without the script. */
export const THEME_BACK_FIELD = 'back';
export const THEME_ENDPOINT = '/api/theme';
export const THEME_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest a browser keeps a cookie

/** The choice a cookie's value names; anything else is the system's. */
export function readThemeChoice(cookieValue: string | undefined): ThemeChoice {
  return cookieValue === 'light' || cookieValue === 'dark' ? cookieValue : 'system';
}

/** The Set-Cookie value for a choice ('system' clears the cookie). Not HttpOnly: the switch writes it too. */
export function themeCookie(choice: ThemeChoice, isSecure: boolean): string {
  const maxAge = choice === 'system' ? 0 : THEME_COOKIE_MAX_AGE_SECONDS;
  return `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${maxAge}; SameSite=Lax${isSecure ? '; Secure' : ''}`;
}
