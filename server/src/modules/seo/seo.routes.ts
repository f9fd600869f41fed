import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths } from '@common/routes.ts';
import { businessListings } from '../../db/schema.ts';
import { isApproved } from '../listings/browse-listings.ts';

// One sitemap file holds at most 50,000 addresses (sitemaps.org); beyond that a sitemap index is needed.
const SITEMAP_MAX_LISTINGS = 45_000;
const publicPages = [paths.home, paths.listings, paths.categories, paths.about, paths.terms, paths.privacy];

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /admin', 'Disallow: /profile', 'Disallow: /auth', '', `Sitemap: ${publicUrl}/sitemap.xml`];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(`${lines.join('\n')}\n`);
  });

  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/favicon.svg', 301));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const listings = await app.db
      .select({ id: businessListings.id, updatedAt: businessListings.updatedAt })
      .from(businessListings)
      .where(isApproved)
      .orderBy(desc(businessListings.createdAt)) // served by the approved-by-date index
      .limit(SITEMAP_MAX_LISTINGS);
    const entries = [
      ...publicPages.map((path) => `<url><loc>${publicUrl}${path}</loc></url>`),
      ...listings.map((listing) => `<url><loc>${publicUrl}${paths.listing(listing.id)}</loc><lastmod>${listing.updatedAt.toISOString()}</lastmod></url>`),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
  });
};
