// Routes that are deliberately not in the OpenAPI document. Keep this list short: every other route must be
// documented, so the fuzzer and the permission table see it the day it is added.
import type { Operation } from './operations.ts';

export interface ExemptRoute {
  method: 'GET';
  path: string;
  /** Why it is not part of the JSON API. */
  reason: string;
  /** Path parameters, which the fuzzer still attacks. */
  pathParameters?: string[];
}

export const exemptRoutes: ExemptRoute[] = [
  { method: 'GET', path: '/api/listings/{id}/cover.svg', reason: 'an image for <img> tags', pathParameters: ['id'] },
  { method: 'GET', path: '/api/listings/{id}/cover.png', reason: 'an image for link previews', pathParameters: ['id'] },
  { method: 'GET', path: '/media/photos/{folder}/{file}', reason: "a public photo's file for <img> tags (ADR 0035)", pathParameters: ['folder', 'file'] },
  { method: 'GET', path: '/api/listings/{id}/photos/{photoId}/{file}', reason: 'a private photo file for <img> tags, checked per viewer (ADR 0035)', pathParameters: ['id', 'photoId', 'file'] },
  { method: 'GET', path: '/api/docs', reason: 'the OpenAPI document itself' },
  { method: 'GET', path: '/robots.txt', reason: 'for crawlers' },
  { method: 'GET', path: '/sitemap.xml', reason: 'for crawlers' },
  { method: 'GET', path: '/favicon.ico', reason: 'a redirect for browsers that ask for the old icon name' },
  { method: 'GET', path: '/api/realtime', reason: 'the WebSocket upgrade (ADR 0011); a plain GET is answered 426' },
];

/** The exempt routes that take input, as operations the fuzzer can attack (their parameters are free text). */
export function exemptOperationsWithParameters(): Operation[] {
  return exemptRoutes
    .filter((route) => route.pathParameters !== undefined)
    .map((route) => ({
      method: route.method,
      path: route.path,
      pathParameters: (route.pathParameters ?? []).map((name) => ({ name, schema: { type: 'string' }, isRequired: true })),
      queryParameters: [],
      contentTypes: [],
    }));
}
