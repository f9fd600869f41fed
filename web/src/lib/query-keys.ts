// Query keys that more than one feature reads or invalidates live here, so features need not import each other
// (STYLE: imports flow generic → features → app).
export const sessionQueryKey = ['session'] as const;
/** Everything public about listings (browse, featured, detail): an admin's moderation changes it too. */
export const publicListingsQueryKey = ['listings'] as const;
// A deleted listing (listing.removed) leaves the signed-in user's favourites, conversations, figures and
// notifications out of date at once.
export const favoritesQueryKey = ['favorites'] as const;
export const inquiriesQueryKey = ['inquiries'] as const;
export const dashboardQueryKey = ['dashboard'] as const;
export const notificationsQueryKey = ['notifications'] as const;
