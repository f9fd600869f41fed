// The seller's own moves (issue 11; ARCHITECTURE §7): withdraw (→ draft), publish again (draft → pending), mark as
// sold (approved → sold). Each is checked against ownerStatusChanges under the row lock, so it cannot race an
// admin's approval or rejection of the same listing.
import { eq } from 'drizzle-orm';
import { illegalOwnerStatusChangeMessage, ownerStatusChanges, type ListingStatusResponse, type OwnerStatus } from '@common/seller-listings.ts';
import { businessListings } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { transactionWithEvents } from '../notifications/events.ts';
import { afterListingChange, lockManagedListing, type SellerListingServices } from './managed-listing.ts';
import { canMoveOwnListing } from './seller-listings.policy.ts';

/** PATCH /api/listings/:id/status. */
export async function changeOwnListingStatus(
  services: SellerListingServices,
  viewer: Viewer,
  listingId: string,
  status: OwnerStatus,
): Promise<ListingStatusResponse> {
  const changed = await transactionWithEvents(services.db, services.events, async (tx) => {
    const listing = await lockManagedListing(tx, viewer, listingId, canMoveOwnListing);
    if (!ownerStatusChanges[listing.status].includes(status)) throw conflict(illegalOwnerStatusChangeMessage(listing.status, status));
    await tx.update(businessListings).set({ status, updatedAt: new Date() }).where(eq(businessListings.id, listing.id));
    return { id: listing.id, status };
  });
  afterListingChange(services);
  return changed;
}
