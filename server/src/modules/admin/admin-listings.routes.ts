// Listings Management (issue 10): the table, one listing's status, a selection's status. Behind the admin gate
// (admin.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListingsPageSchema,
  adminListingsQuerySchema,
  bulkListingStatusResponseSchema,
  bulkListingStatusSchema,
  changeListingStatusResponseSchema,
  changeListingStatusSchema,
} from '@common/admin.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireAdmin } from './admin-gate.ts';
import { changeListingStatus, changeListingStatuses, findAdminListings } from './admin-listings.service.ts';
import type { ModerationServices } from './listing-moderation.ts';

const tags = ['admin'];

export const adminListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const services: ModerationServices = { db: app.db, events: app.events, publicUrl: app.config.publicUrl, wakeOutbox: () => app.outbox.wake() };

  app.get(
    '/api/admin/listings',
    { schema: { tags, summary: 'Listings of every seller, newest first; status filter and search by title or seller e-mail', querystring: adminListingsQuerySchema, response: { 200: adminListingsPageSchema } } },
    async (request) => findAdminListings(app.db, request.query),
  );

  app.patch(
    '/api/admin/listings/:id/status',
    {
      config: { rateLimit: [RATE_LIMITS.adminActionPerAccount] },
      schema: {
        tags,
        summary: 'Approve or reject a listing (a reason is required to reject); an illegal change is a 409',
        // Any text: a malformed id is an unknown listing (404 from the service), as on the listing routes.
        params: z.object({ id: z.string().describe('Listing id (uuid)') }),
        body: changeListingStatusSchema,
        response: { 200: changeListingStatusResponseSchema },
      },
    },
    async (request) => changeListingStatus(services, await requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/listings/status',
    {
      config: { rateLimit: [RATE_LIMITS.adminBulkActionPerAccount] },
      schema: {
        tags,
        summary: 'The same status change for each selected listing; each one changes or fails on its own',
        body: bulkListingStatusSchema,
        response: { 200: bulkListingStatusResponseSchema },
      },
    },
    async (request) => changeListingStatuses(services, await requireAdmin(request), request.body),
  );
};
