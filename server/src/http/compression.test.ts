// Issue 12: the built SPA's files go out precompressed and cached by their kind, answers made per request are
// compressed when large enough, and page paths the SPA does not know answer 404 (ARCHITECTURE §7).
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/api.ts';
import { makeListing } from '../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { HASHED_ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL, PUBLIC_FILE_CACHE_CONTROL } from './response-headers.ts';
import { makeWebRoot, type WebRoot } from '../../test/web-root.ts';

// A built SPA in miniature: what `vite build` writes, with the .br and .gz files its compression step adds.
const indexHtml = `<!doctype html><html lang="en"><head><title>BizBazaar</title><meta name="description" content="x" /></head>
<body><div id="root"></div>${'<!-- padding past the compression threshold -->'.repeat(40)}</body></html>`;
const script = Buffer.from(`export const greeting = ${JSON.stringify('namaste '.repeat(500))};\n`);
const SCRIPT_PATH = '/assets/index-Bx7Qm2Lp.js';

let webRoot: WebRoot;
let testApp: TestApp;
let seller: TestUser;
let approvedListingId: string;

beforeAll(async () => {
  webRoot = makeWebRoot({
    'index.html': indexHtml,
    [SCRIPT_PATH]: script,
    [`${SCRIPT_PATH}.br`]: brotliCompressSync(script),
    [`${SCRIPT_PATH}.gz`]: gzipSync(script),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  testApp = await createTestApp({ webRoot: webRoot.path });
  seller = await testApp.makeUser({ role: 'seller' });
  approvedListingId = (await makeListing(testApp, { sellerId: seller.id })).id;
});
afterAll(async () => {
  await testApp.close();
  webRoot.remove();
});

function get(url: string, acceptEncoding?: string, cookie?: string) {
  return testApp.request({ method: 'GET', url, cookie, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

/** The body as the browser sees it once it has undone the Content-Encoding. */
function decodedBody(response: LightMyRequestResponse): Buffer {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  expect(encoding).toBeUndefined();
  return raw;
}

describe('static files of the build', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ] as const)('send the precompressed variant the client accepts (Accept-Encoding %s → %s)', async (acceptEncoding, expected) => {
    const response = await get(SCRIPT_PATH, acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decodedBody(response).equals(script)).toBe(true);
    if (expected) expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('cache hashed assets for a year as immutable, other public files for an hour', async () => {
    expect((await get(SCRIPT_PATH, 'br')).headers['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);
    expect((await get(SCRIPT_PATH)).headers['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);
    expect(HASHED_ASSET_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe(PUBLIC_FILE_CACHE_CONTROL);
  });

  it('answer a missing asset with 404, not the SPA page', async () => {
    const response = await get('/assets/index-gone.js');
    expect(response.statusCode).toBe(404);
  });
});

describe('pages', () => {
  it('are HTML revalidated on every visit, compressed when the client accepts it', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const response = await get('/listings?search=chai', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(response.headers['content-encoding']).toBe(acceptEncoding);
      expect(decodedBody(response).toString()).toContain('<div id="root"></div>');
    }
  });

  it('allow fonts from the site itself only (the self-hosted web font)', async () => {
    const csp = (await get('/')).headers['content-security-policy'];
    expect(csp).toMatch(/font-src 'self'(;|$)/);
  });

  it.each([
    '/',
    '/listings',
    '/listings/',
    '/LISTINGS',
    '/categories',
    '/about',
    '/terms',
    '/privacy',
    '/auth',
    '/create-listing',
    '/favorites',
    '/notifications',
    '/dashboard',
    `/dashboard/inquiries/${randomUUID()}`,
    '/admin',
    '/profile',
    '/profile/edit',
    `/listing/${randomUUID()}/edit`,
  ])('answer the SPA\'s page %s with 200', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it("answer an approved listing's page with 200", async () => {
    expect((await get(`/listing/${approvedListingId}`)).statusCode).toBe(200);
  });

  it.each(['/no-such-page', '/listing', '/listing/not-a-uuid', `/listing/${randomUUID()}`, `/listing/${randomUUID()}/edit/more`, '/dashboard/inquiries', '/profile/edit/x', '/index'])(
    'answer %s with the SPA page and status 404, so it shows its 404 page',
    async (path) => {
      const response = await get(path, 'gzip');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(decodedBody(response).toString()).toContain('<div id="root"></div>');
    },
  );
});

describe('API answers', () => {
  it.each(['br', 'gzip', undefined] as const)('above %s bytes are compressed (Accept-Encoding %s)', async (acceptEncoding) => {
    const plain = await get('/api/docs');
    const response = await get('/api/docs', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBe(acceptEncoding);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(decodedBody(response).equals(plain.rawPayload)).toBe(true);
    if (acceptEncoding) expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('below the threshold go out as they are', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('keep the error shape, compressed or not', async () => {
    const missing = await get('/api/no-such-endpoint', 'br');
    expect(errorOf(missing, 404).code).toBe('NOT_FOUND');
    const invalid = await get('/api/listings?limit=oops', 'br');
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(decodedBody(invalid).toString()).error.code).toBe('VALIDATION_FAILED');
  });

  it('leave covers (PNG, compressed already) alone', async () => {
    const response = await get(`/api/listings/${approvedListingId}/cover.png`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
