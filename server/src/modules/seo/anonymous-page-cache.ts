// A public page is the same HTML for every visitor without a session, and rendering it costs far more than the
// JSON it shows (ADR 0018): each process keeps a visitor-independent page for a few seconds, so a busy browse
// page is rendered a few times a second rather than once per visitor. A change to what the public sees of a
// listing (an approval, a withdrawal, an edit, a deletion, a seller's badge), made through any process, starts
// afresh at once, as the counts do: the database announces it to every process (ADR 0026). Otherwise a busy page
// is about ANONYMOUS_PAGE_TTL_MS old (an older one is answered once while it is rendered afresh), and the
// browser's queries refresh its data after hydration anyway.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_LISTINGS_STALE_TIME_MS } from '@common/listing-constants.ts';
import { SharedTtlCache } from '../../lib/shared-ttl-cache.ts';
import { approvedListingsVersion } from '../listings/count-cache.ts';

// Each render of a busy page holds up the requests that arrive during it (it is CPU on the event loop: about
// 10 ms for the default browse page), so the fewer renders the shorter the tail: with 5 s the HTML browse page's
// p99 at a million listings was twice the JSON's, a render every 5 s (docs/performance.md). Half the browser's
// fresh time for public listing data (15 s) keeps a kept page fresh when it hydrates, so it does not refetch at once.
export const ANONYMOUS_PAGE_TTL_MS = PUBLIC_LISTINGS_STALE_TIME_MS / 2;
// A rendered browse page is about 150 kB: 200 of them stay under 30 MB a process.
const MAX_PAGES = 200;
// A page up to a minute past that is still answered at once while one render refreshes it.
export const ANONYMOUS_PAGE_STALE_MS = 60_000;

export interface AnsweredPage {
  status: number;
  html: string;
  setCookies: string[];
  /** False when the page may differ between visitors or renders (the shell after a failed render). */
  isShareable: boolean;
  /** Sent with `X-Robots-Tag: noindex` (a sold or withdrawn listing, ADR 0032). */
  isNoIndex?: boolean;
}

const caches = new WeakMap<FastifyInstance, SharedTtlCache<AnsweredPage>>();

/** True when the request carries no session cookie, so its page is the one every such visitor gets. */
export function isAnonymous(request: FastifyRequest): boolean {
  return !request.headers.cookie?.includes(request.server.sessionCookieName);
}

/** The page for an anonymous visitor, from this process's cache when it is a few seconds old at most. */
export function cachedAnonymousPage(app: FastifyInstance, url: string, answer: () => Promise<AnsweredPage>): Promise<AnsweredPage> {
  let cache = caches.get(app);
  if (!cache) {
    cache = new SharedTtlCache(ANONYMOUS_PAGE_TTL_MS, MAX_PAGES, ANONYMOUS_PAGE_STALE_MS);
    caches.set(app, cache);
  }
  return cache.get(`${approvedListingsVersion(app.db)} ${url}`, answer, (page) => page.isShareable && page.setCookies.length === 0);
}
