import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeListingStatusResponseSchema, changeListingStatusSchema } from '@common/admin.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { changeListingStatus } from './admin-listings.service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', signedInOnly());

  app.patch(
    '/api/admin/listings/:id/status',
    {
      config: { rateLimit: [RATE_LIMITS.adminActionPerAccount] },
      schema: {
        tags: ['admin'],
        // Any text: a malformed id is an unknown listing (404 from the service), as on the listing routes.
        params: z.object({ id: z.string().describe('Listing id (uuid)') }),
        body: changeListingStatusSchema,
        response: { 200: changeListingStatusResponseSchema },
      },
    },
    async (request) => changeListingStatus(app.db, await requireViewer(request), request.params.id, request.body),
  );
};
