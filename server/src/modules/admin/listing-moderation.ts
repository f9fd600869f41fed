// Moderating one listing (SPEC §4 listing status; issue 10), inside a transaction the caller opens: the row is
// locked, so two admins acting on one listing at once run one after the other and the second meets the first
// one's result (a 409 when its move is no longer allowed). Everything the change causes is written in the same
// transaction: the audit entry, the seller's notification and e-mail, and, for a rejection, the closing of the
// listing's open reports.
import { and, eq } from 'drizzle-orm';
import { LISTING_APPROVED_NOTIFICATION, LISTING_REJECTED_NOTIFICATION, REJECTION_REASON_REQUIRED } from '@common/admin.ts';
import { allowedStatusChanges, type ListingStatus } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { businessListings, listingReports, profiles } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { listingApprovedMail, listingRejectedMail } from '../../mail/templates.ts';
import { reviewPhotosWithListing } from '../listing-photos/review-with-listing.ts';
import { forgetApprovedCounts } from '../listings/count-cache.ts';
import { isListingId, LISTING_NOT_FOUND } from '../listings/listings.service.ts';
import type { EventBus } from '../notifications/events.ts';
import { notify } from '../notifications/notify.ts';
import { savedSearchMatchJob } from '../saved-searches/saved-search-alerts.ts';
import { forgetAdminStats } from './admin-stats.ts';
import { writeAudit } from './audit-log.ts';
import { rejectionReasonOf } from './rejection-reason.ts';

/** What moderation needs from the app. */
export interface ModerationServices {
  db: Database;
  events: EventBus;
  /** Links in e-mails. */
  publicUrl: string;
  /** Ask the outbox worker to send what the committed transactions enqueued. */
  wakeOutbox(): void;
}

export interface ModerationDecision {
  status: 'approved' | 'rejected';
  /** Required to reject (shown to the seller); ignored when approving. */
  reason?: string | undefined;
}

export interface ModeratedListing {
  id: string;
  status: ListingStatus;
}

const withArticle = (word: string) => `${/^[aeiou]/.test(word) ? 'An' : 'A'} ${word}`;

/** The 409's sentence: a second admin who lost the race reads that the listing is already where they wanted it. */
export function illegalStatusChangeMessage(from: ListingStatus, to: ListingStatus): string {
  return from === to ? `This listing is already ${to}.` : `${withArticle(from)} listing cannot become ${to}.`;
}

export async function moderateListing(
  tx: Transaction,
  options: { admin: Viewer; listingId: string; decision: ModerationDecision; publicUrl: string; reportId?: string },
): Promise<ModeratedListing> {
  const { admin, listingId, decision } = options;
  if (!isListingId(listingId)) throw notFound(LISTING_NOT_FOUND);
  const reason = rejectionReasonOf(decision, REJECTION_REASON_REQUIRED);

  const [row] = await tx
    .select({ listing: businessListings, seller: { id: profiles.id, fullName: profiles.fullName, email: profiles.email } })
    .from(businessListings)
    .innerJoin(profiles, eq(profiles.id, businessListings.sellerId))
    .where(eq(businessListings.id, listingId))
    .for('update', { of: businessListings });
  if (!row) throw notFound(LISTING_NOT_FOUND);
  const { listing, seller } = row;
  if (!allowedStatusChanges[listing.status].includes(decision.status)) throw conflict(illegalStatusChangeMessage(listing.status, decision.status));

  const now = new Date();
  await tx
    .update(businessListings)
    .set({
      status: decision.status,
      // The reason lives as long as the rejection: an approved listing has none.
      rejectionReason: reason ?? null,
      approvedAt: decision.status === 'approved' ? now : listing.approvedAt,
      updatedAt: now,
    })
    .where(eq(businessListings.id, listingId));
  // The admin approved the listing as shown, its photos with it (ADR 0042).
  if (decision.status === 'approved') await reviewPhotosWithListing(tx, listingId, now);
  if (decision.status === 'rejected') {
    // Rejecting a listing answers every open report about it, whichever way the admin got here.
    await tx
      .update(listingReports)
      .set({ status: 'actioned', resolvedAt: now, resolvedBy: admin.id })
      .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, 'open')));
  }
  await writeAudit(tx, {
    actorId: admin.id,
    action: decision.status === 'approved' ? 'listing.approved' : 'listing.rejected',
    targetType: 'business_listing',
    targetId: listingId,
    label: listing.title,
    aboutUserIds: [seller.id],
    details: { from: listing.status, to: decision.status, reason: reason ?? null, ...(options.reportId ? { reportId: options.reportId } : {}) },
  });
  await tellSeller(tx, { seller, listingId, listingTitle: listing.title, reason, publicUrl: options.publicUrl });
  // Saved-search alerts are matched by a job after this commits, never inside the admin's request (issue 11).
  if (decision.status === 'approved') await enqueueJob(tx, savedSearchMatchJob(listingId));
  return { id: listingId, status: decision.status };
}

/** The seller hears either way, in the app and by e-mail (issue 10); a rejection carries its reason. */
async function tellSeller(
  tx: Transaction,
  details: { seller: { id: string; fullName: string; email: string }; listingId: string; listingTitle: string; reason: string | undefined; publicUrl: string },
) {
  const { seller, listingId, listingTitle, reason } = details;
  const url = `${details.publicUrl}${paths.listing(listingId)}`;
  if (reason === undefined) {
    await notify(tx, seller.id, {
      type: LISTING_APPROVED_NOTIFICATION,
      title: 'Listing approved',
      message: `Your listing "${listingTitle}" is now live.`,
      data: { listing_id: listingId, listing_title: listingTitle },
      aboutUserIds: [],
    });
    await enqueueEmail(tx, listingApprovedMail(seller.email, { sellerName: seller.fullName, listingTitle, url }), { aboutUserIds: [seller.id] });
    return;
  }
  await notify(tx, seller.id, {
    type: LISTING_REJECTED_NOTIFICATION,
    title: 'Listing rejected',
    message: `Your listing "${listingTitle}" was not approved: ${reason}`,
    data: { listing_id: listingId, listing_title: listingTitle, reason },
    aboutUserIds: [],
  });
  await enqueueEmail(tx, listingRejectedMail(seller.email, { sellerName: seller.fullName, listingTitle, reason, url }), { aboutUserIds: [seller.id] });
}

/** After the commit of any status change: counts recounted, statistics recomputed, the e-mails on their way. */
export function afterModeration(services: ModerationServices): void {
  forgetApprovedCounts(services.db);
  forgetAdminStats(services.db);
  services.wakeOutbox();
}
