import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteFiguresSchema } from '@common/site-figures.ts';
import { getSiteFigures } from './site-figures.ts';

export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public, read-only and answered from the count cache: no rate limit of its own, like GET /api/categories.
  app.get('/api/site-figures', { schema: { tags: ['trust'], response: { 200: siteFiguresSchema } } }, async () => getSiteFigures(app.db));
};
