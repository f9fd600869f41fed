// The seller's own listings (issue 11). Public listing data lives under publicListingsQueryKey (lib/query-keys).
export const sellerListingKeys = {
  all: ['seller-listings'] as const,
  mine: ['seller-listings', 'mine'] as const,
  editable: (listingId: string) => ['seller-listings', 'editable', listingId] as const,
  /** The approved listing's change waiting for review (issue 24). */
  pendingChange: (listingId: string) => ['seller-listings', 'pending-change', listingId] as const,
};
