import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesResponseSchema } from '@common/listings.ts';
import { findActiveCategories } from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/categories', { schema: { tags: ['categories'], response: { 200: categoriesResponseSchema } } }, async () => ({
    items: await findActiveCategories(app.db),
  }));
};
