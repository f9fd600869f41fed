import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema, sessionResponseSchema, updateProfileSchema } from '@common/profiles.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { getViewer, requireViewer, signedInOnly } from '../../http/viewer.ts';
import { presentProfile } from './profiles.presenter.ts';
import { findProfile, updateOwnProfile } from './profiles.service.ts';

// SPEC §8: a profile change without a session answers "No user found".
const NO_USER_FOUND = 'No user found';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/session', { schema: { tags: ['profiles'], response: { 200: sessionResponseSchema } } }, async (request) => {
    const viewer = await getViewer(request);
    const row = viewer ? await findProfile(app.db, viewer.id) : undefined;
    return { profile: row ? presentProfile(row) : null };
  });

  app.get('/api/profile', { schema: { tags: ['profiles'], response: { 200: profileSchema } } }, async (request) => {
    const viewer = await requireViewer(request, NO_USER_FOUND);
    const row = await findProfile(app.db, viewer.id);
    if (!row) throw new Error('session without profile');
    return presentProfile(row);
  });

  app.patch(
    '/api/profile',
    {
      config: { rateLimit: [RATE_LIMITS.updateProfilePerAccount] },
      preValidation: signedInOnly(NO_USER_FOUND),
      schema: { tags: ['profiles'], body: updateProfileSchema, response: { 200: profileSchema } },
    },
    async (request) => {
      const viewer = await requireViewer(request, NO_USER_FOUND);
      return presentProfile(await updateOwnProfile(app.db, viewer, request.body));
    },
  );
};
