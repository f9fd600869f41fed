import type { AdminPhotoReview } from '@common/listing-photos.ts';

/**
 * The queue's pages as one list of listings. A page groups only its own photos, so a listing whose photos
 * straddle a page boundary comes in two groups: here it is one, where its oldest photo put it.
 */
export function mergePhotoReviewPages(pages: readonly { items: readonly AdminPhotoReview[] }[]): AdminPhotoReview[] {
  const byListing = new Map<string, AdminPhotoReview>();
  for (const item of pages.flatMap((page) => page.items)) {
    const merged = byListing.get(item.listing.id);
    byListing.set(item.listing.id, merged ? { ...merged, photos: [...merged.photos, ...item.photos] } : item);
  }
  return [...byListing.values()];
}
