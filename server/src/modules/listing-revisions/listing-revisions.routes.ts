// A seller's change waiting for review (issue 24, ADR 0031): read it, withdraw it. Proposing it is the edit itself
// (PUT /api/listings/:id on an approved listing). Rate limit → signed in → schema → service (which checks who may).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownPendingRevisionSchema, withdrawRevisionResponseSchema } from '@common/listing-revisions.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { findOwnPendingRevision, withdrawOwnPendingRevision } from './own-revision.ts';

const tags = ['listings'];
// Any text: a malformed id is an unknown listing (404), as on the other listing routes.
const listingParams = z.object({ id: z.string().describe('Listing id (uuid)') });

export const listingRevisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/listings/:id/pending-revision',
    {
      preValidation: signedInOnly(),
      schema: {
        tags,
        summary: "The approved listing's change waiting for review, field by field, or null (its seller and admins)",
        params: listingParams,
        response: { 200: ownPendingRevisionSchema },
      },
    },
    async (request) => findOwnPendingRevision(app.db, await requireViewer(request), request.params.id),
  );

  app.delete(
    '/api/listings/:id/pending-revision',
    {
      config: { rateLimit: [RATE_LIMITS.withdrawListingChangesPerAccount] },
      preValidation: signedInOnly(),
      schema: {
        tags,
        summary: 'Withdraw the change waiting for review; the approved version stays public (404 when there is none)',
        params: listingParams,
        response: { 200: withdrawRevisionResponseSchema },
      },
    },
    async (request) => withdrawOwnPendingRevision(app.db, await requireViewer(request), request.params.id),
  );
};
