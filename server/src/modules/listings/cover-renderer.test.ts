// Cover PNGs: drawn once per listing version, off the main thread, a bounded number at a time, and never
// handed from the cache to someone who may not see the listing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/api.ts';
import { makeListing, type ListingOverrides } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { businessListings, categories } from '../../db/schema.ts';
import { renderCoverPng } from './cover-png.ts';
import { CoverPngRenderer, CoverRendererBusyError, coverPngRenderer, MAX_CONCURRENT_RENDERS, MAX_QUEUED_RENDERS } from './cover-renderer.ts';
import { renderListingCover } from './listing-cover.ts';

let testApp: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await testApp.makeUser({ role: 'seller' });
  buyer = await testApp.makeUser({ role: 'buyer' });
});
afterAll(() => testApp.close());

/** A listing whose cover nobody has drawn yet: covers are cached by content, and each listing's pattern is its own. */
function uncoveredListing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, { sellerId: seller.id, title: `Cover test ${randomUUID().slice(0, 8)}`, ...overrides });
}

function coverPng(id: string, options: { query?: string; viewer?: TestUser } = {}) {
  return testApp.request({ method: 'GET', url: `/api/listings/${id}/cover.png${options.query ?? ''}`, cookie: options.viewer?.cookie });
}

/** An SVG that takes resvg a few hundred milliseconds (noise over a large area), distinct per label. */
function slowSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><filter id="f"><feTurbulence baseFrequency="0.05" numOctaves="5"/></filter><rect width="400" height="400" filter="url(#f)"/><!-- ${label} --></svg>`;
}

async function waitUntil(condition: () => boolean) {
  for (let attempt = 0; attempt < 2000 && !condition(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(condition()).toBe(true);
}

describe('GET /api/listings/:id/cover.png', () => {
  it('draws a cover once: a second request, with another query string, comes from the cache', async () => {
    const listing = await uncoveredListing();
    const rendersBefore = coverPngRenderer.stats.renders;
    const first = await coverPng(listing.id, { query: '?v=1' });
    const second = await coverPng(listing.id, { query: '?utm_source=whatsapp&v=2' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(coverPngRenderer.stats.renders - rendersBefore).toBe(1);
    expect([first.headers['x-cover-cache'], second.headers['x-cover-cache']]).toEqual(['miss', 'hit']);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('draws a new cover with a new ETag when the category changes', async () => {
    const listing = await uncoveredListing();
    const before = await coverPng(listing.id);
    const pharmacy = await testApp.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'pharmacy'));
    await testApp.database.db.update(businessListings).set({ categoryId: pharmacy[0]?.id }).where(eq(businessListings.id, listing.id));
    const rendersBefore = coverPngRenderer.stats.renders;
    const after = await coverPng(listing.id);
    expect(after.statusCode).toBe(200);
    expect(coverPngRenderer.stats.renders - rendersBefore).toBe(1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it('draws once for many simultaneous requests for the same new cover', async () => {
    const listing = await uncoveredListing();
    const rendersBefore = coverPngRenderer.stats.renders;
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => coverPng(listing.id, { query: `?v=${index}` })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(coverPngRenderer.stats.renders - rendersBefore).toBe(1);
    for (const response of responses) expect(response.rawPayload.equals(responses[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
  });

  it(`draws at most ${MAX_CONCURRENT_RENDERS} covers at once, while the event loop keeps turning`, async () => {
    const listings = await Promise.all(Array.from({ length: 8 }, () => uncoveredListing()));
    let turnsDuringRenders = 0;
    let mostActiveSeen = 0;
    let isWatching = true;
    // A 1 ms timer: with drawing on the main thread no turn could happen while a cover is being drawn.
    const watch = () => {
      if (!isWatching) return;
      const active = coverPngRenderer.activeRenders;
      if (active > 0) turnsDuringRenders += 1;
      mostActiveSeen = Math.max(mostActiveSeen, active);
      setTimeout(watch, 1);
    };
    watch();
    const rendersBefore = coverPngRenderer.stats.renders;
    const responses = await Promise.all(listings.map((listing) => coverPng(listing.id)));
    isWatching = false;
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(coverPngRenderer.stats.renders - rendersBefore).toBe(8);
    expect(mostActiveSeen).toBeGreaterThan(0);
    expect(mostActiveSeen).toBeLessThanOrEqual(MAX_CONCURRENT_RENDERS);
    expect(coverPngRenderer.stats.peakActiveRenders).toBeLessThanOrEqual(MAX_CONCURRENT_RENDERS);
    expect(turnsDuringRenders).toBeGreaterThanOrEqual(3);
  });

  it('answers other requests while covers are being drawn', async () => {
    const drawings = Array.from({ length: MAX_CONCURRENT_RENDERS }, () => coverPngRenderer.render(slowSvg(randomUUID())));
    await waitUntil(() => coverPngRenderer.activeRenders === MAX_CONCURRENT_RENDERS);
    const categories = await testApp.request({ method: 'GET', url: '/api/categories' });
    const browse = await testApp.request({ method: 'GET', url: '/api/listings' });
    expect([categories.statusCode, browse.statusCode]).toEqual([200, 200]);
    expect(coverPngRenderer.activeRenders).toBe(MAX_CONCURRENT_RENDERS); // still drawing
    await Promise.all(drawings);
  });

  it('answers 503 with Retry-After, not cacheable, when the render queue is full', async () => {
    const listing = await uncoveredListing();
    const capacity = MAX_CONCURRENT_RENDERS + MAX_QUEUED_RENDERS;
    const drawings = Array.from({ length: capacity }, () => coverPngRenderer.render(slowSvg(randomUUID())));
    const response = await coverPng(listing.id);
    expect(errorOf(response, 503)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('try again') });
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    await Promise.all(drawings);
    expect((await coverPng(listing.id)).statusCode).toBe(200);
  });

  it("never hands a pending listing's cached cover to anyone but its seller", async () => {
    const pending = await uncoveredListing({ status: 'pending' });
    const own = await coverPng(pending.id, { viewer: seller });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const rendersBefore = coverPngRenderer.stats.renders;
    expect(errorOf(await coverPng(pending.id), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await coverPng(pending.id, { viewer: buyer, query: '?v=2' }), 404).code).toBe('NOT_FOUND');
    expect((await coverPng(pending.id, { viewer: seller, query: '?v=3' })).headers['x-cover-cache']).toBe('hit');
    expect(coverPngRenderer.stats.renders).toBe(rendersBefore);
  });
});

describe('CoverPngRenderer', () => {
  const coverSvg = (label: string) => renderListingCover({ id: label, category: { slug: 'food-beverage', name: 'Food & Beverage' } });

  it('draws the allowed number at once, queues a few and refuses the rest', async () => {
    const renderer = new CoverPngRenderer({ maxConcurrentRenders: 2, maxQueuedRenders: 1, maxCachedBytes: 10 * 1024 * 1024 });
    const drawings = ['One', 'Two', 'Three'].map((title) => renderer.render(coverSvg(title)));
    await expect(renderer.render(coverSvg('Four'))).rejects.toBeInstanceOf(CoverRendererBusyError);
    expect(renderer.activeRenders).toBe(2);
    await Promise.all(drawings);
    expect(renderer.stats).toMatchObject({ renders: 3, shed: 1, peakActiveRenders: 2 });
    expect(renderer.activeRenders).toBe(0);
    expect((await renderer.render(coverSvg('Four'))).source).toBe('miss');
  });

  it('forgets the least recently used cover when its bytes run out', async () => {
    const [a, b, c] = [coverSvg('Alpha bakery'), coverSvg('Bravo bakery'), coverSvg('Charlie bakery')];
    const [sizeA = 0, sizeB = 0, sizeC = 0] = await Promise.all([a, b, c].map(async (svg) => (await renderCoverPng(svg)).length));
    const renderer = new CoverPngRenderer({ maxConcurrentRenders: 2, maxQueuedRenders: 8, maxCachedBytes: Math.max(sizeA + sizeB, sizeA + sizeC) });
    await renderer.render(a);
    await renderer.render(b);
    expect((await renderer.render(a)).source).toBe('hit'); // b is now the least recently used
    await renderer.render(c);
    expect((await renderer.render(a)).source).toBe('hit');
    expect((await renderer.render(b)).source).toBe('miss');
    expect(renderer.stats.renders).toBe(4);
  });
});
