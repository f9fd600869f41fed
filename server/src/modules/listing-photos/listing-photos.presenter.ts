// Photo rows as the API shows them (ADR 0035), and which of a listing's photos a viewer sees. A photo anyone may
// see (public, reviewed, of a listing whose page the public can open) is served from its content-addressed file
// at /media/…, cached for good by browsers and CDNs; any other photo (private, awaiting review, or of a listing
// still in review) through a route that checks the viewer each time and is never cached by anyone else.
// The listing's detail (listings.service.ts) and the photos' own routes both read photos from here, so neither
// module imports the other's service.
import { asc, eq } from 'drizzle-orm';
import type { ListingPhoto } from '@common/listing-photos.ts';
import type { Queryable } from '../../db/client.ts';
import { listingPhotos, type PhotoRenditionKeys } from '../../db/schema.ts';
import type { Viewer } from '../../http/viewer.ts';
import { isListingOwner, listingPageAccess, type ListingPageFacts } from '../listings/listings.policy.ts';

export type PhotoRow = typeof listingPhotos.$inferSelect;
export type PhotoUrls = 'public' | 'checked';

/** The public address of a stored file: its key under /media/. */
export const MEDIA_PREFIX = '/media/';
export const publicFileUrl = (key: string) => `${MEDIA_PREFIX}${key}`;

export const checkedFileUrl = (photo: Pick<PhotoRow, 'id' | 'listingId'>, width: number, extension: 'webp' | 'jpg') =>
  `/api/listings/${photo.listingId}/photos/${photo.id}/${width}.${extension}`;

/** Private photos and photos awaiting review are for the listing's seller and admins (issue 25, ADR 0042). */
export function canSeePrivatePhotos(viewer: Viewer | null, listing: ListingPageFacts): boolean {
  return viewer?.role === 'admin' || isListingOwner(viewer, listing);
}

/** A photo the public may see once its listing's page is public: public and reviewed by an admin (ADR 0042). */
export const isPublicPhoto = (photo: Pick<PhotoRow, 'isPublic' | 'reviewedAt'>) => photo.isPublic && photo.reviewedAt !== null;

const isPublicPage = (listing: ListingPageFacts) => listingPageAccess(null, listing) !== 'hidden';

/**
 * Added to a listing already public and not reviewed yet: it waits in the admin's queue on its own. A listing in
 * review has its photos reviewed with it, so they are not marked.
 */
export const isAwaitingReview = (photo: Pick<PhotoRow, 'reviewedAt'>, listing: ListingPageFacts) => photo.reviewedAt === null && isPublicPage(listing);

/** Public, immutable URLs only where anyone may fetch them: a public photo of a listing whose page is public. */
function urlsFor(photo: PhotoRow, listing: ListingPageFacts): PhotoUrls {
  return isPublicPhoto(photo) && isPublicPage(listing) ? 'public' : 'checked';
}

function presentRendition(photo: PhotoRow, rendition: PhotoRenditionKeys, urls: PhotoUrls) {
  if (urls === 'public') return { width: rendition.width, webpUrl: publicFileUrl(rendition.webpKey), jpegUrl: publicFileUrl(rendition.jpegKey) };
  return { width: rendition.width, webpUrl: checkedFileUrl(photo, rendition.width, 'webp'), jpegUrl: checkedFileUrl(photo, rendition.width, 'jpg') };
}

export function presentPhoto(photo: PhotoRow, options: { urls: PhotoUrls; isAwaitingReview: boolean }): ListingPhoto {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    isPublic: photo.isPublic,
    isCover: photo.isCover,
    position: photo.position,
    isAwaitingReview: options.isAwaitingReview,
    renditions: [...photo.renditions].sort((a, b) => a.width - b.width).map((rendition) => presentRendition(photo, rendition, options.urls)),
  };
}

/** A listing's photo rows in order. */
export async function photoRowsOf(db: Queryable, listingId: string): Promise<PhotoRow[]> {
  return db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId)).orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
}

/** A photo as this viewer gets it, for a listing it may see. */
export const presentPhotoFor = (photo: PhotoRow, listing: ListingPageFacts) =>
  presentPhoto(photo, { urls: urlsFor(photo, listing), isAwaitingReview: isAwaitingReview(photo, listing) });

/** The photos this viewer may see of a listing it may see, in order (for GET …/photos and the listing's detail). */
export async function photosForViewer(db: Queryable, viewer: Viewer | null, listingId: string, listing: ListingPageFacts): Promise<ListingPhoto[]> {
  const rows = await photoRowsOf(db, listingId);
  const seesPrivate = canSeePrivatePhotos(viewer, listing);
  return rows.filter((photo) => seesPrivate || isPublicPhoto(photo)).map((photo) => presentPhotoFor(photo, listing));
}
