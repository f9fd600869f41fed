// The moderation queue's pending changes (issue 24, ADR 0031), behind the admin gate (admin/admin.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRevisionsPageSchema, adminRevisionsQuerySchema, decideRevisionResponseSchema, decideRevisionSchema } from '@common/listing-revisions.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireAdmin } from '../admin/admin-gate.ts';
import type { ModerationServices } from '../admin/listing-moderation.ts';
import { decideRevision, findPendingRevisions } from './revision-moderation.ts';

const tags = ['admin'];

export const adminRevisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const services: ModerationServices = { db: app.db, events: app.events, publicUrl: app.config.publicUrl, wakeOutbox: () => app.outbox.wake() };

  app.get(
    '/api/admin/listing-revisions',
    {
      schema: {
        tags,
        summary: 'Changes to approved listings waiting for review, oldest first, each as a field-by-field diff',
        querystring: adminRevisionsQuerySchema,
        response: { 200: adminRevisionsPageSchema },
      },
    },
    async (request) => findPendingRevisions(app.db, request.query),
  );

  app.patch(
    '/api/admin/listing-revisions/:id/status',
    {
      config: { rateLimit: [RATE_LIMITS.adminActionPerAccount] },
      schema: {
        tags,
        summary: 'Approve a change (applied to the public listing) or reject it with a reason (the listing stays as it was); decided already is a 409',
        // Any text: a malformed id is an unknown change (404 from the service).
        params: z.object({ id: z.string().describe('Change id (uuid)') }),
        body: decideRevisionSchema,
        response: { 200: decideRevisionResponseSchema },
      },
    },
    async (request) => decideRevision(services, await requireAdmin(request), request.params.id, request.body),
  );
};
