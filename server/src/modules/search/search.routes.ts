import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchSuggestionsQuerySchema, searchSuggestionsResponseSchema } from '@common/search.ts';
import { findSearchSuggestions } from './search-suggestions.ts';

// A public read like browse: no rate limit of its own, admission control guards it (ADR 0027).
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/suggestions',
    { schema: { tags: ['search'], querystring: searchSuggestionsQuerySchema, response: { 200: searchSuggestionsResponseSchema } } },
    async (request) => ({ items: await findSearchSuggestions(app.db, request.query.q) }),
  );
};
