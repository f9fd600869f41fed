// "Report this listing" for every signed-in user, and the admins' Reports tab behind the admin gate (issue 10).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReportsPageSchema,
  adminReportsQuerySchema,
  createReportResponseSchema,
  createReportSchema,
  rejectReportedListingSchema,
  reportActionResponseSchema,
} from '@common/admin.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { adminOnly, requireAdmin } from '../admin/admin-gate.ts';
import type { ModerationServices } from '../admin/listing-moderation.ts';
import { createReport, dismissReport, findOpenReports, rejectReportedListing } from './reports.service.ts';

// Any text: a malformed id is an unknown listing or report (404 from the service).
const listingParams = z.object({ id: z.string().describe('Listing id (uuid)') });
const reportParams = z.object({ id: z.string().describe('Report id (uuid)') });
const adminAction = { rateLimit: [RATE_LIMITS.adminActionPerAccount] };
const adminTags = ['admin'];

/** The Reports tab, each route behind the admin gate (401 for visitors, 403 for everyone but admins). */
const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', adminOnly());
  const services: ModerationServices = { db: app.db, events: app.events, publicUrl: app.config.publicUrl, wakeOutbox: () => app.outbox.wake() };

  app.get(
    '/api/admin/reports',
    { schema: { tags: adminTags, summary: 'Open reports, oldest first', querystring: adminReportsQuerySchema, response: { 200: adminReportsPageSchema } } },
    async (request) => findOpenReports(app.db, request.query),
  );

  app.post(
    '/api/admin/reports/:id/dismiss',
    {
      config: adminAction,
      schema: { tags: adminTags, summary: 'Close a report; the listing stays as it is', params: reportParams, response: { 200: reportActionResponseSchema } },
    },
    async (request) => dismissReport(app.db, await requireAdmin(request), request.params.id),
  );

  app.post(
    '/api/admin/reports/:id/reject-listing',
    {
      config: adminAction,
      schema: {
        tags: adminTags,
        summary: "Reject the report's listing with a reason; closes every open report of that listing",
        params: reportParams,
        body: rejectReportedListingSchema,
        response: { 200: reportActionResponseSchema },
      },
    },
    async (request) => rejectReportedListing(services, await requireAdmin(request), request.params.id, request.body.reason),
  );
};

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/listings/:id/reports',
    {
      config: { rateLimit: [RATE_LIMITS.reportListingPerAccount], requiresConfirmedEmail: true },
      preValidation: signedInOnly(),
      schema: {
        tags: ['reports'],
        summary: "Report a listing to the admins, once per listing (409 after); not one's own",
        params: listingParams,
        body: createReportSchema,
        response: { 201: createReportResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createReport(app.db, await requireViewer(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  await app.register(adminReportsRoutes);
};
