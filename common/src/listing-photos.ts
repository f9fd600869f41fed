// A listing's photos (issue 25; ADR 0035): the limits an upload is checked against and the shapes the API answers
// with. The web's upload form and the server check the same numbers.
import { z } from 'zod';
import { moderationDecisionFields, requireReasonToReject } from './moderation-decision.ts';
import { cursorParameter, keysetPageSchema, pageLimitParameter } from './pagination.ts';

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
  /**
   * Added to a listing already public and not yet reviewed by an admin (ADR 0042): only its seller and admins see
   * it. Photos of a listing in review are reviewed with the listing, so they are never marked.
   */
  isAwaitingReview: z.boolean(),
  /** Ascending by width; a rendition is never wider than the original. */
  renditions: z.array(z.object({ width: z.number(), webpUrl: z.string(), jpegUrl: z.string() })),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const listingPhotosResponseSchema = z.object({ photos: z.array(listingPhotoSchema) });
export type ListingPhotosResponse = z.infer<typeof listingPhotosResponseSchema>;

/** The full new order: exactly the listing's photo ids. */
export const reorderListingPhotosSchema = z.object({ photoIds: z.array(z.uuid({ error: "Photo ids are the listing's own" })).max(MAX_LISTING_PHOTOS) });
export const updateListingPhotoSchema = z.object({ isPublic: z.boolean().optional(), isCover: z.literal(true).optional() });

// ── Review of photos added to a public listing (ADR 0042) ──────────────────────────────────────────────────

export const PHOTO_AWAITING_REVIEW_LABEL = 'Awaiting review';
export const PHOTOS_AWAITING_REVIEW_NOTE =
  'Photos awaiting review are shown to buyers once an admin approves them; a chosen cover changes then too.';
export const PHOTO_ALREADY_REVIEWED_MESSAGE = 'This photo has already been reviewed.';
/** Notification type (`type`) to the seller when an admin removes a photo; `data`: listing_id, listing_title, reason. */
export const LISTING_PHOTO_REJECTED_NOTIFICATION = 'listing_photo_rejected';

/** The queue pages by photo, not by listing: each photo is decided on its own. */
export const ADMIN_PHOTOS_PAGE_SIZE = 60;
/**
 * GET /api/admin/listing-photos: photos awaiting review, oldest first (created_at asc, id asc), keyset-paginated;
 * each page groups its photos by listing.
 */
export const adminPhotoReviewsQuerySchema = z.object({
  cursor: cursorParameter,
  limit: pageLimitParameter({ pageSize: ADMIN_PHOTOS_PAGE_SIZE, max: 100 }),
});
export type AdminPhotoReviewsQuery = z.input<typeof adminPhotoReviewsQuerySchema>;

/** Listings with photos awaiting review, in the order of their oldest photo on the page. */
export const adminPhotoReviewSchema = z.object({
  listing: z.object({ id: z.string(), title: z.string() }),
  seller: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  /** Served through the checked route (admins may see them); oldest first. */
  photos: z.array(listingPhotoSchema.extend({ createdAt: z.string() })),
});
export type AdminPhotoReview = z.infer<typeof adminPhotoReviewSchema>;
/** A listing whose photos straddle two pages is a group on each; the web merges them. */
export const adminPhotoReviewsResponseSchema = keysetPageSchema(adminPhotoReviewSchema).extend({
  /** Photos awaiting review in all, on every page. */
  total: z.number(),
});
export type AdminPhotoReviewsResponse = z.infer<typeof adminPhotoReviewsResponseSchema>;

export const PHOTO_REJECTION_REASON_REQUIRED = 'Please give a reason for rejecting this photo';
/**
 * PATCH /api/admin/listing-photos/:id/status: approve, or reject with a reason (the photo is removed), as listings
 * and their changes are decided.
 */
export const decidePhotoSchema = z.object(moderationDecisionFields).superRefine(requireReasonToReject(PHOTO_REJECTION_REASON_REQUIRED));
export type DecidePhotoInput = z.input<typeof decidePhotoSchema>;
export const decidePhotoResponseSchema = z.object({ id: z.string(), listingId: z.string(), status: z.enum(['approved', 'rejected']) });
export type DecidePhotoResponse = z.infer<typeof decidePhotoResponseSchema>;

export const HEIC_NOT_SUPPORTED_MESSAGE =
  'HEIC photos are not supported yet. On an iPhone, choose Settings › Camera › Formats › Most Compatible, or share the photo as JPEG.';
export const PHOTO_NOT_AN_IMAGE_MESSAGE = 'This file could not be read as an image. Send a JPEG, PNG or WebP photo.';
export const PHOTO_UNSUPPORTED_TYPE_MESSAGE = 'Only JPEG, PNG and WebP photos can be added.';
export const PHOTO_TOO_LARGE_MESSAGE = `A photo can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;
export const PHOTO_TOO_MANY_PIXELS_MESSAGE = `A photo can be at most ${MAX_PHOTO_MEGAPIXELS} megapixels. Send a smaller version.`;
export const TOO_MANY_PHOTOS_MESSAGE = `A listing can have at most ${MAX_LISTING_PHOTOS} photos. Remove one to add another.`;
