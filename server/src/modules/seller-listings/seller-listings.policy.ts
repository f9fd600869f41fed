// Who may manage a listing (ARCHITECTURE §5; issue 11). The routes ask these; the UI only mirrors them.
import { NOT_YOUR_LISTING_MESSAGE } from '@common/seller-listings.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { isListingOwner, listingPageAccess, type ListingAccessFacts, type ListingPageFacts } from '../listings/listings.policy.ts';
import { LISTING_NOT_FOUND } from '../listings/listings.service.ts';

/** Editing and deleting: the listing's seller, and admins (who moderate every listing). */
export function canManageListing(viewer: Viewer, listing: ListingAccessFacts): boolean {
  return viewer.role === 'admin' || isListingOwner(viewer, listing);
}

/** Withdrawing, publishing again and marking as sold are the seller's decisions alone. */
export function canMoveOwnListing(viewer: Viewer, listing: ListingAccessFacts): boolean {
  return isListingOwner(viewer, listing);
}

/**
 * A refusal as the other listing routes answer it: "Listing not found" to whoever may not even see the listing
 * (nothing about it leaks), a 403 to whoever sees it, a sold or withdrawn one's page included, but may not change it.
 */
export function assertAllowed<Listing extends ListingPageFacts>(
  viewer: Viewer,
  listing: Listing | undefined,
  isAllowed: (viewer: Viewer, listing: ListingAccessFacts) => boolean,
): asserts listing is Listing {
  if (!listing || listingPageAccess(viewer, listing) === 'hidden') throw notFound(LISTING_NOT_FOUND);
  if (!isAllowed(viewer, listing)) throw forbidden(NOT_YOUR_LISTING_MESSAGE);
}
