// Listing photos (issue 25): the limits and the API shapes both sides share.
import { z } from 'zod';

export const MAX_LISTING_PHOTOS = 12;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_MEGAPIXELS = 50;
export const PHOTO_WIDTHS = [320, 640, 1280, 1920] as const;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const listingPhotoSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  isPublic: z.boolean(),
  isCover: z.boolean(),
  position: z.number(),
  /** Ascending by width */
  renditions: z.array(z.object({ width: z.number(), webpUrl: z.string(), jpegUrl: z.string() })),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const listingPhotosResponseSchema = z.object({ photos: z.array(listingPhotoSchema) });
export const reorderListingPhotosSchema = z.object({ photoIds: z.array(z.string()).max(12) });
export const updateListingPhotoSchema = z.object({ isPublic: z.boolean().optional(), isCover: z.literal(true).optional() });
