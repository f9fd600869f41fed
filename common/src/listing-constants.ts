// The listing constants, apart from the schemas in listings.ts (which re-exports them): this module has no zod,
// so the browse and listing pages can name a sort key or the contact placeholder without loading zod and
// building every listing schema before they hydrate (ADR 0018).

// ARCHITECTURE §7 adds sold: no longer public, kept for the seller's records and counted apart.
export const listingStatuses = ['draft', 'pending', 'approved', 'rejected', 'sold'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/**
 * relevance: how well a listing matches the search text (ADR 0029); always best match first. multiple (asking ÷
 * profit) and profit put the listings without one last in either order (ADR 0036).
 */
export const listingSortKeys = ['relevance', 'date', 'price', 'views', 'name', 'multiple', 'profit'] as const;
export type ListingSortKey = (typeof listingSortKeys)[number];

/**
 * Each order in words a buyer reads, not "ascending" (issue 25): the browse page's order toggle says it and a
 * saved search's summary ends with it. Relevance has one way round only.
 */
export const sortOrderWords: Record<ListingSortKey, Record<SortOrder, string>> = {
  relevance: { desc: 'best match first', asc: 'best match first' },
  date: { desc: 'newest first', asc: 'oldest first' },
  price: { desc: 'highest price first', asc: 'lowest price first' },
  views: { desc: 'most viewed first', asc: 'least viewed first' },
  name: { desc: 'name Z–A', asc: 'name A–Z' },
  multiple: { desc: 'highest multiple first', asc: 'lowest multiple first' },
  profit: { desc: 'highest profit first', asc: 'lowest profit first' },
};

/**
 * The order a browse request gets: the chosen one, else relevance when there is a search text and the newest
 * first otherwise. Relevance without a search text means nothing, so it is the date order.
 */
export function effectiveSort(search: string | undefined, sort: ListingSortKey | undefined): ListingSortKey {
  if (!search) return sort === undefined || sort === 'relevance' ? 'date' : sort;
  return sort ?? 'relevance';
}
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const BROWSE_PAGE_SIZE = 24;
export const FEATURED_LISTINGS_COUNT = 6; // SPEC §9
/** Counting stops here, so a count never scans a million rows (ARCHITECTURE §4). */
export const BROWSE_TOTAL_CAP = 1_000;
/** SPEC §6: what everyone not entitled sees in place of a seller's contact details. */
export const CONTACT_PLACEHOLDER = 'Contact via inquiry form';
/**
 * How long public listing data (featured, browse, a listing) counts as fresh in the browser. A server-rendered
 * page hydrates from the data it was rendered with; with no fresh time every such query refetched at once,
 * importing zod and building the listing schemas while the page was becoming interactive (ADR 0018). 30 s, as the
 * categories and the server's counts; a change the visitor makes invalidates its keys at once, and data older
 * than this still refetches on the next mount. The server keeps anonymous pages for half of it
 * (anonymous-page-cache.ts), so a page it answers from there is still fresh when it hydrates.
 */
export const PUBLIC_LISTINGS_STALE_TIME_MS = 30_000;
/** Largest asking price accepted: ₹10,00,000 crore, far above any SME and safe as a JS number of paise. */
export const MAX_PRICE_RUPEES = 1_000_000_000_000;
/** The largest "maximum multiple" a browse filter takes: far above any asking multiple worth filtering by. */
export const MAX_MULTIPLE_FILTER = 1_000;

/**
 * What a listing's page offers the public (issue 24; ADR 0032): on sale; sold (the page stays, without contact
 * actions); no longer available (withdrawn by its seller while public). Owners and admins see their listing as
 * it is, with this beside it.
 */
export const listingAvailabilities = ['available', 'sold', 'unavailable'] as const;
export type ListingAvailability = (typeof listingAvailabilities)[number];
/** ADR 0032: a sold listing's page answers 410 Gone this long after the sale; search engines then drop it. */
export const SOLD_PAGE_GONE_AFTER_DAYS = 90;
/** ADR 0032: its seller can reopen a sold listing (back to review) this long after marking it sold. */
export const SOLD_REOPEN_DAYS = 30;
export const SOLD_REOPEN_EXPIRED_MESSAGE = `A sold listing can be reopened within ${SOLD_REOPEN_DAYS} days of its sale. Create a new listing to sell this business again.`;
/** The state's words, on the listing page, a favourite's card and a conversation. */
export const availabilityLabels: Record<Exclude<ListingAvailability, 'available'>, { badge: string; banner: string }> = {
  sold: { badge: 'Sold', banner: 'This business has been sold' },
  unavailable: { badge: 'No longer available', banner: 'This business is no longer available' },
};
/** A change of an approved listing: waiting for review, or decided (ADR 0031). */
export const listingRevisionStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
/** The answer (code LISTING_NO_LONGER_AVAILABLE) to an inquiry or a favourite of a sold or withdrawn listing. */
export const LISTING_NO_LONGER_AVAILABLE_MESSAGE = 'This listing is no longer available.';
/** The days between two times, for the 30- and 90-day rules. */
export function daysSince(time: Date | string, now = new Date()): number {
  return (now.getTime() - new Date(time).getTime()) / 86_400_000;
}
