import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteIdsResponseSchema, favoritesQuerySchema, favoritesResponseSchema } from '@common/favorites.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { addFavorite, findFavoriteListingIds, findFavorites, removeFavorite } from './favorites.service.ts';

// Any text: a malformed id is an unknown listing (404 from the service), as on the listing routes.
const favoriteParams = z.object({ listingId: z.string().describe('Listing id (uuid)') });

export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', signedInOnly());

  app.get(
    '/api/favorites',
    { schema: { tags: ['favorites'], querystring: favoritesQuerySchema, response: { 200: favoritesResponseSchema } } },
    async (request) => findFavorites(app.db, await requireViewer(request), request.query),
  );

  app.get('/api/favorites/ids', { schema: { tags: ['favorites'], response: { 200: favoriteIdsResponseSchema } } }, async (request) => ({
    listingIds: await findFavoriteListingIds(app.db, await requireViewer(request)),
  }));

  // PUT and DELETE are idempotent: a double click or a retry leaves the same state.
  const changeFavorite = { config: { rateLimit: [RATE_LIMITS.favoritePerAccount] }, schema: { tags: ['favorites'], params: favoriteParams } };

  app.put('/api/favorites/:listingId', changeFavorite, async (request, reply) => {
    await addFavorite(app.db, await requireViewer(request), request.params.listingId);
    return reply.status(204).send();
  });

  app.delete('/api/favorites/:listingId', changeFavorite, async (request, reply) => {
    await removeFavorite(app.db, await requireViewer(request), request.params.listingId);
    return reply.status(204).send();
  });
};
