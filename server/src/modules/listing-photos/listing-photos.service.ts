// A listing's photos (issue 25, ADR 0035): who sees which, and the seller's changes. Every change locks the
// listing's row (as edits and moderation do) and ends by writing the listing's public cover, so browse cards read
// it with no join.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { MAX_LISTING_PHOTOS, TOO_MANY_PHOTOS_MESSAGE, type ListingPhoto } from '@common/listing-photos.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { businessListings, listingPhotos, type PhotoRenditionKeys } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { listingPageAccess, type ListingPageFacts } from '../listings/listings.policy.ts';
import { isListingId, LISTING_NOT_FOUND } from '../listings/listings.service.ts';
import { transactionWithEvents } from '../notifications/events.ts';
import { afterListingChange, lockManagedListing, type SellerListingServices } from '../seller-listings/managed-listing.ts';
import { assertAllowed, canManageListing } from '../seller-listings/seller-listings.policy.ts';
import { photoRowsOf, photosForViewer, type PhotoRow } from './listing-photos.presenter.ts';
import { enqueuePhotoFilesDeletion } from './photo-files-deletion.ts';
import { writePublicCover } from './public-cover.ts';

export const PHOTO_NOT_FOUND = 'Photo not found';

const listingFactsColumns = {
  sellerId: businessListings.sellerId,
  status: businessListings.status,
  soldAt: businessListings.soldAt,
  withdrawnAt: businessListings.withdrawnAt,
};

export async function findListingFacts(db: Queryable, listingId: string): Promise<ListingPageFacts | undefined> {
  if (!isListingId(listingId)) return undefined;
  const [listing] = await db.select(listingFactsColumns).from(businessListings).where(eq(businessListings.id, listingId));
  return listing;
}

/** GET /api/listings/:id/photos. */
export async function listListingPhotos(db: Database, viewer: Viewer | null, listingId: string): Promise<{ photos: ListingPhoto[] }> {
  const listing = await findListingFacts(db, listingId);
  if (!listing || listingPageAccess(viewer, listing) === 'hidden') throw notFound(LISTING_NOT_FOUND);
  return { photos: await photosForViewer(db, viewer, listingId, listing) };
}

/** Before an upload's body is read: whoever may not add a photo, or a listing already full, costs nothing more. */
export async function assertCanAddPhoto(db: Database, viewer: Viewer, listingId: string): Promise<void> {
  const listing = await findListingFacts(db, listingId);
  assertAllowed(viewer, listing, canManageListing);
  if ((await countPhotos(db, listingId)) >= MAX_LISTING_PHOTOS) throw conflict(TOO_MANY_PHOTOS_MESSAGE);
}

async function countPhotos(db: Queryable, listingId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(listingPhotos).where(eq(listingPhotos.listingId, listingId));
  return row?.count ?? 0;
}

export interface StoredPhoto {
  width: number;
  height: number;
  renditions: PhotoRenditionKeys[];
  isPublic: boolean;
}

const keysOf = (renditions: readonly PhotoRenditionKeys[]) => renditions.flatMap((rendition) => [rendition.webpKey, rendition.jpegKey]);

/**
 * Records a photo whose files are stored. Refused (a 13th photo, a listing gone meanwhile): its files' deletion is
 * enqueued, unless another photo uses the same bytes, so nothing of a refused upload stays.
 */
export async function addListingPhoto(services: SellerListingServices, viewer: Viewer, listingId: string, stored: StoredPhoto) {
  try {
    const photos = await changePhotos(services, viewer, listingId, async (tx) => {
      const existing = await countPhotos(tx, listingId);
      if (existing >= MAX_LISTING_PHOTOS) throw conflict(TOO_MANY_PHOTOS_MESSAGE);
      await tx.insert(listingPhotos).values({
        listingId,
        position: existing,
        isPublic: stored.isPublic,
        // The first photo is the cover until the seller chooses another.
        isCover: existing === 0,
        width: stored.width,
        height: stored.height,
        renditions: stored.renditions,
        storageKeys: keysOf(stored.renditions),
        // An admin's own photo needs no other admin (ADR 0042); a seller's waits for review, with the listing's
        // when the listing is in review, on its own when the listing is already public.
        reviewedAt: viewer.role === 'admin' ? new Date() : null,
      });
    });
    return photos;
  } catch (error) {
    await enqueuePhotoFilesDeletion(services.db, keysOf(stored.renditions));
    services.wakeWorker?.();
    throw error;
  }
}

/** PATCH …/photos/order: the full new order, exactly the listing's photos. */
export async function reorderListingPhotos(services: SellerListingServices, viewer: Viewer, listingId: string, photoIds: readonly string[]) {
  return changePhotos(services, viewer, listingId, async (tx) => {
    const current = await photoRowsOf(tx, listingId);
    const currentIds = new Set(current.map((photo) => photo.id));
    const isSameSet = photoIds.length === current.length && new Set(photoIds).size === photoIds.length && photoIds.every((id) => currentIds.has(id));
    if (!isSameSet) throw validationFailed({ photoIds: "List each of the listing's photos exactly once." });
    for (const [position, id] of photoIds.entries()) {
      await tx.update(listingPhotos).set({ position }).where(and(eq(listingPhotos.id, id), eq(listingPhotos.listingId, listingId)));
    }
  });
}

/** PATCH …/photos/:photoId: public or private, and the cover (only ever one). */
export async function updateListingPhoto(
  services: SellerListingServices,
  viewer: Viewer,
  listingId: string,
  photoId: string,
  change: { isPublic?: boolean | undefined; isCover?: true | undefined },
) {
  return changePhotos(services, viewer, listingId, async (tx) => {
    const photo = await findPhoto(tx, listingId, photoId);
    if (change.isCover) {
      // Cleared first: the unique index allows one cover per listing after each statement.
      await tx.update(listingPhotos).set({ isCover: false }).where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.isCover, true)));
      await tx.update(listingPhotos).set({ isCover: true }).where(eq(listingPhotos.id, photo.id));
    }
    if (change.isPublic !== undefined) await tx.update(listingPhotos).set({ isPublic: change.isPublic }).where(eq(listingPhotos.id, photo.id));
  });
}

/** DELETE …/photos/:photoId: the photos after it move up; a removed cover hands over to the photo that followed it. */
export async function deleteListingPhoto(services: SellerListingServices, viewer: Viewer, listingId: string, photoId: string) {
  const photos = await changePhotos(services, viewer, listingId, async (tx) => removePhoto(tx, await findPhoto(tx, listingId, photoId)));
  services.wakeWorker?.();
  return photos;
}

/**
 * Removes a photo in the transaction that holds its listing's lock: the photos after it move up, a removed cover
 * hands over to the photo that followed it, and its files' deletion is enqueued. The caller rewrites the public
 * cover and wakes the worker after the commit.
 */
export async function removePhoto(tx: Transaction, photo: PhotoRow): Promise<void> {
  await tx.delete(listingPhotos).where(eq(listingPhotos.id, photo.id));
  await tx
    .update(listingPhotos)
    .set({ position: sql`${listingPhotos.position} - 1` })
    .where(and(eq(listingPhotos.listingId, photo.listingId), gt(listingPhotos.position, photo.position)));
  if (photo.isCover) {
    const remaining = await photoRowsOf(tx, photo.listingId);
    const next = remaining[Math.min(photo.position, remaining.length - 1)];
    if (next) await tx.update(listingPhotos).set({ isCover: true }).where(eq(listingPhotos.id, next.id));
  }
  await enqueuePhotoFilesDeletion(tx, photo.storageKeys);
}

async function findPhoto(tx: Transaction, listingId: string, photoId: string): Promise<PhotoRow> {
  const [photo] = isListingId(photoId)
    ? await tx.select().from(listingPhotos).where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
    : [];
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  return photo;
}

/** One change: the listing locked, the change, the public cover rewritten; answers the seller's full list. */
async function changePhotos(services: SellerListingServices, viewer: Viewer, listingId: string, change: (tx: Transaction) => Promise<void>) {
  const photos = await transactionWithEvents(services.db, services.events, async (tx) => {
    const listing = await lockManagedListing(tx, viewer, listingId, canManageListing);
    await change(tx);
    await writePublicCover(tx, listingId);
    return photosForViewer(tx, viewer, listingId, listing);
  });
  afterListingChange(services);
  return { photos };
}
