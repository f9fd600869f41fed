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
  listing: (id: string) => `/listing/${encodeURIComponent(id)}`,
  /** The create form, prefilled, for the listing's seller and admins (issue 11). */
  editListing: (id: string) => `/listing/${encodeURIComponent(id)}/edit`,
  /** One conversation (the links of e-mails and notifications point here). */
  inquiry: (id: string) => `/dashboard/inquiries/${encodeURIComponent(id)}`,
  /** The dashboard opened on one of its tabs. */
  dashboardTab: (tab: DashboardTab) => `/dashboard?tab=${tab}`,
  /** The admin console opened on one of its tabs (issue 10). */
  adminTab: (tab: AdminTab) => `/admin?tab=${tab}`,
} as const;

/** The dashboard's tabs (SPEC §2), which links open directly (e-mails, quick cards): a seller's listings, inquiries and
 * profile; a buyer's favourites, inquiries, saved searches and profile. */
export const dashboardTabs = ['listings', 'favorites', 'inquiries', 'saved-searches', 'profile'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export const adminTabs = ['listings', 'users', 'statistics', 'audit-log', 'reports'] as const;
export type AdminTab = (typeof adminTabs)[number];
