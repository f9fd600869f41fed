// Photos added to a public listing wait for an admin (ADR 0042): until approved, only the seller and admins see
// them, in the detail, on the card and at /media; a rejected one is removed and its seller told why; photos of a
// listing in review are reviewed with the listing.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSummary } from '@common/admin.ts';
import {
  ADMIN_PHOTOS_PAGE_SIZE,
  LISTING_PHOTO_REJECTED_NOTIFICATION,
  PHOTO_ALREADY_REVIEWED_MESSAGE,
  type AdminPhotoReviewsResponse,
  type ListingPhoto,
  type ListingPhotosResponse,
} from '@common/listing-photos.ts';
import type { BrowseResponse, ListingDetail } from '@common/listings.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { makeListing } from '../../../test/factories.ts';
import { makePhoto, photoUploadBody } from '../../../test/photo-uploads.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { jobs, listingPhotos, notifications } from '../../db/schema.ts';
import { PHOTO_FILES_DELETION_JOB } from './photo-files-deletion.ts';

let testApp: TestApp;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  [seller, buyer, admin] = await Promise.all([
    testApp.makeUser({ role: 'seller' }),
    testApp.makeUser({ role: 'buyer' }),
    testApp.makeUser({ role: 'admin' }),
  ]);
});
afterAll(() => testApp.close());

const get = (url: string, viewer?: TestUser) => testApp.request({ method: 'GET', url, cookie: viewer?.cookie });

/** Adds a photo as the seller; answers the photo added (the last in order). */
async function addPhoto(listingId: string, size = { width: 120, height: 90 }): Promise<ListingPhoto> {
  const { payload, headers } = photoUploadBody(await makePhoto('jpeg', size));
  const { photos } = jsonOf<ListingPhotosResponse>(await testApp.request({ method: 'POST', url: `/api/listings/${listingId}/photos`, payload, headers, cookie: seller.cookie }), 201);
  const added = photos.at(-1);
  if (!added) throw new Error('no photo answered');
  return added;
}

const decide = (photoId: string, payload: object, as: TestUser = admin) =>
  testApp.request({ method: 'PATCH', url: `/api/admin/listing-photos/${photoId}/status`, payload, cookie: as.cookie });

const detailPhotoIds = async (listingId: string, viewer?: TestUser) =>
  jsonOf<ListingDetail>(await get(`/api/listings/${listingId}`, viewer), 200).photos.map((photo) => photo.id);

async function cardCoverId(listingId: string): Promise<string | null> {
  const browse = jsonOf<BrowseResponse>(await get('/api/listings?limit=48&sort=date'), 200);
  const card = browse.items.find((item) => item.id === listingId);
  if (!card) throw new Error('listing not on the first browse page');
  return card.photo?.id ?? null;
}

async function storageKeysOf(photoId: string): Promise<string[]> {
  const [row] = await testApp.database.db.select({ keys: listingPhotos.storageKeys }).from(listingPhotos).where(eq(listingPhotos.id, photoId));
  return row?.keys ?? [];
}

const queue = async () => jsonOf<AdminPhotoReviewsResponse>(await get('/api/admin/listing-photos', admin), 200);
const pendingReviews = async () => jsonOf<AdminSummary>(await get('/api/admin/summary', admin), 200).pendingReviews;

/** An approved listing with one photo the public sees (added while the listing was in review, then approved). */
async function publicListingWithPhoto() {
  const listing = await makeListing(testApp, { sellerId: seller.id, status: 'pending' });
  const reviewed = await addPhoto(listing.id, { width: 160, height: 90 });
  jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listing.id}/status`, payload: { status: 'approved' }, cookie: admin.cookie }), 200);
  return { listing, reviewed };
}

describe("a photo added to an approved listing", () => {
  it('is seen by nobody but the seller and admins until an admin approves it, then by everyone', async () => {
    const { listing, reviewed } = await publicListingWithPhoto();
    expect(await detailPhotoIds(listing.id)).toEqual([reviewed.id]);
    const before = await pendingReviews();

    const added = await addPhoto(listing.id);
    expect(added).toMatchObject({ isAwaitingReview: true, isPublic: true });
    // Its files only through the checked route, never at a public /media address.
    expect(added.renditions[0]?.webpUrl).toMatch(/^\/api\/listings\//);
    const [key] = await storageKeysOf(added.id);
    for (const viewer of [undefined, buyer]) {
      expect(await detailPhotoIds(listing.id, viewer)).toEqual([reviewed.id]);
      expect(jsonOf<ListingPhotosResponse>(await get(`/api/listings/${listing.id}/photos`, viewer), 200).photos.map((photo) => photo.id)).toEqual([reviewed.id]);
      expect((await get(added.renditions[0]?.webpUrl ?? '', viewer)).statusCode).toBe(404);
    }
    expect((await get(`/media/${key}`)).statusCode).toBe(404);
    for (const viewer of [seller, admin]) {
      expect(await detailPhotoIds(listing.id, viewer)).toEqual([reviewed.id, added.id]);
      expect((await get(added.renditions[0]?.webpUrl ?? '', viewer)).statusCode).toBe(200);
    }
    // The admin's queue shows it with its listing and seller; the Pending Reviews card counts it.
    const waiting = (await queue()).items.find((item) => item.listing.id === listing.id);
    expect(waiting?.seller.id).toBe(seller.id);
    expect(waiting?.photos.map((photo) => photo.id)).toEqual([added.id]);
    expect(await pendingReviews()).toBe(before + 1);

    // The seller chooses it as the cover: the card keeps the reviewed one until the choice is approved.
    jsonOf(await testApp.request({ method: 'PATCH', url: `/api/listings/${listing.id}/photos/${added.id}`, payload: { isCover: true }, cookie: seller.cookie }), 200);
    expect(await cardCoverId(listing.id)).toBe(reviewed.id);

    jsonOf(await decide(added.id, { status: 'approved' }), 200);
    expect(await cardCoverId(listing.id)).toBe(added.id);
    const seen = jsonOf<ListingDetail>(await get(`/api/listings/${listing.id}`, buyer), 200).photos;
    expect(seen.map((photo) => [photo.id, photo.isAwaitingReview])).toEqual([
      [reviewed.id, false],
      [added.id, false],
    ]);
    const publicUrl = seen[1]?.renditions[0]?.webpUrl ?? '';
    expect(publicUrl).toMatch(/^\/media\/photos\//);
    expect((await get(publicUrl)).statusCode).toBe(200);
    expect((await queue()).items.some((item) => item.listing.id === listing.id)).toBe(false);
    expect(await pendingReviews()).toBe(before);
    expect(errorOf(await decide(added.id, { status: 'approved' }), 409).message).toBe(PHOTO_ALREADY_REVIEWED_MESSAGE);
  });

  it('is removed when an admin rejects it, with its files, and its seller is told why', async () => {
    const { listing, reviewed } = await publicListingWithPhoto();
    const added = await addPhoto(listing.id);
    const keys = await storageKeysOf(added.id);
    expect(errorOf(await decide(added.id, { status: 'rejected' }), 400).code).toBe('VALIDATION_FAILED');

    jsonOf(await decide(added.id, { status: 'rejected', reason: 'It shows a customer’s face' }), 200);
    expect(await detailPhotoIds(listing.id, seller)).toEqual([reviewed.id]);
    expect(await cardCoverId(listing.id)).toBe(reviewed.id);
    const [notice] = await testApp.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, LISTING_PHOTO_REJECTED_NOTIFICATION)));
    expect(notice?.message).toContain('It shows a customer’s face');
    expect(notice?.data).toMatchObject({ listing_id: listing.id });
    // Its files go by the photo-files-deletion job.
    await testApp.app.outbox.drain();
    const unfinished = await testApp.database.db.select().from(jobs).where(and(eq(jobs.kind, PHOTO_FILES_DELETION_JOB), ne(jobs.status, 'done')));
    expect(unfinished).toEqual([]);
    for (const key of keys) expect((await testApp.app.storage.get(key)).found).toBe(false);
    expect(errorOf(await decide(added.id, { status: 'approved' }), 404).code).toBe('NOT_FOUND');
  });

  it('cannot be approved or rejected by anyone but an admin, nor listed', async () => {
    const { listing } = await publicListingWithPhoto();
    const added = await addPhoto(listing.id);
    for (const viewer of [buyer, seller]) {
      expect(errorOf(await decide(added.id, { status: 'approved' }, viewer), 403).code).toBe('FORBIDDEN');
      expect(errorOf(await get('/api/admin/listing-photos', viewer), 403).code).toBe('FORBIDDEN');
    }
    expect((await testApp.request({ method: 'PATCH', url: `/api/admin/listing-photos/${added.id}/status`, payload: { status: 'approved' } })).statusCode).toBe(401);
    expect(await detailPhotoIds(listing.id, buyer)).not.toContain(added.id);
  });
});

describe('photos of a listing in review', () => {
  it('are reviewed with the listing: not in the photo queue, public with its approval, the cover on its card', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id, status: 'pending' });
    const added = await addPhoto(listing.id);
    expect(added.isAwaitingReview).toBe(false);
    expect((await queue()).items.some((item) => item.listing.id === listing.id)).toBe(false);
    jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listing.id}/status`, payload: { status: 'approved' }, cookie: admin.cookie }), 200);
    expect(await detailPhotoIds(listing.id, buyer)).toEqual([added.id]);
    expect(await cardCoverId(listing.id)).toBe(added.id);
  });
});

describe('the queue of photos awaiting review', () => {
  /** Photos awaiting review on approved listings, written directly: their files do not matter to the queue. */
  async function insertPhotosAwaitingReview(count: number, listingCount: number) {
    const listings = await Promise.all(Array.from({ length: listingCount }, () => makeListing(testApp, { sellerId: seller.id, status: 'approved' })));
    const values = Array.from({ length: count }, (_, index) => {
      const key = `photos/ab/${randomUUID().replaceAll('-', '').padEnd(62, '0')}`;
      return {
        // Round robin, so every listing's photos straddle the page boundary.
        listingId: listings[index % listingCount]?.id ?? '',
        position: Math.floor(index / listingCount),
        width: 320,
        height: 240,
        renditions: [{ width: 320, webpKey: `${key}.webp`, jpegKey: `${key}.jpg` }],
        storageKeys: [`${key}.webp`, `${key}.jpg`],
        // Older than any photo the other tests add, so these open the queue; two at each instant, ordered by id.
        createdAt: new Date(Date.UTC(2001, 0, 1) + Math.floor(index / 2) * 1000),
      };
    });
    const rows = await testApp.database.db.insert(listingPhotos).values(values).returning({ id: listingPhotos.id, listingId: listingPhotos.listingId, createdAt: listingPhotos.createdAt });
    // The queue's order: created_at, then id (PostgreSQL compares uuids as their hex text does).
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  /** Photo ids grouped by listing, in the order of each listing's oldest photo: what a page answers. */
  function groupedByListing(photos: readonly { id: string; listingId: string }[]): [string, string[]][] {
    const groups = new Map<string, string[]>();
    for (const photo of photos) groups.set(photo.listingId, [...(groups.get(photo.listingId) ?? []), photo.id]);
    return [...groups.entries()];
  }
  const groupsOf = (page: AdminPhotoReviewsResponse | undefined): [string, string[]][] =>
    page?.items.map((item) => [item.listing.id, item.photos.map((photo) => photo.id)]) ?? [];

  it('pages oldest first by cursor, grouped by listing on each page: none repeated, none skipped, the last page without a cursor', async () => {
    const inserted = await insertPhotosAwaitingReview(ADMIN_PHOTOS_PAGE_SIZE + 5, 6);
    try {
      const pages: AdminPhotoReviewsResponse[] = [];
      let cursor: string | undefined;
      do {
        const page = jsonOf<AdminPhotoReviewsResponse>(await get(withQuery('/api/admin/listing-photos', { cursor }), admin), 200);
        pages.push(page);
        cursor = page.nextCursor ?? undefined;
      } while (cursor && pages.length < 10);

      const [first, second] = pages;
      expect(groupsOf(first)).toEqual(groupedByListing(inserted.slice(0, ADMIN_PHOTOS_PAGE_SIZE)));
      expect(first?.nextCursor).not.toBeNull();
      // The rest come first on the next page, before the newer photos the other tests left waiting.
      const rest = groupedByListing(inserted.slice(ADMIN_PHOTOS_PAGE_SIZE));
      expect(groupsOf(second).slice(0, rest.length)).toEqual(rest);
      expect(pages.at(-1)?.nextCursor).toBeNull();

      const seen = pages.flatMap((page) => page.items.flatMap((item) => item.photos.map((photo) => photo.id)));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(inserted.map((photo) => photo.id)));
      expect(seen).toHaveLength(pages.at(-1)?.total ?? 0);
    } finally {
      // The other tests read the queue's first page.
      await testApp.database.db.update(listingPhotos).set({ reviewedAt: new Date() }).where(inArray(listingPhotos.id, inserted.map((photo) => photo.id)));
    }
  });

  it('refuses a malformed cursor or limit with 400 in the error shape', async () => {
    for (const cursor of ['garbage', Buffer.from('["2026-01-01T00:00:00.000000Z","not-a-uuid"]').toString('base64url')]) {
      expect(errorOf(await get(withQuery('/api/admin/listing-photos', { cursor }), admin), 400)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { cursor: expect.any(String) } });
    }
    expect(errorOf(await get('/api/admin/listing-photos?limit=0', admin), 400).code).toBe('VALIDATION_FAILED');
  });
});
