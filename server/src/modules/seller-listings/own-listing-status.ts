// The seller's own moves (issue 11; ARCHITECTURE §7): withdraw (→ draft), publish again (draft → pending), mark as
// sold (approved → sold), reopen (sold → pending, within 30 days: issue 24, ADR 0032). Each is checked against
// ownerStatusChanges under the row lock, so it cannot race an admin's approval or rejection of the same listing.
// Selling or withdrawing a public listing tells everyone following it, through a job (listing-followers/).
import { eq } from 'drizzle-orm';
import { daysSince, SOLD_REOPEN_DAYS, SOLD_REOPEN_EXPIRED_MESSAGE } from '@common/listings.ts';
import { illegalOwnerStatusChangeMessage, ownerStatusChanges, type ListingStatusResponse, type OwnerStatus } from '@common/seller-listings.ts';
import { businessListings } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { listingFollowersNoticeJob } from '../listing-followers/followers-notice.ts';
import { transactionWithEvents } from '../notifications/events.ts';
import { afterListingChange, lockManagedListing, type ListingRow, type SellerListingServices } from './managed-listing.ts';
import { canMoveOwnListing } from './seller-listings.policy.ts';

/** PATCH /api/listings/:id/status. */
export async function changeOwnListingStatus(
  services: SellerListingServices,
  viewer: Viewer,
  listingId: string,
  status: OwnerStatus,
): Promise<ListingStatusResponse> {
  let isFollowersToldLater = false;
  const changed = await transactionWithEvents(services.db, services.events, async (tx) => {
    const listing = await lockManagedListing(tx, viewer, listingId, canMoveOwnListing);
    if (!ownerStatusChanges[listing.status].includes(status)) throw conflict(illegalOwnerStatusChangeMessage(listing.status, status));
    if (listing.status === 'sold' && (!listing.soldAt || daysSince(listing.soldAt) > SOLD_REOPEN_DAYS)) throw conflict(SOLD_REOPEN_EXPIRED_MESSAGE);
    const now = new Date();
    await tx
      .update(businessListings)
      .set({ status, updatedAt: now, ...lifecycleTimes(listing, status, now) })
      .where(eq(businessListings.id, listing.id));
    if (listing.status === 'approved') {
      await enqueueJob(tx, listingFollowersNoticeJob(listing.id, status === 'sold' ? 'sold' : 'withdrawn'));
      isFollowersToldLater = true;
    }
    return { id: listing.id, status };
  });
  afterListingChange(services);
  if (isFollowersToldLater) services.wakeWorker?.();
  return changed;
}

/** sold_at and withdrawn_at as the move leaves them (ADR 0032): set by a sale or a withdrawal of a public listing. */
function lifecycleTimes(listing: ListingRow, status: OwnerStatus, now: Date): Pick<ListingRow, 'soldAt' | 'withdrawnAt'> {
  if (status === 'sold') return { soldAt: now, withdrawnAt: null };
  if (status === 'draft') return { soldAt: null, withdrawnAt: listing.status === 'approved' ? now : null };
  return { soldAt: null, withdrawnAt: null }; // back to review: its page is hidden until approved again
}
