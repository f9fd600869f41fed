// Every route of the SPA (SPEC §2), in one typed map shared by the client and the server (links in e-mails,
// sitemap). Build links with these, never with string literals.
export const paths = {
  home: '/',
  listings: '/listings',
  categories: '/categories',
  about: '/about',
  createListing: '/create-listing',
  favorites: '/favorites',
  dashboard: '/dashboard',
  admin: '/admin',
  profile: '/profile',
  editProfile: '/profile/edit',
  auth: '/auth',
  resetPassword: '/auth?reset=true',
  terms: '/terms',
  privacy: '/privacy',
  notifications: '/notifications',
  /** Where the confirmed account lands after signing in from the confirmation link (issue 24). */
  welcome: '/welcome',
  listing: (id: string) => `/listing/${encodeURIComponent(id)}`,
  /** The create form, prefilled, for the listing's seller and admins (issue 11). */
  editListing: (id: string) => `/listing/${encodeURIComponent(id)}/edit`,
  /** One conversation (the links of e-mails and notifications point here). */
  inquiry: (id: string) => `/dashboard/inquiries/${encodeURIComponent(id)}`,
  /** The dashboard opened on one of its tabs. */
  dashboardTab: (tab: DashboardTab) => `/dashboard?tab=${tab}`,
  /** The admin console opened on one of its tabs (issue 10). */
  adminTab: (tab: AdminTab) => `/admin?tab=${tab}`,
  /** The sign-in page as a plain link (it works before the script runs): back to `returnTo` after signing in. */
  signIn: (returnTo: string) => `/auth?${SIGN_IN_RETURN_PARAM}=${encodeURIComponent(returnTo)}`,
  /** A listing's page asking the viewer to confirm the favourite they started while signed out (issue 24). */
  listingThenFavorite: (id: string) => `/listing/${encodeURIComponent(id)}?${LISTING_INTENT_PARAM}=${FAVORITE_INTENT}`,
} as const;

/** The query parameter of /auth naming the in-app path to return to (checked by `inAppPathOrNull`). */
export const SIGN_IN_RETURN_PARAM = 'next';

/**
 * The path if it is a path of this site ("/x"), else null: never "//host" (protocol-relative) or "/\host", which
 * browsers read as another site. Every return address after signing in passes here, the browser's and the
 * server's (a sign-in form sent without the script, issue 24), so no link can make sign-in leave the site.
 */
export const inAppPathOrNull = (path: unknown): string | null => (typeof path === 'string' && /^\/(?![/\\])/.test(path) ? path : null);
/**
 * A page's parameter naming what the visitor started before signing in through a plain link (issue 24): a
 * listing page's "favorite", a browse page's "save-search". Anyone can write such a link, so the page asks
 * (a question, the Save dialog) rather than doing it.
 */
export const LISTING_INTENT_PARAM = 'then';
export const FAVORITE_INTENT = 'favorite';
export const SAVE_SEARCH_INTENT = 'save-search';

/**
 * Where the link of the account's confirmation mail lands (ADR 0023): the sign-in page with ?confirmed=<the
 * confirmed address>, or ?confirmed=invalid when the link was bad or has expired. It signs nobody in.
 */
export const EMAIL_CONFIRMED_PARAM = 'confirmed';
export const INVALID_CONFIRMATION_LINK = 'invalid';
export const emailConfirmationLanding = {
  confirmed: (email: string) => `/auth?${EMAIL_CONFIRMED_PARAM}=${encodeURIComponent(email)}`,
  invalid: `/auth?${EMAIL_CONFIRMED_PARAM}=${INVALID_CONFIRMATION_LINK}`,
} as const;

/**
 * The home page's query parameter that the newsletter's confirmation link lands with (?newsletter=confirmed or
 * ?newsletter=invalid). Here rather than in newsletter.ts, whose zod schemas the home page must not load.
 */
export const NEWSLETTER_RESULT_PARAM = 'newsletter';

/** The dashboard's tabs (SPEC §2), which links open directly (e-mails, quick cards): a seller's listings, inquiries and
 * profile; a buyer's favourites, inquiries, saved searches and profile. */
export const dashboardTabs = ['listings', 'favorites', 'inquiries', 'saved-searches', 'profile'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export const adminTabs = ['listings', 'users', 'statistics', 'audit-log', 'reports'] as const;
export type AdminTab = (typeof adminTabs)[number];

/**
 * The SPA's pages as route patterns (react-router syntax, `:name` for one path segment). The router is built
 * from these and the server answers any other page path with 404 (ARCHITECTURE §7): one list, both sides.
 */
export const pagePatterns = {
  home: '/',
  listings: '/listings',
  listing: '/listing/:id',
  editListing: '/listing/:id/edit',
  categories: '/categories',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  createListing: '/create-listing',
  favorites: '/favorites',
  notifications: '/notifications',
  dashboard: '/dashboard',
  inquiry: '/dashboard/inquiries/:id',
  admin: '/admin',
  profile: '/profile',
  editProfile: '/profile/edit',
  auth: '/auth',
  welcome: '/welcome',
} as const;

/** A path segment, as the browser sends it (percent-encoded), matches `:name` when it is not empty. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  if (patternSegments.length !== pathSegments.length) return false;
  // react-router matches without regard to case and ignores a trailing slash; so does this.
  return patternSegments.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === pathSegments[index]?.toLowerCase());
}

/** Whether the SPA has a page at this path (the query string left off); otherwise it shows its 404 page. */
export function isKnownPagePath(pathname: string): boolean {
  if (pathname.includes('//')) return false;
  return Object.values(pagePatterns).some((pattern) => matchesPattern(pattern, pathname));
}
