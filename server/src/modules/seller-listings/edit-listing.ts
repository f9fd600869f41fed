// Editing a listing (issue 11; ARCHITECTURE §7): the create form's schema and checks, then the status rule of
// statusAfterEdit. An approved listing stays public as it was approved and the edit waits for review as its pending
// change (issue 24, ADR 0031), so buyers never see text nobody has reviewed; a rejected one edited is its
// resubmission, and its rejection reason goes with the rejection.
import { eq } from 'drizzle-orm';
import { SOLD_LISTING_EDIT_MESSAGE, statusAfterEdit, type EditableListing, type ListingStatusResponse } from '@common/seller-listings.ts';
import type { Database } from '../../db/client.ts';
import { businessListings } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { writeAudit } from '../admin/audit-log.ts';
import { isListingOwner } from '../listings/listings.policy.ts';
import { assertActiveCategory, listingColumns, type ListingInput } from '../listings/listing-values.ts';
import { findListingRow } from '../listings/listings.service.ts';
import { transactionWithEvents } from '../notifications/events.ts';
import { proposeRevision, withdrawStaleRevision } from '../listing-revisions/propose-revision.ts';
import { afterListingChange, lockManagedListing, type SellerListingServices } from './managed-listing.ts';
import { presentEditableListing } from './seller-listings.presenter.ts';
import { assertAllowed, canManageListing } from './seller-listings.policy.ts';

/** GET /api/listings/:id/editable: the stored values (not the contact placeholder nor the seller's fallbacks). */
export async function findEditableListing(db: Database, viewer: Viewer, listingId: string): Promise<EditableListing> {
  const row = await findListingRow(db, listingId);
  assertAllowed(viewer, row?.listing, canManageListing);
  return presentEditableListing(row.listing);
}

/** PUT /api/listings/:id. */
export async function updateListing(services: SellerListingServices, viewer: Viewer, listingId: string, input: ListingInput): Promise<ListingStatusResponse> {
  const updated = await transactionWithEvents(services.db, services.events, async (tx) => {
    const listing = await lockManagedListing(tx, viewer, listingId, canManageListing);
    if (listing.status === 'sold') throw conflict(SOLD_LISTING_EDIT_MESSAGE);
    await assertActiveCategory(tx, input.categoryId);
    if (listing.status === 'approved') {
      await proposeRevision(tx, { viewer, listingId: listing.id, input });
      return { id: listing.id, status: listing.status, hasPendingChanges: true };
    }
    await withdrawStaleRevision(tx, listing.id);
    const status = statusAfterEdit(listing.status);
    await tx
      .update(businessListings)
      .set({
        ...listingColumns(input),
        status,
        // The reason lives as long as the rejection: a resubmitted listing has none.
        rejectionReason: status === 'rejected' ? listing.rejectionReason : null,
        // Edited, a withdrawn listing is no longer what its public page showed: that page goes (ADR 0032).
        withdrawnAt: null,
        updatedAt: new Date(),
      })
      .where(eq(businessListings.id, listing.id));
    if (!isListingOwner(viewer, listing)) {
      await writeAudit(tx, {
        actorId: viewer.id,
        action: 'listing.edited',
        targetType: 'business_listing',
        targetId: listing.id,
        label: input.title,
        aboutUserIds: [listing.sellerId],
        details: { from: listing.status, to: status },
      });
    }
    return { id: listing.id, status, hasPendingChanges: false };
  });
  afterListingChange(services);
  return updated;
}
