// A listing's photos (issue 25; ADR 0035): the limits an upload is checked against and the shapes the API answers
// with. The web's upload form and the server check the same numbers.
import { z } from 'zod';

export const MAX_LISTING_PHOTOS = 12;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_MEGAPIXELS = 50;
export const PHOTO_WIDTHS = [320, 640, 1280, 1920] as const;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const listingPhotoSchema = z.object({
  id: z.string(),
  /** Of the largest rendition: the aspect ratio for layout (explicit width and height, no layout shift). */
  width: z.number(),
  height: z.number(),
  isPublic: z.boolean(),
  isCover: z.boolean(),
  /** 0-based order. */
  position: z.number(),
  /** Ascending by width; a rendition is never wider than the original. */
  renditions: z.array(z.object({ width: z.number(), webpUrl: z.string(), jpegUrl: z.string() })),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const listingPhotosResponseSchema = z.object({ photos: z.array(listingPhotoSchema) });
export type ListingPhotosResponse = z.infer<typeof listingPhotosResponseSchema>;

/** The full new order: exactly the listing's photo ids. */
export const reorderListingPhotosSchema = z.object({ photoIds: z.array(z.uuid({ error: "Photo ids are the listing's own" })).max(MAX_LISTING_PHOTOS) });
export const updateListingPhotoSchema = z.object({ isPublic: z.boolean().optional(), isCover: z.literal(true).optional() });

export const HEIC_NOT_SUPPORTED_MESSAGE =
  'HEIC photos are not supported yet. On an iPhone, choose Settings › Camera › Formats › Most Compatible, or share the photo as JPEG.';
export const PHOTO_NOT_AN_IMAGE_MESSAGE = 'This file could not be read as an image. Send a JPEG, PNG or WebP photo.';
export const PHOTO_UNSUPPORTED_TYPE_MESSAGE = 'Only JPEG, PNG and WebP photos can be added.';
export const PHOTO_TOO_LARGE_MESSAGE = `A photo can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;
export const PHOTO_TOO_MANY_PIXELS_MESSAGE = `A photo can be at most ${MAX_PHOTO_MEGAPIXELS} megapixels. Send a smaller version.`;
export const TOO_MANY_PHOTOS_MESSAGE = `A listing can have at most ${MAX_LISTING_PHOTOS} photos. Remove one to add another.`;
