// What the console shows about the platform (issue 10): the summary cards, the statistics tab, the audit log.
// Behind the admin gate (admin.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema, adminSummarySchema, auditLogPageSchema, auditLogQuerySchema } from '@common/admin.ts';
import { getAdminStats, getAdminSummary } from './admin-stats.ts';
import { findAuditEntries } from './audit-log.service.ts';

const tags = ['admin'];

export const adminInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/summary',
    { schema: { tags, summary: 'The four summary cards', response: { 200: adminSummarySchema } } },
    async () => getAdminSummary(app.db),
  );

  app.get(
    '/api/admin/stats',
    { schema: { tags, summary: 'Listing statistics, platform metrics and chart data; computed at most ADMIN_STATS_CACHE_SECONDS ago', response: { 200: adminStatsSchema } } },
    async () => getAdminStats(app.db),
  );

  app.get(
    '/api/admin/audit-log',
    { schema: { tags, summary: 'Admin actions, newest first; optionally one action', querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } },
    async (request) => findAuditEntries(app.db, request.query),
  );
};
