// Each user's own data (issue 10; India's DPDP Act): "Download my data" and "Delete my account".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteOwnAccountSchema, deleteUserResponseSchema, MY_DATA_FILE_NAME, myDataSchema, USER_DELETED_MESSAGE, WRONG_PASSWORD_MESSAGE } from '@common/admin.ts';
import { validationFailed } from '../../http/errors.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { toWebHeaders } from '../auth/auth.routes.ts';
import { eraseAccount, erasureServicesOf } from './account-erasure.ts';
import { exportMyData } from './data-export.ts';
import { isOwnPassword } from './own-password.ts';

// SPEC §8: a profile action without a session answers "No user found".
const NO_USER_FOUND = 'No user found';

export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/export',
    {
      config: { rateLimit: [RATE_LIMITS.exportOwnDataPerAccount] },
      preValidation: signedInOnly(NO_USER_FOUND),
      schema: { tags: ['profiles'], summary: 'Everything stored about the signed-in user, as a JSON file', response: { 200: myDataSchema } },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, NO_USER_FOUND);
      reply.header('content-disposition', `attachment; filename="${MY_DATA_FILE_NAME}"`);
      return exportMyData(app.db, viewer.id);
    },
  );

  app.delete(
    '/api/profile',
    {
      config: { rateLimit: [RATE_LIMITS.deleteOwnAccountPerAccount] },
      preValidation: signedInOnly(NO_USER_FOUND),
      schema: {
        tags: ['profiles'],
        summary: 'Delete the signed-in account and everything that belongs to it, after the password is entered again',
        body: deleteOwnAccountSchema,
        response: { 200: deleteUserResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, NO_USER_FOUND);
      if (!(await isOwnPassword(app.auth, viewer.id, request.body.password))) throw validationFailed({ password: WRONG_PASSWORD_MESSAGE });
      await eraseAccount(erasureServicesOf(app), viewer.id, { kind: 'self' });
      // The session row went with the account; better-auth's sign-out expires its cookies in the browser too.
      const signedOut = await app.auth.api.signOut({ headers: toWebHeaders(request), returnHeaders: true });
      const cookies = signedOut.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { message: USER_DELETED_MESSAGE };
    },
  );
};
