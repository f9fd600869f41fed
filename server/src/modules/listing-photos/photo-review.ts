// The admin's side of photos added to public listings (ADR 0042): the queue, and the decision. A photo added to a
// listing already public waits here, seen only by its seller and admins, until an admin approves it (it joins the
// public gallery, and becomes the cover if the seller chose it) or rejects it (it is removed, its files deleted by
// the photo-files-deletion job, and the seller told why). Both in one transaction with the listing's row locked
// first, the order every photo change and moderation takes.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LISTING_PHOTO_REJECTED_NOTIFICATION,
  PHOTO_ALREADY_REVIEWED_MESSAGE,
  PHOTO_REJECTION_REASON_REQUIRED,
  type AdminPhotoReview,
  type AdminPhotoReviewsResponse,
  type adminPhotoReviewsQuerySchema,
  type decidePhotoSchema,
  type DecidePhotoResponse,
} from '@common/listing-photos.ts';
import { queryRows, type Database, type Transaction } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isAfterCursor, timestampText } from '../../db/keyset-cursor.ts';
import { isUuid } from '../../db/uuid.ts';
import { businessListings, listingPhotos, profiles } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { assertAdmin } from '../admin/admin-gate.ts';
import { photosAwaitingReviewCount } from '../admin/admin-stats.ts';
import { rejectionReasonOf } from '../admin/rejection-reason.ts';
import { writeAudit } from '../admin/audit-log.ts';
import { afterModeration, type ModerationServices } from '../admin/listing-moderation.ts';
import { transactionWithEvents } from '../notifications/events.ts';
import { notify } from '../notifications/notify.ts';
import { presentPhotoFor } from './listing-photos.presenter.ts';
import { PHOTO_NOT_FOUND, removePhoto } from './listing-photos.service.ts';
import { writePublicCover } from './public-cover.ts';

/** A listing whose page the public can open (listings.policy.ts listingPageAccess): its new photos wait on their own. */
const isListingOnItsPublicPage = sql`(${businessListings.status} in ('approved', 'sold') or (${businessListings.status} = 'draft' and ${businessListings.withdrawnAt} is not null))`;

/**
 * GET /api/admin/listing-photos: one keyset page of the photos awaiting review, oldest first (the partial index
 * listing_photos_awaiting_review_idx), grouped by listing in the order of each listing's oldest photo on the page.
 */
export async function findPhotosAwaitingReview(db: Database, query: z.output<typeof adminPhotoReviewsQuerySchema>): Promise<AdminPhotoReviewsResponse> {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const rows = await db
    .select({
      photo: listingPhotos,
      createdAtText: timestampText(listingPhotos.createdAt),
      listing: businessListings,
      seller: { id: profiles.id, fullName: profiles.fullName, email: profiles.email },
    })
    .from(listingPhotos)
    .innerJoin(businessListings, eq(businessListings.id, listingPhotos.listingId))
    .innerJoin(profiles, eq(profiles.id, businessListings.sellerId))
    .where(and(isNull(listingPhotos.reviewedAt), isListingOnItsPublicPage, cursor && isAfterCursor(listingPhotos.createdAt, listingPhotos.id, cursor)))
    .orderBy(asc(listingPhotos.createdAt), asc(listingPhotos.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = rows.length > query.limit ? page.at(-1) : undefined;
  const byListing = new Map<string, AdminPhotoReview>();
  for (const { photo, listing, seller } of page) {
    const item = byListing.get(listing.id) ?? { listing: { id: listing.id, title: listing.title }, seller, photos: [] };
    item.photos.push({ ...presentPhotoFor(photo, listing), createdAt: photo.createdAt.toISOString() });
    byListing.set(listing.id, item);
  }
  const [counted] = await queryRows<{ total: number }>(db, photosAwaitingReviewCount);
  return {
    items: [...byListing.values()],
    total: counted?.total ?? 0,
    nextCursor: last ? encodeTimeCursor({ at: last.createdAtText, id: last.photo.id }) : null,
  };
}

/** PATCH /api/admin/listing-photos/:id/status. */
export async function decidePhoto(
  services: ModerationServices,
  admin: Viewer,
  photoId: string,
  decision: z.output<typeof decidePhotoSchema>,
): Promise<DecidePhotoResponse> {
  assertAdmin(admin);
  const decided = await transactionWithEvents(services.db, services.events, (tx) => decideLocked(tx, admin, photoId, decision));
  afterModeration(services);
  return decided;
}

async function decideLocked(tx: Transaction, admin: Viewer, photoId: string, decision: z.output<typeof decidePhotoSchema>): Promise<DecidePhotoResponse> {
  const reason = rejectionReasonOf(decision, PHOTO_REJECTION_REASON_REQUIRED);
  if (!isUuid(photoId)) throw notFound(PHOTO_NOT_FOUND);
  const [found] = await tx.select({ listingId: listingPhotos.listingId }).from(listingPhotos).where(eq(listingPhotos.id, photoId));
  if (!found) throw notFound(PHOTO_NOT_FOUND);

  // The listing first, then the photo: the order every photo change and moderation takes.
  const [listing] = await tx
    .select({ id: businessListings.id, title: businessListings.title, sellerId: businessListings.sellerId })
    .from(businessListings)
    .where(eq(businessListings.id, found.listingId))
    .for('update');
  const [photo] = await tx.select().from(listingPhotos).where(eq(listingPhotos.id, photoId)).for('update');
  // Removed by its seller meanwhile.
  if (!listing || !photo) throw notFound(PHOTO_NOT_FOUND);
  if (photo.reviewedAt !== null) throw conflict(PHOTO_ALREADY_REVIEWED_MESSAGE);

  if (decision.status === 'approved') {
    await tx.update(listingPhotos).set({ reviewedAt: new Date() }).where(eq(listingPhotos.id, photo.id));
  } else {
    await removePhoto(tx, photo);
  }
  // Approved, it may be the seller's chosen cover; rejected as the chosen cover, the choice passed to the next photo.
  await writePublicCover(tx, listing.id);
  await writeAudit(tx, {
    actorId: admin.id,
    action: decision.status === 'approved' ? 'listing.photo_approved' : 'listing.photo_rejected',
    targetType: 'business_listing',
    targetId: listing.id,
    label: listing.title,
    aboutUserIds: [listing.sellerId],
    details: { photoId: photo.id, reason: reason ?? null },
  });
  if (reason !== undefined) {
    // The one way to tell a user something; in the app only: a removed photo is a small thing, and the seller
    // sees the reason beside the listing's other notices.
    await notify(tx, listing.sellerId, {
      type: LISTING_PHOTO_REJECTED_NOTIFICATION,
      title: 'Photo not approved',
      message: `A photo you added to "${listing.title}" was not approved and has been removed: ${reason}`,
      data: { listing_id: listing.id, listing_title: listing.title, reason },
      aboutUserIds: [],
    });
  }
  return { id: photo.id, listingId: listing.id, status: decision.status };
}
