import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedSearchSchema,
  savedSearchesPageSchema,
  savedSearchesQuerySchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '@common/saved-searches.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { createSavedSearch, deleteSavedSearch, findSavedSearches, recordSavedSearchRun, updateSavedSearch } from './saved-searches.service.ts';

// Any text: a malformed id is an unknown saved search (404 from the service).
const savedSearchParams = z.object({ id: z.string().describe('Saved search id (uuid)') });
const tags = ['saved-searches'];
const writeLimits = { rateLimit: [RATE_LIMITS.savedSearchWritesPerAccount] };

/** Issue 11: the signed-in user's own saved searches; nobody else's, whatever their role. */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', signedInOnly());

  app.get('/api/saved-searches', { schema: { tags, querystring: savedSearchesQuerySchema, response: { 200: savedSearchesPageSchema } } }, async (request) =>
    findSavedSearches(app.db, await requireViewer(request), request.query),
  );

  app.post(
    '/api/saved-searches',
    { config: writeLimits, schema: { tags, body: createSavedSearchSchema, response: { 201: savedSearchSchema } } },
    async (request, reply) => reply.code(201).send(await createSavedSearch(app.db, await requireViewer(request), request.body)),
  );

  app.patch(
    '/api/saved-searches/:id',
    { config: writeLimits, schema: { tags, params: savedSearchParams, body: updateSavedSearchSchema, response: { 200: savedSearchSchema } } },
    async (request) => updateSavedSearch(app.db, await requireViewer(request), request.params.id, request.body),
  );

  app.post(
    '/api/saved-searches/:id/run',
    { config: writeLimits, schema: { tags, params: savedSearchParams, response: { 200: savedSearchSchema } } },
    async (request) => recordSavedSearchRun(app.db, await requireViewer(request), request.params.id),
  );

  app.delete(
    '/api/saved-searches/:id',
    { config: writeLimits, schema: { tags, params: savedSearchParams } },
    async (request, reply) => {
      await deleteSavedSearch(app.db, await requireViewer(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
