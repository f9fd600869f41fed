// The listing's public cover, denormalised onto business_listings.cover_photo so browse cards read it with no join
// (ADR 0035). It only ever names a photo the public may see (ADR 0042): public and reviewed.
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { ListingPhoto } from '@common/listing-photos.ts';
import { businessListings } from '../../db/schema.ts';
import { isPublicPhoto, photoRowsOf, presentPhoto } from './listing-photos.presenter.ts';

/**
 * The seller's cover when the public may see it; while the chosen cover awaits review, the cover the public saw
 * until then (the choice takes effect when the photo is approved); else the first public photo; else none. With
 * the public URLs, which serve whenever the listing's page is public (cards show only such listings). Called in
 * the transaction that holds the listing's row lock.
 */
export async function writePublicCover(tx: Transaction, listingId: string): Promise<void> {
  const [listing] = await tx.select({ coverPhoto: businessListings.coverPhoto }).from(businessListings).where(eq(businessListings.id, listingId));
  const publicRows = (await photoRowsOf(tx, listingId)).filter(isPublicPhoto);
  const cover =
    publicRows.find((photo) => photo.isCover) ?? publicRows.find((photo) => photo.id === listing?.coverPhoto?.id) ?? publicRows[0];
  // As JSON, as the column keeps it.
  const coverPhoto = cover ? (JSON.parse(JSON.stringify(presentPhoto(cover, { urls: 'public', isAwaitingReview: false }))) as ListingPhoto) : null;
  // Unchanged, the row is left alone: any write to a public listing tells every process to forget its cached pages
  // (migration 0025's trigger), and a photo that waits for review, or a private one, changes nothing public.
  if (isDeepStrictEqual(listing?.coverPhoto ?? null, coverPhoto)) return;
  await tx.update(businessListings).set({ coverPhoto }).where(eq(businessListings.id, listingId));
}
