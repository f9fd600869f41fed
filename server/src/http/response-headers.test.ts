import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from '../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { API_CACHE_CONTROL, PERMISSIONS_POLICY } from './response-headers.ts';

let testApp: TestApp;
let buyer: TestUser;
let seller: TestUser;
let listingId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  buyer = await testApp.makeUser();
  seller = await testApp.makeUser({ role: 'seller' });
  listingId = (await makeListing(testApp, { sellerId: seller.id, contactEmail: 'owner@example.com' })).id;
  await testApp.request({ method: 'PUT', url: `/api/favorites/${listingId}`, cookie: buyer.cookie });
});
afterAll(async () => {
  await testApp.close();
});

describe('response headers', () => {
  it.each([
    ['the session', '/api/session', 'buyer'],
    ['the profile', '/api/profile', 'buyer'],
    ['favourites', '/api/favorites', 'buyer'],
    ['favourite ids', '/api/favorites/ids', 'buyer'],
    ["a listing's detail with its contact details, for its seller", 'listing', 'seller'],
  ] as const)('keep personal JSON out of every cache: %s', async (_label, url, who) => {
    const response = await testApp.request({ method: 'GET', url: url === 'listing' ? `/api/listings/${listingId}` : url, cookie: (who === 'buyer' ? buyer : seller).cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(API_CACHE_CONTROL);
  });

  it('send no-store on API errors too, and leave a route its own caching (public covers)', async () => {
    expect((await testApp.request({ method: 'GET', url: '/api/profile' })).headers['cache-control']).toBe(API_CACHE_CONTROL);
    const cover = await testApp.request({ method: 'GET', url: `/api/listings/${listingId}/cover.svg` });
    expect(cover.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('switch off browser features the site does not use, on API answers and pages alike', async () => {
    for (const url of ['/api/categories', '/no-such-page', `/api/listings/${listingId}/cover.svg`]) {
      const response = await testApp.request({ method: 'GET', url });
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/geolocation=\(\)/);
  });

  it("carry helmet's security headers on API answers, errors and pages, with the site's policy", async () => {
    for (const [url, status] of [['/api/categories', 200], ['/api/profile', 401], ['/api/no-such-route', 404], ['/no-such-page', 404]] as const) {
      const response = await testApp.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy'], url).toContain("connect-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
