// Users Management (issue 10): the table, a user's role, the Verified Seller badge, deleting an account. Behind
// the admin gate (admin.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserResponseSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  changeUserRoleSchema,
  deleteUserResponseSchema,
  setUserVerifiedSchema,
  USER_DELETED_MESSAGE,
} from '@common/admin.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireAdmin } from './admin-gate.ts';
import { changeUserRole, deleteUser, findAdminUsers, setUserVerified } from './admin-users.service.ts';
import { erasureServicesOf } from '../profiles/account-erasure.ts';

const tags = ['admin'];
// Any text: a malformed id is an unknown user (404 from the service).
const userParams = z.object({ id: z.string().describe('User id (uuid)') });
const adminAction = { rateLimit: [RATE_LIMITS.adminActionPerAccount] };

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { schema: { tags, summary: 'Accounts, newest first; role filter and search by name or e-mail', querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } } },
    async (request) => findAdminUsers(app.db, request.query),
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      config: adminAction,
      schema: {
        tags,
        summary: "Set a user's role; never one's own, never the last admin's (409)",
        params: userParams,
        body: changeUserRoleSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => changeUserRole(app.db, await requireAdmin(request), request.params.id, request.body.role),
  );

  app.patch(
    '/api/admin/users/:id/verified',
    {
      config: adminAction,
      schema: { tags, summary: 'Grant or remove the Verified Seller badge', params: userParams, body: setUserVerifiedSchema, response: { 200: adminUserResponseSchema } },
    },
    async (request) => setUserVerified(app.db, await requireAdmin(request), request.params.id, request.body.verified),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: adminAction,
      schema: {
        tags,
        summary: 'Delete an account and everything that belongs to it; never one\'s own here, never the last admin (409)',
        params: userParams,
        response: { 200: deleteUserResponseSchema },
      },
    },
    async (request) => {
      await deleteUser(erasureServicesOf(app), await requireAdmin(request), request.params.id);
      return { message: USER_DELETED_MESSAGE };
    },
  );
};
