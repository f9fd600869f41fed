// The moderation queue's photos awaiting review (ADR 0042), behind the admin gate (admin/admin.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPhotoReviewsQuerySchema, adminPhotoReviewsResponseSchema, decidePhotoResponseSchema, decidePhotoSchema } from '@common/listing-photos.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireAdmin } from '../admin/admin-gate.ts';
import type { ModerationServices } from '../admin/listing-moderation.ts';
import { decidePhoto, findPhotosAwaitingReview } from './photo-review.ts';

const tags = ['admin'];

export const adminPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const services: ModerationServices = { db: app.db, events: app.events, publicUrl: app.config.publicUrl, wakeOutbox: () => app.outbox.wake() };

  app.get(
    '/api/admin/listing-photos',
    {
      schema: {
        tags,
        summary: 'Photos added to public listings and waiting for review, oldest first, a page at a time, grouped by listing, with how many wait in all',
        querystring: adminPhotoReviewsQuerySchema,
        response: { 200: adminPhotoReviewsResponseSchema },
      },
    },
    async (request) => findPhotosAwaitingReview(app.db, request.query),
  );

  app.patch(
    '/api/admin/listing-photos/:id/status',
    {
      config: { rateLimit: [RATE_LIMITS.adminActionPerAccount] },
      schema: {
        tags,
        summary: 'Approve a photo (it becomes public) or reject it with a reason (it is removed and its seller told); reviewed already is a 409',
        // Any text: a malformed id is an unknown photo (404 from the service).
        params: z.object({ id: z.string().describe('Photo id (uuid)') }),
        body: decidePhotoSchema,
        response: { 200: decidePhotoResponseSchema },
      },
    },
    async (request) => decidePhoto(services, await requireAdmin(request), request.params.id, request.body),
  );
};
