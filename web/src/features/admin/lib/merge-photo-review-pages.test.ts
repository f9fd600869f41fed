import { describe, expect, it } from 'vitest';
import type { AdminPhotoReview } from '@common/listing-photos.ts';
import { mergePhotoReviewPages } from './merge-photo-review-pages';

const seller = { id: 's', fullName: 'Seller', email: 'seller@example.com' };
const photo = (id: string) => ({
  id,
  width: 4,
  height: 3,
  isPublic: true,
  isCover: false,
  position: 0,
  isAwaitingReview: true,
  renditions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});
const group = (listingId: string, photoIds: string[]): AdminPhotoReview => ({
  listing: { id: listingId, title: listingId },
  seller,
  photos: photoIds.map(photo),
});
const photoIdsByListing = (items: AdminPhotoReview[]) => items.map((item) => [item.listing.id, item.photos.map((each) => each.id)]);

describe('mergePhotoReviewPages', () => {
  it('joins a listing whose photos straddle two pages into one group, where its oldest photo put it', () => {
    const pages = [{ items: [group('a', ['a1']), group('b', ['b1', 'b2'])] }, { items: [group('b', ['b3']), group('c', ['c1'])] }];
    expect(photoIdsByListing(mergePhotoReviewPages(pages))).toEqual([
      ['a', ['a1']],
      ['b', ['b1', 'b2', 'b3']],
      ['c', ['c1']],
    ]);
  });

  it('leaves the pages as they were when no listing straddles them', () => {
    const pages = [{ items: [group('a', ['a1'])] }, { items: [group('b', ['b1'])] }];
    expect(mergePhotoReviewPages(pages)).toEqual([group('a', ['a1']), group('b', ['b1'])]);
  });
});
