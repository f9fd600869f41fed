// Serving a photo's files (ADR 0035). Two addresses, chosen by the presenter for each viewer:
// - /media/photos/<2 hex>/<62 hex>.<webp|jpg>: a public, reviewed photo (ADR 0042) of a listing whose page is public. The name is the
//   hash of the bytes, so the answer never changes: cached for a year as immutable, by browsers and CDNs.
// - /api/listings/:id/photos/:photoId/<width>.<webp|jpg>: any other photo (private, awaiting review, or of a listing in review),
//   for whoever may see it, checked on every request and stored by nobody (private, no-store).
// Both answer with the type the file was stored with and nosniff, never with anything the uploader sent.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { businessListings, listingPhotos } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { getViewer } from '../../http/viewer.ts';
import { isListingId, LISTING_NOT_FOUND } from '../listings/listings.service.ts';
import { listingPageAccess } from '../listings/listings.policy.ts';
import { canSeePrivatePhotos, isPublicPhoto } from './listing-photos.presenter.ts';
import { findListingFacts, PHOTO_NOT_FOUND } from './listing-photos.service.ts';

const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE_CONTROL = 'private, no-store';
const mediaParams = z.object({ folder: z.string(), file: z.string() });
const checkedParams = z.object({ id: z.string(), photoId: z.string(), file: z.string() });
const HASH_FOLDER = /^[0-9a-f]{2}$/;
const HASH_FILE = /^[0-9a-f]{62}\.(?:webp|jpg)$/;
const RENDITION_FILE = /^([0-9]{1,5})\.(webp|jpg)$/;

export function registerPhotoFileRoutes(app: FastifyInstance) {
  const rateLimit = [RATE_LIMITS.photoFilePerIp];

  app.get('/media/photos/:folder/:file', { config: { rateLimit }, schema: { hide: true, params: mediaParams } }, async (request, reply) => {
    const { folder, file } = mediaParams.parse(request.params);
    if (!HASH_FOLDER.test(folder) || !HASH_FILE.test(file)) throw notFound();
    const key = `photos/${folder}/${file}`;
    // Only a file of a public, reviewed photo whose listing the public may see: a private photo's or an unreviewed
    // one's file has an address that cannot be guessed, and is not served here even to someone who computed it.
    const owners = await app.db
      .select({ sellerId: businessListings.sellerId, status: businessListings.status, soldAt: businessListings.soldAt, withdrawnAt: businessListings.withdrawnAt })
      .from(listingPhotos)
      .innerJoin(businessListings, eq(businessListings.id, listingPhotos.listingId))
      .where(and(sql`${listingPhotos.storageKeys} @> array[${key}]::text[]`, eq(listingPhotos.isPublic, true), isNotNull(listingPhotos.reviewedAt)));
    if (!owners.some((listing) => listingPageAccess(null, listing) !== 'hidden')) throw notFound();
    return sendStoredFile(app, reply, key, PUBLIC_CACHE_CONTROL);
  });

  app.get('/api/listings/:id/photos/:photoId/:file', { config: { rateLimit }, schema: { hide: true, params: checkedParams } }, async (request, reply) => {
    const { id, photoId, file } = checkedParams.parse(request.params);
    const viewer = await getViewer(request);
    const listing = await findListingFacts(app.db, id);
    if (!listing || listingPageAccess(viewer, listing) === 'hidden') throw notFound(LISTING_NOT_FOUND);
    const match = RENDITION_FILE.exec(file);
    const [photo] = match && isListingId(photoId) ? await app.db.select().from(listingPhotos).where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, id))) : [];
    if (!match || !photo || (!isPublicPhoto(photo) && !canSeePrivatePhotos(viewer, listing))) throw notFound(PHOTO_NOT_FOUND);
    const rendition = photo.renditions.find((candidate) => candidate.width === Number(match[1]));
    if (!rendition) throw notFound(PHOTO_NOT_FOUND);
    return sendStoredFile(app, reply, match[2] === 'webp' ? rendition.webpKey : rendition.jpegKey, PRIVATE_CACHE_CONTROL);
  });
}

async function sendStoredFile(app: FastifyInstance, reply: FastifyReply, key: string, cacheControl: string) {
  const stored = await app.storage.get(key);
  if (!stored.found) throw notFound(PHOTO_NOT_FOUND);
  return reply
    .headers({ 'cache-control': cacheControl, 'x-content-type-options': 'nosniff', 'content-length': String(stored.size) })
    .type(stored.contentType)
    .send(stored.body);
}
