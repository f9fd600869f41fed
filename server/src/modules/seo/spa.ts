// The SPA owns every page outside /api: the server answers them with index.html, its <head> filled for the
// page (listing pages from the database), and the client renders the rest, including its own 404.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatInr } from '@common/money.ts';
import { paths } from '@common/routes.ts';
import { getViewer } from '../../http/viewer.ts';
import { canViewListing } from '../listings/listings.policy.ts';
import { findListingRow } from '../listings/listings.service.ts';
import { DEFAULT_DESCRIPTION, renderPageHead, SITE_NAME, truncateDescription, type PageHead } from './page-head.ts';

const LISTING_PATH = /^\/listing\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

async function headForPage(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<PageHead> {
  const publicUrl = app.config.publicUrl;
  const fallback: PageHead = { title: `${SITE_NAME} · Buy and Sell Businesses in India`, description: DEFAULT_DESCRIPTION, canonicalUrl: `${publicUrl}${pathname}` };
  const listingId = LISTING_PATH.exec(pathname)?.[1];
  if (!listingId) return fallback;
  const row = await findListingRow(app.db, listingId.toLowerCase());
  if (!row || !canViewListing(await getViewer(request), row.listing)) return { ...fallback, title: `Listing not found · ${SITE_NAME}` };
  const { listing } = row;
  return {
    title: `${listing.title} · ${formatInr(listing.askingPrice)} · ${SITE_NAME}`,
    description: truncateDescription(`${listing.location}. ${listing.description}`),
    canonicalUrl: `${publicUrl}${paths.listing(listing.id)}`,
    imageUrl: listing.featuredImageUrl ?? `${publicUrl}/api/listings/${listing.id}/cover.png`,
    type: 'product',
  };
}

export function createSpaHandler(app: FastifyInstance, webRoot: string) {
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const html = renderPageHead(indexHtml, await headForPage(app, request, pathname));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
}
