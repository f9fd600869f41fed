// Query keys that more than one feature reads or invalidates live here, so features need not import each other
// (STYLE: imports flow generic → features → app).
export const sessionQueryKey = ['session'] as const;
/** Everything public about listings (browse, featured, detail): an admin's moderation changes it too. */
export const publicListingsQueryKey = ['listings'] as const;
