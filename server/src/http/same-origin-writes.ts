// Every write (any method but GET, HEAD and OPTIONS; the API and /api/auth/* alike) must come from the app's own
// pages (ADR 0022). SameSite=Lax cookies stop another site, but not a page on the same site (another port or
// subdomain), and a form or a no-cors fetch needs no preflight: only the request's own headers tell.
// - Origin: browsers send it on every cross-origin write ("null" from sandboxed frames and some redirects).
// - Sec-Fetch-Site: sent by current browsers on every request; a write from our pages says "same-origin".
// A request with neither comes from no browser (curl, a server), which cannot ride on a visitor's cookie, so it
// passes on to the route's own checks, as in Go 1.25's CrossOriginProtection.
// - Content-Type: a write carries only the types its route declares (`schema.consumes`, JSON by default).
//   text/plain, form encodings and multipart are what a foreign form can send without a preflight; a body-less
//   one never reaches a body parser, so the header itself is checked.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from './errors.ts';

/** What a route takes when it declares nothing: the JSON of json-body.ts. */
export const DEFAULT_WRITE_CONTENT_TYPES: readonly string[] = ['application/json'];

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isWrite = (method: string) => !READ_METHODS.has(method);

const FOREIGN_ORIGIN_MESSAGE = "Changes can only be made from BizBazaar's own pages.";

/** Whether the browser says the request comes from another origin; a request that names none does not. */
export function isFromForeignOrigin(headers: FastifyRequest['headers'], allowedOrigin: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  // "none" is a request the user started outside any page (a bookmark, the address bar): no page of ours writes
  // that way, so it is refused with the rest (ADR 0022).
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return true;
  // A form our own page posts (issue 24) says "Origin: null": with our Referrer-Policy (no-referrer) the browser
  // hides the origin of a navigation's POST. Sec-Fetch-Site, which no page can set, still says same-origin; a
  // sandboxed frame's "null" comes with cross-site and is refused above.
  if (fetchSite === 'same-origin' && headers.origin === 'null') return false;
  return headers.origin !== undefined && headers.origin !== allowedOrigin;
}

/** The media type of a Content-Type header, lower-cased and without parameters: "application/json". */
export const mediaTypeOf = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase();

function unsupportedMediaType(accepted: readonly string[]) {
  return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send this request as ${accepted.join(' or ')} (the Content-Type header).`);
}

export function registerSameOriginWrites(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const allowedOrigin = new URL(publicUrl).origin;
  // Only the JSON parser of json-body.ts (and a route's declared parser) may read a body: Fastify's default
  // text/plain parser is what let a foreign form's body through.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (!isWrite(request.method)) return;
    if (isFromForeignOrigin(request.headers, allowedOrigin)) throw forbidden(FOREIGN_ORIGIN_MESSAGE);
    const contentType = request.headers['content-type'];
    // No Content-Type: no body to read (with a body, Fastify itself answers 415 for want of a parser).
    if (contentType === undefined) return;
    const accepted = request.routeOptions.schema?.consumes ?? DEFAULT_WRITE_CONTENT_TYPES;
    if (!accepted.includes(mediaTypeOf(contentType))) throw unsupportedMediaType(accepted);
  });
}
