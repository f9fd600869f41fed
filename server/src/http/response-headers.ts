// Headers every answer carries, beside helmet's. API answers may be personal (the session, a profile,
// favourites, a listing's contact details for an entitled buyer), so none is stored by a browser or a shared
// cache unless its route says otherwise (covers, for one, are public and set their own Cache-Control).
import type { FastifyInstance } from 'fastify';

export const API_CACHE_CONTROL = 'private, no-store';

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
