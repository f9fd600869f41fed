// Photos on the S3 back end (ADR 0034, 0035): upload, serve and delete through a real S3-protocol server
// (s3rver on a free port in a temp folder), as storage.test.ts runs the storage contract.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListingPhotosResponse } from '@common/listing-photos.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeListing } from '../../../test/factories.ts';
import { makePhoto, photoUploadBody } from '../../../test/photo-uploads.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { S3Storage } from '../../storage/s3-storage.ts';

const BUCKET = 'bizbazaar-photos-test';
let folder: string;
let s3rver: S3rver;
let storage: S3Storage;
let testApp: TestApp;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bizbazaar-photos-s3-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  storage = new S3Storage({ bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  testApp = await createTestApp({ storage });
  seller = await testApp.makeUser({ role: 'seller' });
  admin = await testApp.makeUser({ role: 'admin' });
});

afterAll(async () => {
  await testApp?.close();
  await storage?.close();
  await s3rver?.close();
  await rm(folder, { recursive: true, force: true });
});

it('uploads, serves and deletes a photo on S3', async () => {
  const listing = await makeListing(testApp, { sellerId: seller.id });
  const { payload, headers } = photoUploadBody(await makePhoto('jpeg', { width: 700, height: 400 }));
  const [added] = jsonOf<ListingPhotosResponse>(await testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/photos`, payload, headers, cookie: seller.cookie }), 201).photos;
  // A photo added to a public listing is served to the public once an admin has approved it (ADR 0042).
  jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/listing-photos/${added?.id}/status`, payload: { status: 'approved' }, cookie: admin.cookie }), 200);
  const [photo] = jsonOf<ListingPhotosResponse>(await testApp.request({ method: 'GET', url: `/api/listings/${listing.id}/photos` }), 200).photos;
  const urls = (photo?.renditions ?? []).flatMap((rendition) => [rendition.webpUrl, rendition.jpegUrl]);
  expect(urls).toHaveLength(4);
  for (const url of urls) {
    const served = await testApp.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['webp', 'jpeg']).toContain((await sharp(served.rawPayload).metadata()).format);
  }
  const keys = urls.map((url) => url.replace(/^\/media\//, ''));
  const removed = await testApp.request({ method: 'DELETE', url: `/api/listings/${listing.id}/photos/${photo?.id}`, cookie: seller.cookie });
  expect(jsonOf<ListingPhotosResponse>(removed, 200).photos).toEqual([]);
  await testApp.app.outbox.drain();
  for (const key of keys) expect((await storage.get(key)).found).toBe(false);
  for (const url of urls) expect((await testApp.request({ method: 'GET', url })).statusCode).toBe(404);
});
