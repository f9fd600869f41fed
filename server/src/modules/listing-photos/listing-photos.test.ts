// Listing photos (issue 25, ADR 0035): what an upload must be, what is stored and served, who may change what.
import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEIC_NOT_SUPPORTED_MESSAGE,
  MAX_LISTING_PHOTOS,
  PHOTO_NOT_AN_IMAGE_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TOO_MANY_PIXELS_MESSAGE,
  type ListingPhoto,
  type ListingPhotosResponse,
} from '@common/listing-photos.ts';
import type { BrowseResponse, ListingDetail } from '@common/listings.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { makeListing, type ListingOverrides } from '../../../test/factories.ts';
import { makeHeicHeader, makePhoto, makePngHeaderOnly, photoUploadBody } from '../../../test/photo-uploads.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { businessListings, jobs, listingPhotos } from '../../db/schema.ts';
import { PHOTO_FILES_DELETION_JOB } from './photo-files-deletion.ts';
import { encodePhotoRenditions } from './photo-processing.ts';
import { UPLOAD_FOLDER_PREFIX } from './photo-upload.ts';

let testApp: TestApp;
let seller: TestUser;
let buyer: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let jpeg: Buffer;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await testApp.makeUser({ role: 'seller' });
  buyer = await testApp.makeUser({ role: 'buyer' });
  otherSeller = await testApp.makeUser({ role: 'seller' });
  admin = await testApp.makeUser({ role: 'admin' });
  jpeg = await makePhoto('jpeg');
});
afterAll(() => testApp.close());

function sellersListing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, { sellerId: seller.id, ...overrides });
}

/** `as: 'anonymous'` sends no session; the default is the listing's seller. */
function upload(listingId: string, bytes: Buffer, options: Parameters<typeof photoUploadBody>[1] & { as?: TestUser | 'anonymous' | undefined } = {}) {
  const { as = seller, ...bodyOptions } = options;
  const { payload, headers } = photoUploadBody(bytes, bodyOptions);
  return testApp.request({ method: 'POST', url: `/api/listings/${listingId}/photos`, payload, headers, cookie: as === 'anonymous' ? undefined : as.cookie });
}

/**
 * Uploads and, for a public listing, approves the photo as an admin would, so these tests see what a reviewed photo
 * does (photo-review.test.ts covers the review itself, ADR 0042). Answers the seller's list after the approval.
 */
async function uploaded(listingId: string, bytes: Buffer = jpeg, options: Parameters<typeof upload>[2] = {}): Promise<ListingPhoto[]> {
  const { photos } = jsonOf<ListingPhotosResponse>(await upload(listingId, bytes, options), 201);
  const waiting = photos.filter((photo) => photo.isAwaitingReview);
  for (const photo of waiting) {
    jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/listing-photos/${photo.id}/status`, payload: { status: 'approved' }, cookie: admin.cookie }), 200);
  }
  if (waiting.length === 0) return photos;
  return jsonOf<ListingPhotosResponse>(await get(`/api/listings/${listingId}/photos`, seller), 200).photos;
}

function get(url: string, viewer?: TestUser) {
  return testApp.request({ method: 'GET', url, cookie: viewer?.cookie });
}

async function storedFiles(): Promise<string[]> {
  const config = testApp.config.storage;
  if (config.kind !== 'local') throw new Error('local storage expected');
  const entries = await readdir(config.directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Runs what is due; every file deletion enqueued so far must then be done (a failed one shows its error). */
async function runJobs() {
  await testApp.app.outbox.drain();
  const unfinished = await testApp.database.db
    .select({ status: jobs.status, lastError: jobs.lastError })
    .from(jobs)
    .where(and(eq(jobs.kind, PHOTO_FILES_DELETION_JOB), ne(jobs.status, 'done')));
  expect(unfinished).toEqual([]);
}

describe('uploading', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('accepts %s and answers every size in WebP and JPEG, ascending, never wider than the original', async (format) => {
    const listing = await sellersListing();
    const photos = await uploaded(listing.id, await makePhoto(format, { width: 700, height: 350 }), { filename: `photo.${format}` });
    expect(photos).toHaveLength(1);
    const [photo] = photos;
    // Its size is the largest rendition's: 1280 would be wider than the original.
    expect(photo).toMatchObject({ width: 640, height: 320, isPublic: true, isCover: true, position: 0 });
    expect(photo?.renditions.map((rendition) => rendition.width)).toEqual([320, 640]);
    for (const rendition of photo?.renditions ?? []) {
      const webp = await get(rendition.webpUrl);
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect((await sharp(webp.rawPayload).metadata()).width).toBe(rendition.width);
      const fallback = await get(rendition.jpegUrl);
      expect(fallback.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(fallback.rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  it('makes one size, as wide as the photo, from a photo narrower than the smallest width', async () => {
    const listing = await sellersListing();
    const [photo] = await uploaded(listing.id, await makePhoto('png', { width: 200, height: 100 }));
    expect(photo?.renditions.map((rendition) => rendition.width)).toEqual([200]);
    expect(photo).toMatchObject({ width: 200, height: 100 });
  });

  it('goes by the bytes, not the name or the declared type: a PNG named .jpg is a PNG', async () => {
    const listing = await sellersListing();
    const photos = await uploaded(listing.id, await makePhoto('png'), { filename: 'holiday.jpg', contentType: 'image/jpeg' });
    expect(photos).toHaveLength(1);
  });

  it('refuses HEIC with a message that says how to send a JPEG, and stores nothing', async () => {
    const listing = await sellersListing();
    const before = await storedFiles();
    const error = errorOf(await upload(listing.id, makeHeicHeader(), { filename: 'IMG_0001.HEIC', contentType: 'image/heic' }), 415);
    expect(error.message).toBe(HEIC_NOT_SUPPORTED_MESSAGE);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an HTML file named .jpg', async () => {
    const listing = await sellersListing();
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    expect(errorOf(await upload(listing.id, html, { filename: 'photo.jpg' }), 422).message).toBe(PHOTO_NOT_AN_IMAGE_MESSAGE);
    expect(await testApp.database.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listing.id))).toEqual([]);
  });

  it('re-encodes a polyglot (a JPEG with HTML appended): no file served carries the HTML', async () => {
    const listing = await sellersListing();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert("polyglot-marker")</script></html>')]);
    const [photo] = await uploaded(listing.id, polyglot);
    for (const rendition of photo?.renditions ?? []) {
      for (const url of [rendition.webpUrl, rendition.jpegUrl]) {
        const served = await get(url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.rawPayload.includes('polyglot-marker')).toBe(false);
        expect(served.rawPayload.includes('<script')).toBe(false);
      }
    }
  });

  it('refuses a file over 15 MB with 413 and stores nothing', async () => {
    const listing = await sellersListing();
    const before = await storedFiles();
    const huge = Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024 - jpeg.length, 0x41)]);
    expect(errorOf(await upload(listing.id, huge), 413).message).toBe(PHOTO_TOO_LARGE_MESSAGE);
    expect(await storedFiles()).toEqual(before);
  });

  it('leaves no upload on the disk, accepted or refused (ADR 0044)', async () => {
    const listing = await sellersListing();
    await uploaded(listing.id);
    errorOf(await upload(listing.id, Buffer.from('<html>not a photo</html>')), 422);
    errorOf(await upload(listing.id, Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024 - jpeg.length, 0x41)])), 413);
    const prefix = basename(UPLOAD_FOLDER_PREFIX);
    expect((await readdir(dirname(UPLOAD_FOLDER_PREFIX))).filter((name) => name.startsWith(prefix))).toEqual([]);
  });

  it('refuses a 60-megapixel image from its header, before decoding anything', async () => {
    const listing = await sellersListing();
    const bomb = makePngHeaderOnly(10_000, 6_000);
    expect(bomb.length).toBeLessThan(200);
    expect(errorOf(await upload(listing.id, bomb, { filename: 'bomb.png' }), 422).message).toBe(PHOTO_TOO_MANY_PIXELS_MESSAGE);
  });

  it('refuses a truncated JPEG as unreadable and stores nothing', async () => {
    const listing = await sellersListing();
    const before = await storedFiles();
    const big = await makePhoto('jpeg', { width: 800, height: 600 });
    expect(errorOf(await upload(listing.id, big.subarray(0, Math.floor(big.length / 2))), 422).message).toBe(PHOTO_NOT_AN_IMAGE_MESSAGE);
    expect(await storedFiles()).toEqual(before);
  });

  it('strips EXIF and GPS from every size served, and applies the orientation', async () => {
    const listing = await sellersListing();
    const tagged = await sharp(await makePhoto('jpeg', { width: 400, height: 300 }))
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: 'exif-owner-marker', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const taggedMetadata = await sharp(tagged).metadata();
    expect(taggedMetadata.exif?.includes('exif-owner-marker')).toBe(true);
    expect(taggedMetadata.orientation).toBe(6);
    const [photo] = await uploaded(listing.id, tagged);
    // Orientation 6 is a quarter turn: a 400 × 300 photo stands 300 × 400.
    expect(photo).toMatchObject({ width: 300, height: 400 });
    for (const rendition of photo?.renditions ?? []) {
      for (const url of [rendition.webpUrl, rendition.jpegUrl]) {
        const served = (await get(url)).rawPayload;
        const metadata = await sharp(served).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(served.includes('exif-owner-marker')).toBe(false);
        expect(served.includes('PhoneMaker')).toBe(false);
      }
    }
  });

  it('keeps at most 12 photos: the 13th is refused with a clear message and stores nothing', async () => {
    const listing = await sellersListing();
    for (let index = 0; index < MAX_LISTING_PHOTOS; index += 1) await uploaded(listing.id, await makePhoto('jpeg', { width: 100 + index, height: 80 }));
    const before = await storedFiles();
    const error = errorOf(await upload(listing.id, await makePhoto('jpeg', { width: 150, height: 80 })), 409);
    expect(error.message).toMatch(/at most 12 photos/);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 503 with Retry-After when every slot and the queue are taken', async () => {
    const busyApp = await createTestApp({ database: testApp.database, limits: { photoSlots: { maxRunning: 1, maxWaiting: 0 } } });
    try {
      const listing = await sellersListing();
      const big = await makePhoto('jpeg', { width: 2400, height: 1600 });
      const requests = Array.from({ length: 4 }, () => {
        const { payload, headers } = photoUploadBody(big);
        return busyApp.request({ method: 'POST', url: `/api/listings/${listing.id}/photos`, payload, headers, cookie: seller.cookie });
      });
      const answers = await Promise.all(requests);
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]?.headers['retry-after']).toBe('5');
      expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThan(0);
    } finally {
      await busyApp.close();
    }
  });

  it('keeps the event loop turning while a 12-megapixel photo is processed', async () => {
    const big = await makePhoto('jpeg', { width: 4000, height: 3000 });
    let latest = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - latest);
      latest = now;
    }, 5);
    const started = performance.now();
    try {
      // The processing itself: in tests the embedded database also runs on this thread, which a server's does not.
      await encodePhotoRenditions(big);
    } finally {
      clearInterval(ticker);
    }
    const took = performance.now() - started;
    // Decoding and encoding take a second or more on libuv's threads; the loop only waits for them.
    expect(took).toBeGreaterThan(longestGap * 4);
    expect(longestGap).toBeLessThan(250);
  });
});

describe('who may do what', () => {
  it('lets only the seller and admins add, reorder, update and remove photos', async () => {
    const listing = await sellersListing();
    const [first] = await uploaded(listing.id);
    const photoId = first?.id ?? '';
    const writes = [
      (as?: TestUser) => upload(listing.id, jpeg, { as: as ?? 'anonymous' }),
      async (as?: TestUser) => {
        const photoIds = jsonOf<ListingPhotosResponse>(await get(`/api/listings/${listing.id}/photos`, seller), 200).photos.map((photo) => photo.id);
        return testApp.request({ method: 'PATCH', url: `/api/listings/${listing.id}/photos/order`, payload: { photoIds }, cookie: as?.cookie });
      },
      (as?: TestUser) => testApp.request({ method: 'PATCH', url: `/api/listings/${listing.id}/photos/${photoId}`, payload: { isPublic: true }, cookie: as?.cookie }),
    ];
    for (const write of writes) {
      expect(errorOf(await write(undefined), 401).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await write(buyer), 403).code).toBe('FORBIDDEN');
      expect(errorOf(await write(otherSeller), 403).code).toBe('FORBIDDEN');
      expect((await write(admin)).statusCode).toBeLessThan(300);
      expect((await write(seller)).statusCode).toBeLessThan(300);
    }
    const remove = (as?: TestUser) => testApp.request({ method: 'DELETE', url: `/api/listings/${listing.id}/photos/${photoId}`, cookie: as?.cookie });
    expect((await remove(undefined)).statusCode).toBe(401);
    expect((await remove(buyer)).statusCode).toBe(403);
    expect((await remove(otherSeller)).statusCode).toBe(403);
    expect((await remove(admin)).statusCode).toBe(200);
  });

  it("answers 'Listing not found' to others for a listing in review, as the listing's own routes do", async () => {
    const listing = await sellersListing({ status: 'pending' });
    expect(errorOf(await upload(listing.id, jpeg, { as: otherSeller }), 404).message).toBe('Listing not found');
    expect(errorOf(await get(`/api/listings/${listing.id}/photos`, buyer), 404).message).toBe('Listing not found');
  });

  it('shows private photos to the seller and admins only, served through the checked route, never cached', async () => {
    const listing = await sellersListing();
    await uploaded(listing.id, jpeg, { isPublic: true });
    const withPrivate = await uploaded(listing.id, await makePhoto('png'), { isPublic: false });
    const privatePhoto = withPrivate.find((photo) => !photo.isPublic);
    expect(privatePhoto?.renditions[0]?.webpUrl).toMatch(new RegExp(`^/api/listings/${listing.id}/photos/${privatePhoto?.id}/320\\.webp$`));
    for (const viewer of [seller, admin]) {
      expect(jsonOf<ListingPhotosResponse>(await get(`/api/listings/${listing.id}/photos`, viewer), 200).photos).toHaveLength(2);
      const file = await get(privatePhoto?.renditions[0]?.webpUrl ?? '', viewer);
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('private, no-store');
    }
    for (const viewer of [undefined, buyer, otherSeller]) {
      const photos = jsonOf<ListingPhotosResponse>(await get(`/api/listings/${listing.id}/photos`, viewer), 200).photos;
      expect(photos.map((photo) => photo.isPublic)).toEqual([true]);
      expect((await get(privatePhoto?.renditions[0]?.webpUrl ?? '', viewer)).statusCode).toBe(404);
      expect(jsonOf<ListingDetail>(await get(`/api/listings/${listing.id}`, viewer), 200).photos).toHaveLength(1);
    }
    // Its content-addressed file is not served publicly either, even to someone who knows the key.
    const [row] = await testApp.database.db.select().from(listingPhotos).where(eq(listingPhotos.id, privatePhoto?.id ?? ''));
    expect((await get(`/media/${row?.storageKeys[0]}`)).statusCode).toBe(404);
  });

  it("serves a public photo of a public listing as immutable, and a listing in review's only through the checked route", async () => {
    const listing = await sellersListing();
    const [photo] = await uploaded(listing.id);
    const url = photo?.renditions[0]?.webpUrl ?? '';
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{2}\/[0-9a-f]{62}\.webp$/);
    const served = await get(url);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const pending = await sellersListing({ status: 'pending' });
    const [hidden] = await uploaded(pending.id);
    expect(hidden?.renditions[0]?.webpUrl).toMatch(/^\/api\/listings\//);
    expect((await get(hidden?.renditions[0]?.webpUrl ?? '')).statusCode).toBe(404);
    expect((await get(hidden?.renditions[0]?.webpUrl ?? '', seller)).statusCode).toBe(200);
  });
});

describe('order, cover and removal', () => {
  it('reorders to exactly the given ids, and refuses a list that is not the listing’s photos', async () => {
    const listing = await sellersListing();
    await uploaded(listing.id, await makePhoto('jpeg', { width: 101, height: 80 }));
    const photos = await uploaded(listing.id, await makePhoto('jpeg', { width: 102, height: 80 }));
    const ids = photos.map((photo) => photo.id).reverse();
    const reorder = (photoIds: string[]) => testApp.request({ method: 'PATCH', url: `/api/listings/${listing.id}/photos/order`, payload: { photoIds }, cookie: seller.cookie });
    const reordered = jsonOf<ListingPhotosResponse>(await reorder(ids), 200).photos;
    expect(reordered.map((photo) => photo.id)).toEqual(ids);
    expect(reordered.map((photo) => photo.position)).toEqual([0, 1]);
    expect((await reorder(ids.slice(0, 1))).statusCode).toBe(400);
    expect((await reorder([ids[0] ?? '', ids[0] ?? ''])).statusCode).toBe(400);
  });

  it('keeps one cover, hands it to the next photo when removed, and puts the public cover on cards', async () => {
    const listing = await sellersListing();
    await uploaded(listing.id, await makePhoto('jpeg', { width: 111, height: 80 }));
    await uploaded(listing.id, await makePhoto('jpeg', { width: 112, height: 80 }));
    const photos = await uploaded(listing.id, await makePhoto('jpeg', { width: 113, height: 80 }));
    const [first, second, third] = photos;
    expect(photos.map((photo) => photo.isCover)).toEqual([true, false, false]);
    const patch = (photoId: string, payload: object) => testApp.request({ method: 'PATCH', url: `/api/listings/${listing.id}/photos/${photoId}`, payload, cookie: seller.cookie });
    const covered = jsonOf<ListingPhotosResponse>(await patch(second?.id ?? '', { isCover: true }), 200).photos;
    expect(covered.map((photo) => photo.isCover)).toEqual([false, true, false]);
    const card = async () => {
      const [row] = await testApp.database.db.select({ coverPhoto: businessListings.coverPhoto }).from(businessListings).where(eq(businessListings.id, listing.id));
      return row?.coverPhoto ?? null;
    };
    expect((await card())?.id).toBe(second?.id);
    // A private cover is no public cover: the first public photo stands in on cards.
    await patch(second?.id ?? '', { isPublic: false });
    expect((await card())?.id).toBe(first?.id);
    await patch(second?.id ?? '', { isPublic: true });
    const afterRemoval = jsonOf<ListingPhotosResponse>(
      await testApp.request({ method: 'DELETE', url: `/api/listings/${listing.id}/photos/${second?.id}`, cookie: seller.cookie }),
      200,
    ).photos;
    expect(afterRemoval.map((photo) => [photo.id, photo.position, photo.isCover])).toEqual([
      [first?.id, 0, false],
      [third?.id, 1, true],
    ]);
    // Browse and the detail page show it.
    const browse = jsonOf<BrowseResponse>(await get('/api/listings?limit=48'), 200);
    expect(browse.items.find((item) => item.id === listing.id)?.photo?.id).toBe(third?.id);
    expect(jsonOf<ListingDetail>(await get(`/api/listings/${listing.id}`), 200).photos.map((photo) => photo.id)).toEqual([first?.id, third?.id]);
  });

  it('deletes stored files once no photo uses them; a file shared by identical uploads stays while one uses it', async () => {
    const listing = await sellersListing();
    const other = await sellersListing();
    const same = await makePhoto('webp', { width: 700, height: 400 });
    const [photo] = await uploaded(listing.id, same);
    const [twin] = await uploaded(other.id, same);
    expect(twin?.renditions[0]?.webpUrl).toBe(photo?.renditions[0]?.webpUrl);
    await testApp.request({ method: 'DELETE', url: `/api/listings/${listing.id}/photos/${photo?.id}`, cookie: seller.cookie });
    await runJobs();
    expect((await get(twin?.renditions[0]?.webpUrl ?? '')).statusCode).toBe(200);
    // Deleting the listing takes its photos' files with it.
    const before = (await storedFiles()).length;
    expect((await testApp.request({ method: 'DELETE', url: `/api/listings/${other.id}`, cookie: seller.cookie })).statusCode).toBe(200);
    await runJobs();
    expect((await storedFiles()).length).toBe(before - 4);
  });

  it("deletes an erased account's photo files", async () => {
    const leaving = await testApp.makeUser({ role: 'seller' });
    const listing = await makeListing(testApp, { sellerId: leaving.id });
    const [photo] = await uploaded(listing.id, await makePhoto('png', { width: 700, height: 400 }), { as: leaving });
    const keys = (photo?.renditions ?? []).flatMap((rendition) => [rendition.webpUrl, rendition.jpegUrl]).map((url) => url.replace(/^\/media\//, ''));
    const isStored = async (key: string) => (await testApp.app.storage.get(key)).found;
    expect(await Promise.all(keys.map(isStored))).toEqual([true, true, true, true]);
    const erased = await testApp.request({ method: 'DELETE', url: `/api/admin/users/${leaving.id}`, cookie: admin.cookie });
    expect(erased.statusCode).toBeLessThan(300);
    await runJobs();
    expect(await Promise.all(keys.map(isStored))).toEqual([false, false, false, false]);
  });
});
