// A listing's photos (issue 25, ADR 0035). Routes read as rate limit → signed in → schema → service (which checks
// who may). The upload takes multipart (schema.consumes, ADR 0022) through @fastify/multipart, registered in this
// plugin only, so no other route parses multipart.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingPhotosResponseSchema, reorderListingPhotosSchema, updateListingPhotoSchema } from '@common/listing-photos.ts';
import { sendBusy } from '../../http/busy-answer.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { getViewer, requireViewer, signedInOnly } from '../../http/viewer.ts';
import type { SellerListingServices } from '../seller-listings/managed-listing.ts';
import { addListingPhoto, assertCanAddPhoto, deleteListingPhoto, listListingPhotos, reorderListingPhotos, updateListingPhoto } from './listing-photos.service.ts';
import { registerPhotoFileRoutes } from './photo-files.routes.ts';
import { PhotoSlots, PhotoSlotsBusyError, PHOTO_SLOT_LIMITS, type PhotoSlotLimits } from './photo-slots.ts';
import { PhotoEncoder } from './photo-encoder.ts';
import { storePhoto } from './store-photo.ts';
import { discardPhotoUpload, readPhotoUpload } from './photo-upload.ts';

const tags = ['listing-photos'];
// Any text: a malformed id is an unknown listing or photo (404), as on the other listing routes.
const listingParams = z.object({ id: z.string().describe('Listing id (uuid)') });
const photoParams = listingParams.extend({ photoId: z.string().describe('Photo id (uuid)') });
// A full queue is a moment's overload: the client may simply send the photo again.
const PHOTO_RETRY_AFTER_SECONDS = 5;
const BUSY_MESSAGE = 'Many photos are being processed right now. Please try again in a few seconds.';

export interface ListingPhotosRoutesOptions {
  /** How many photos are processed at once and how many wait (photo-slots.ts); tests make it small. */
  slots?: Partial<PhotoSlotLimits>;
}

export const listingPhotosRoutes: FastifyPluginAsyncZod<ListingPhotosRoutesOptions> = async (app, options) => {
  const services: SellerListingServices = { db: app.db, events: app.events, wakeWorker: () => app.outbox.wake() };
  const slots = new PhotoSlots({ ...PHOTO_SLOT_LIMITS, ...options.slots });
  const encoder = new PhotoEncoder();
  app.addHook('onClose', async () => encoder.close());
  // Limits are given per request (photo-upload.ts); these are the fallbacks for any other reader.
  await app.register(multipart, { limits: { fileSize: 1, files: 1, fields: 2, parts: 3 } });

  app.get(
    '/api/listings/:id/photos',
    { schema: { tags, summary: "A listing's photos in order: all of them for its seller and admins, the public ones for others", params: listingParams, response: { 200: listingPhotosResponseSchema } } },
    async (request) => listListingPhotos(app.db, await getViewer(request), request.params.id),
  );

  app.post(
    '/api/listings/:id/photos',
    {
      config: { rateLimit: [RATE_LIMITS.addListingPhotoPerAccount], requiresConfirmedEmail: true },
      preValidation: signedInOnly(),
      schema: {
        tags,
        summary: 'Add a photo (its seller and admins): multipart with one file part `photo` (JPEG, PNG or WebP, at most 15 MB and 50 megapixels) and an optional field `isPublic` ("true" by default); at most 12 photos',
        params: listingParams,
        consumes: ['multipart/form-data'],
        response: { 201: listingPhotosResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      // Before the body is read: a refusal costs no upload.
      await assertCanAddPhoto(app.db, viewer, request.params.id);
      if (slots.isFull) return sendBusy(request, reply, { status: 503, retryAfterSeconds: PHOTO_RETRY_AFTER_SECONDS, message: BUSY_MESSAGE });
      const upload = await readPhotoUpload(request);
      try {
        const stored = await storePhoto(app.storage, { slots, encoder }, upload);
        return reply.status(201).send(await addListingPhoto(services, viewer, request.params.id, stored));
      } catch (error) {
        if (!(error instanceof PhotoSlotsBusyError)) throw error;
        return sendBusy(request, reply, { status: 503, retryAfterSeconds: PHOTO_RETRY_AFTER_SECONDS, message: BUSY_MESSAGE });
      } finally {
        await discardPhotoUpload(upload);
      }
    },
  );

  app.patch(
    '/api/listings/:id/photos/order',
    {
      config: { rateLimit: [RATE_LIMITS.changeListingPhotosPerAccount], requiresConfirmedEmail: true },
      preValidation: signedInOnly(),
      schema: { tags, summary: "Reorder a listing's photos (its seller and admins): the full new order", params: listingParams, body: reorderListingPhotosSchema, response: { 200: listingPhotosResponseSchema } },
    },
    async (request) => reorderListingPhotos(services, await requireViewer(request), request.params.id, request.body.photoIds),
  );

  app.patch(
    '/api/listings/:id/photos/:photoId',
    {
      config: { rateLimit: [RATE_LIMITS.changeListingPhotosPerAccount], requiresConfirmedEmail: true },
      preValidation: signedInOnly(),
      schema: { tags, summary: 'Make a photo public or private, or the cover (its seller and admins)', params: photoParams, body: updateListingPhotoSchema, response: { 200: listingPhotosResponseSchema } },
    },
    async (request) => updateListingPhoto(services, await requireViewer(request), request.params.id, request.params.photoId, request.body),
  );

  app.delete(
    '/api/listings/:id/photos/:photoId',
    {
      config: { rateLimit: [RATE_LIMITS.changeListingPhotosPerAccount] },
      preValidation: signedInOnly(),
      schema: { tags, summary: 'Remove a photo (its seller and admins); the photo after it becomes the cover if it was', params: photoParams, response: { 200: listingPhotosResponseSchema } },
    },
    async (request) => deleteListingPhoto(services, await requireViewer(request), request.params.id, request.params.photoId),
  );

  registerPhotoFileRoutes(app);
};
