// Headers every answer carries: helmet's security headers, and these. API answers may be personal (the session,
// a profile, favourites, a listing's contact details for an entitled buyer), so none is stored by a browser or a
// shared cache unless its route says otherwise (covers, for one, are public and set their own Cache-Control).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const API_CACHE_CONTROL = 'private, no-store';

// The SPA's caching, all in this one place (ADR 0017). Vite names the files under /assets/ by their content's
// hash, so a new build gives new names and a browser may keep the old ones for good. The HTML page names
// those files, so it is checked with the server on each visit (no-cache: revalidated, not refetched whole
// when unchanged). Other public files (favicon.svg) keep their names across builds: an hour.
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'no-cache';
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** The Cache-Control of a file of the built SPA, by its path under the web root. */
export function cacheControlForWebFile(relativePath: string): string {
  // A precompressed variant (app.js.br) is cached like the file it stands for.
  const path = relativePath.replaceAll('\\', '/').replace(/^\//, '').replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return HASHED_ASSET_CACHE_CONTROL;
  if (path.endsWith('.html')) return PAGE_CACHE_CONTROL;
  return PUBLIC_FILE_CACHE_CONTROL;
}

// Powerful browser features the site never uses are switched off for it and for anything it embeds; the
// share button needs Web Share, "copy link" the clipboard.
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'clipboard-write=(self)',
  'web-share=(self)',
].join(', ');

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function registerResponseHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
  });
}

/**
 * helmet's headers (the Content-Security-Policy, HSTS, nosniff and the rest) on every answer. helmet's middleware
 * is built once here: @fastify/helmet built it again for every request, parsing the policy each time, which was
 * 3 % of the server's CPU at 500 chat messages a second (docs/performance.md, Realtime).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const applyHelmet = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
