// Who may see and do what with a listing (ARCHITECTURE §5). The routes ask these; the UI only mirrors them.
import type { ListingStatus } from '@common/listings.ts';
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
