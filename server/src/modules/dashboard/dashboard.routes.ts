// The dashboard's figures (SPEC §2 Dashboard; issue 11): signed-in only, and only ever the viewer's own rows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema, dashboardViewsQuerySchema, dashboardViewsSchema } from '@common/dashboard.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { findDashboardSummary } from './dashboard-summary.ts';
import { findDashboardViews } from './dashboard-views.ts';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', signedInOnly());

  app.get(
    '/api/dashboard/summary',
    { schema: { tags, summary: "The stat cards of the buyer's and the seller's dashboard", response: { 200: dashboardSummarySchema } } },
    async (request) => findDashboardSummary(app.db, await requireViewer(request)),
  );

  app.get(
    '/api/dashboard/views',
    {
      schema: {
        tags,
        summary: "Views per day (India) of the seller's listings over 30 days, all or one, and the listings with the most inquiries",
        querystring: dashboardViewsQuerySchema,
        response: { 200: dashboardViewsSchema },
      },
    },
    async (request) => findDashboardViews(app.db, await requireViewer(request), request.query),
  );
};
