// Who may see and do what with a listing (ARCHITECTURE §5). The routes ask these; the UI only mirrors them.
import { daysSince, SOLD_PAGE_GONE_AFTER_DAYS, type ListingAvailability, type ListingStatus } from '@common/listings.ts';
import type { Viewer } from '../../http/viewer.ts';

export interface ListingAccessFacts {
  sellerId: string;
  status: ListingStatus;
}

export function isListingOwner(viewer: Viewer | null, listing: ListingAccessFacts): boolean {
  return viewer !== null && viewer.id === listing.sellerId;
}

export function canViewListing(viewer: Viewer | null, listing: ListingAccessFacts): boolean {
  return listing.status === 'approved' || viewer?.role === 'admin' || isListingOwner(viewer, listing);
}

/** What a listing's page needs beyond its owner and status (ADR 0032). */
export interface ListingPageFacts extends ListingAccessFacts {
  soldAt: Date | null;
  withdrawnAt: Date | null;
}

/**
 * What a viewer gets at a listing's address (issue 24; ADR 0032), the one decision the API answer and the
 * server-rendered page are built from: `full` (on sale, or the viewer's own, or an admin), `closed` (sold, or
 * withdrawn while public: the page stays, with its state and without contact actions), `hidden` (not found).
 */
export type ListingPageAccess = 'full' | 'closed' | 'hidden';

export function listingPageAccess(viewer: Viewer | null, listing: ListingPageFacts): ListingPageAccess {
  if (canViewListing(viewer, listing)) return 'full';
  return listingAvailability(listing) === 'available' ? 'hidden' : 'closed';
}

/** A listing as the public knows it: on sale, sold, or withdrawn while public ("no longer available"). */
export function listingAvailability(listing: Pick<ListingPageFacts, 'status' | 'withdrawnAt'>): ListingAvailability {
  if (listing.status === 'sold') return 'sold';
  if (listing.status === 'draft' && listing.withdrawnAt !== null) return 'unavailable';
  return 'available';
}

/**
 * The HTTP status of a listing's page (ADR 0032): 410 Gone once it has been sold for 90 days (for everyone: no
 * guessing who is a crawler; the page still shows the Sold state), 404 while withdrawn (its seller may publish it
 * again, so not "gone for good"), 200 otherwise. Only `available` listings may be indexed.
 */
export function listingPageStatus(listing: ListingPageFacts, now = new Date()): 200 | 404 | 410 {
  const availability = listingAvailability(listing);
  if (availability === 'sold') return listing.soldAt && daysSince(listing.soldAt, now) >= SOLD_PAGE_GONE_AFTER_DAYS ? 410 : 200;
  return availability === 'unavailable' ? 404 : 200;
}

export function isIndexableListing(listing: ListingAccessFacts): boolean {
  return listing.status === 'approved';
}

/** Real contact details: the owner, an admin, or a buyer whose inquiry the seller has answered. */
export function canViewContact(viewer: Viewer | null, listing: ListingAccessFacts, hasSellerResponded: boolean): boolean {
  return viewer?.role === 'admin' || isListingOwner(viewer, listing) || (viewer !== null && hasSellerResponded);
}

/** Why an admin rejected a listing is for its seller (to fix it) and for admins; nobody else learns it (issue 10). */
export function canViewRejectionReason(viewer: Viewer | null, listing: ListingAccessFacts): boolean {
  return viewer?.role === 'admin' || isListingOwner(viewer, listing);
}

export function canCreateListing(viewer: Viewer): boolean {
  return viewer.role === 'seller' || viewer.role === 'admin';
}

export function canFavoriteListing(viewer: Viewer, listing: ListingAccessFacts): boolean {
  return listing.status === 'approved' && !isListingOwner(viewer, listing);
}
