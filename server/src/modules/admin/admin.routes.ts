// The admin console's API (SPEC §2 Admin dashboard; issue 10). One gate for every route below: 401 for visitors,
// 403 "You don't have admin privileges." for everyone but admins, before any input is validated.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPhotosRoutes } from '../listing-photos/admin-photos.routes.ts';
import { adminRevisionsRoutes } from '../listing-revisions/admin-revisions.routes.ts';
import { adminOnly } from './admin-gate.ts';
import { adminInsightsRoutes } from './admin-insights.routes.ts';
import { adminListingsRoutes } from './admin-listings.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', adminOnly());
  await app.register(adminInsightsRoutes);
  await app.register(adminListingsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminRevisionsRoutes);
  await app.register(adminPhotosRoutes);
};
