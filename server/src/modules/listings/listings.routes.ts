import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  browseQuerySchema,
  browseResponseSchema,
  createListingResponseSchema,
  createListingSchema,
  featuredResponseSchema,
  listingDetailSchema,
  recordViewResponseSchema,
} from '@common/listings.ts';
import { sendBusy } from '../../http/busy-answer.ts';
import { notFound } from '../../http/errors.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { getViewer, requireViewer, signedInOnly } from '../../http/viewer.ts';
import { browseListings } from './browse-listings.ts';
import { coverPngRenderer, CoverRendererBusyError } from './cover-renderer.ts';
import { coverVersion, renderListingCover } from './listing-cover.ts';
import { listingPageAccess } from './listings.policy.ts';
import { createListing, findFeaturedListings, findListingRow, getListingDetail, LISTING_NOT_FOUND, recordListingView } from './listings.service.ts';

// Any text: a malformed id is an unknown listing, answered 404 by the service (isListingId), not a 400.
const listingParams = z.object({ id: z.string().describe('Listing id (uuid)') });
// A full render queue is a moment's overload (cover-renderer.ts): a crawler may simply come back.
const COVER_RETRY_AFTER_SECONDS = 5;

export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/listings', { schema: { tags: ['listings'], querystring: browseQuerySchema, response: { 200: browseResponseSchema } } }, async (request) =>
    browseListings(app.db, request.query),
  );

  app.get('/api/listings/featured', { schema: { tags: ['listings'], response: { 200: featuredResponseSchema } } }, async () => ({
    items: await findFeaturedListings(app.db),
  }));

  app.get('/api/listings/:id', { schema: { tags: ['listings'], params: listingParams, response: { 200: listingDetailSchema } } }, async (request, reply) => {
    const detail = await getListingDetail(app.db, await getViewer(request), request.params.id);
    // Only a listing on sale may be indexed (ADR 0032), whoever is looking.
    if (detail.status !== 'approved') reply.header('x-robots-tag', 'noindex');
    return detail;
  });

  app.post(
    '/api/listings',
    {
      config: { rateLimit: [RATE_LIMITS.createListingPerIp, RATE_LIMITS.createListingPerAccount], requiresConfirmedEmail: true },
      preValidation: signedInOnly(),
      schema: { tags: ['listings'], body: createListingSchema, response: { 201: createListingResponseSchema } },
    },
    async (request, reply) => {
      const created = await createListing(app.db, await requireViewer(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/listings/:id/views',
    {
      config: { rateLimit: [RATE_LIMITS.recordViewPerIp] },
      schema: { tags: ['listings'], params: listingParams, response: { 200: recordViewResponseSchema } },
    },
    async (request) => ({ isCounted: await recordListingView(app.db, await getViewer(request), request.params.id, request.ip) }),
  );

  // The generated cover as SVG for pages and as PNG for link previews (crawlers rarely take SVG).
  for (const format of ['svg', 'png'] as const) {
    app.get(`/api/listings/:id/cover.${format}`, { config: { rateLimit: [RATE_LIMITS.coverPerIp] }, schema: { hide: true, params: listingParams } }, async (request, reply) => {
      const row = await findListingRow(app.db, request.params.id);
      // Before any cache: a cover only its seller and admins may see must not reach anyone else.
      // A sold or withdrawn listing's page still shows its cover (ADR 0032).
      if (!row || listingPageAccess(await getViewer(request), row.listing) === 'hidden') throw notFound(LISTING_NOT_FOUND);
      const svg = renderListingCover({ id: row.listing.id, category: row.category });
      const etag = `"${format}-${coverVersion(svg)}"`;
      const caching = { etag, 'cache-control': row.listing.status === 'approved' ? 'public, max-age=604800' : 'private, no-cache' };
      if (request.headers['if-none-match'] === etag) return reply.status(304).headers(caching).send();
      if (format === 'svg') return reply.headers(caching).type('image/svg+xml; charset=utf-8').send(svg);
      try {
        const { png, source } = await coverPngRenderer.render(svg);
        return reply.headers({ ...caching, 'x-cover-cache': source }).type('image/png').send(png);
      } catch (error) {
        // Not with the caching headers: a shared cache must not keep this answer for a week.
        if (!(error instanceof CoverRendererBusyError)) throw error;
        return sendBusy(request, reply, { status: 503, retryAfterSeconds: COVER_RETRY_AFTER_SECONDS, message: 'Too many covers are being drawn right now. Please try again in a few seconds.' });
      }
    });
  }
};
