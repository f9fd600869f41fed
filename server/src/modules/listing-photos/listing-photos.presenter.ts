// Photo rows as the API shows them (ADR 0035). A photo anyone may see (public, of a listing whose page the public
// can open) is served from its content-addressed file at /media/…, cached for good by browsers and CDNs; any other
// photo (private, or of a listing still in review) through a route that checks the viewer each time and is never
// cached by anyone else.
import type { ListingPhoto } from '@common/listing-photos.ts';
import type { listingPhotos, PhotoRenditionKeys } from '../../db/schema.ts';

export type PhotoRow = typeof listingPhotos.$inferSelect;
export type PhotoUrls = 'public' | 'checked';

/** The public address of a stored file: its key under /media/. */
export const MEDIA_PREFIX = '/media/';
export const publicFileUrl = (key: string) => `${MEDIA_PREFIX}${key}`;

export const checkedFileUrl = (photo: Pick<PhotoRow, 'id' | 'listingId'>, width: number, extension: 'webp' | 'jpg') =>
  `/api/listings/${photo.listingId}/photos/${photo.id}/${width}.${extension}`;

function presentRendition(photo: PhotoRow, rendition: PhotoRenditionKeys, urls: PhotoUrls) {
  if (urls === 'public') return { width: rendition.width, webpUrl: publicFileUrl(rendition.webpKey), jpegUrl: publicFileUrl(rendition.jpegKey) };
  return { width: rendition.width, webpUrl: checkedFileUrl(photo, rendition.width, 'webp'), jpegUrl: checkedFileUrl(photo, rendition.width, 'jpg') };
}

export function presentPhoto(photo: PhotoRow, urls: PhotoUrls): ListingPhoto {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    isPublic: photo.isPublic,
    isCover: photo.isCover,
    position: photo.position,
    renditions: [...photo.renditions].sort((a, b) => a.width - b.width).map((rendition) => presentRendition(photo, rendition, urls)),
  };
}
