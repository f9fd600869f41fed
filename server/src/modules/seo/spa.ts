// The SPA owns every page outside /api: the server answers them with index.html, its <head> filled for the
// page (listing pages from the database). Public pages arrive rendered, with their data, when the server has
// a renderer (page-renderer.ts, ADR 0018); other pages, and any page whose render fails, get the empty shell
// and render in the browser. A path that is none of the SPA's pages, or a listing the viewer cannot see,
// answers with status 404 (ARCHITECTURE §7).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalBrowseRedirect } from '@common/browse-url.ts';
import { formatInr } from '@common/money.ts';
import { isKnownPagePath, paths } from '@common/routes.ts';
import { BUSY_MESSAGE, sendBusy } from '../../http/busy-answer.ts';
import type { PageRenderLimits } from '../../http/overload-limits.ts';
import { PAGE_CACHE_CONTROL } from '../../http/response-headers.ts';
import { getViewer } from '../../http/viewer.ts';
import { themeOfRequest, writePageTheme } from '../theme/page-theme.ts';
import { isIndexableListing, listingPageAccess, listingPageStatus } from '../listings/listings.policy.ts';
import { findListingRow } from '../listings/listings.service.ts';
import { DEFAULT_DESCRIPTION, renderPageHead, SITE_NAME, truncateDescription, type PageHead } from './page-head.ts';
import { cachedAnonymousPage, isAnonymous, type AnsweredPage } from './anonymous-page-cache.ts';
import { createInProcessFetch, fillShell, renderPageOrShell, type PageRenderer } from './page-renderer.ts';
import { PageRenderBusyError, PageRenderSlots } from './page-render-slots.ts';

const LISTING_PATH = /^\/listing\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

interface SpaPage {
  head: PageHead;
  status: number;
}

async function describePage(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<SpaPage> {
  const publicUrl = app.config.publicUrl;
  const fallback: PageHead = { title: `${SITE_NAME} · Buy and Sell Businesses in India`, description: DEFAULT_DESCRIPTION, canonicalUrl: `${publicUrl}${pathname}` };
  const notFound: SpaPage = { head: { ...fallback, title: `Page not found · ${SITE_NAME}` }, status: 404 };
  if (!isKnownPagePath(pathname)) return notFound;
  if (!pathname.toLowerCase().startsWith('/listing/') || pathname.toLowerCase().endsWith('/edit')) return { head: fallback, status: 200 };
  // A listing page whose listing is missing, not yet approved for this viewer, or whose id is no id at all
  // shows "Listing not found": a 404 as well, so search engines drop it instead of indexing an empty page.
  const listingId = LISTING_PATH.exec(pathname)?.[1];
  const row = listingId ? await findListingRow(app.db, listingId.toLowerCase()) : undefined;
  if (!row || listingPageAccess(await getViewer(request), row.listing) === 'hidden') return { head: { ...fallback, title: `Listing not found · ${SITE_NAME}` }, status: 404 };
  const { listing } = row;
  const head: PageHead = {
    title: `${listing.title} · ${formatInr(listing.askingPrice)} · ${SITE_NAME}`,
    description: truncateDescription(`${listing.location}. ${listing.description}`),
    canonicalUrl: `${publicUrl}${paths.listing(listing.id)}`,
    imageUrl: listing.featuredImageUrl ?? `${publicUrl}/api/listings/${listing.id}/cover.png`,
    type: 'product',
    // A sold or withdrawn listing's page stays for the people who knew it, out of search engines (ADR 0032).
    isNoIndex: !isIndexableListing(listing),
  };
  return { head, status: listingPageStatus(listing) };
}

/** The canonical browse address for a request to /listings that is not spelled that way, else null. */
function canonicalBrowseAddress(url: string): string | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (pathname !== paths.listings) return null;
  return canonicalBrowseRedirect(queryStart === -1 ? '' : url.slice(queryStart));
}

const TOO_MANY_PAGES = 'You are opening many pages at once. Please wait a moment and try again.';

export function createSpaHandler(app: FastifyInstance, webRoot: string, renderer: PageRenderer | undefined, renderLimits: PageRenderLimits) {
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const renderSlots = new PageRenderSlots(renderLimits);

  async function answerPage(request: FastifyRequest): Promise<AnsweredPage> {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const setCookies: string[] = [];
    const [page, rendered] = await Promise.all([
      describePage(app, request, pathname),
      renderer ? renderPageOrShell(renderer, request, createInProcessFetch(app, request, setCookies)) : null,
    ]);
    const shell = renderPageHead(indexHtml, page.head);
    return { status: page.status, html: rendered ? fillShell(shell, rendered) : shell, setCookies, isShareable: rendered !== null, isNoIndex: page.head.isNoIndex === true };
  }

  // Only a page that is rendered takes a slot: one from the anonymous page cache costs nothing.
  const renderInSlot = (request: FastifyRequest) => renderSlots.run(request.ip, () => answerPage(request));

  async function findPage(request: FastifyRequest): Promise<AnsweredPage> {
    return renderer && isAnonymous(request) ? cachedAnonymousPage(app, request.url, () => renderInSlot(request)) : renderInSlot(request);
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A browse form sent without the script (or any other spelling of a browse address) goes to the one address
    // the script builds, before anything is rendered or cached (issue 24).
    const canonicalBrowse = canonicalBrowseAddress(request.url);
    if (canonicalBrowse) return reply.redirect(canonicalBrowse, 302);
    let page: AnsweredPage;
    try {
      page = await findPage(request);
    } catch (error) {
      if (!(error instanceof PageRenderBusyError)) throw error;
      const isOwnFlood = error.scope === 'address';
      return sendBusy(request, reply, { status: isOwnFlood ? 429 : 503, retryAfterSeconds: renderLimits.retryAfterSeconds, message: isOwnFlood ? TOO_MANY_PAGES : BUSY_MESSAGE });
    }
    if (page.setCookies.length > 0) reply.header('set-cookie', page.setCookies);
    if (page.isNoIndex) reply.header('x-robots-tag', 'noindex');
    return reply.code(page.status).header('cache-control', PAGE_CACHE_CONTROL).type('text/html; charset=utf-8').send(writePageTheme(page.html, themeOfRequest(request)));
  };
}
