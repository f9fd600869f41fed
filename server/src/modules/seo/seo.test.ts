// Server-filled page heads for crawlers and link previews, sitemap.xml and robots.txt; the SPA answers every
// other page and /api answers JSON 404s.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/api.ts';
import { makeListing, type ListingOverrides } from '../../../test/factories.ts';
import { createTestApp, PUBLIC_URL, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { makeWebRoot, type WebRoot } from '../../../test/web-root.ts';

let webRoot: WebRoot;
let testApp: TestApp;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  webRoot = makeWebRoot();
  testApp = await createTestApp({ webRoot: webRoot.path });
  seller = await testApp.makeUser({ role: 'seller' });
  admin = await testApp.makeUser({ role: 'admin' });
});
afterAll(async () => {
  await testApp.close();
  webRoot.remove();
});

function sellersListing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, { sellerId: seller.id, ...overrides });
}

function page(path: string, viewer?: TestUser) {
  return testApp.request({ method: 'GET', url: path, cookie: viewer?.cookie });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];

describe('listing pages', () => {
  it('fill the head with the listing title and price, a canonical link and a preview image', async () => {
    const listing = await sellersListing({
      title: 'Chai stall in Pune',
      description: 'A busy tea stall near the station.',
      location: 'Pune, Maharashtra',
      askingPrice: 12_00_000_00,
    });
    const response = await page(`/listing/${listing.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(titleOf(html)).toBe('Chai stall in Pune · ₹12,00,000 · BizBazaar');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/listing/${listing.id}" />`);
    expect(metaContent(html, 'property="og:image"')).toBe(`${PUBLIC_URL}/api/listings/${listing.id}/cover.png`);
    expect(metaContent(html, 'name="twitter:image"')).toBe(`${PUBLIC_URL}/api/listings/${listing.id}/cover.png`);
    expect(metaContent(html, 'property="og:type"')).toBe('product');
    expect(metaContent(html, 'name="description"')).toBe('Pune, Maharashtra. A busy tea stall near the station.');
    expect(html).not.toContain('Placeholder description');
    // The page is still the SPA.
    expect(html).toContain('<div id="root"></div>');
  });

  it('use the uploaded image when there is one and escape what the seller typed', async () => {
    const listing = await sellersListing({ title: 'Tom & Jerry\'s "Cafe" <b>', featuredImageUrl: 'https://images.example.com/cafe.jpg' });
    const html = (await page(`/listing/${listing.id.toUpperCase()}`)).body;
    expect(titleOf(html)).toBe('Tom &#38; Jerry&#39;s &#34;Cafe&#34; &#60;b&#62; · ₹12,00,000 · BizBazaar');
    expect(html).not.toContain('<b>');
    expect(metaContent(html, 'property="og:image"')).toBe('https://images.example.com/cafe.jpg');
  });

  it("do not leak a pending listing's title to visitors, while its owner and admins see it", async () => {
    const title = `Secret pending bakery ${randomUUID()}`;
    const listing = await sellersListing({ title, description: 'Unreleased description', status: 'pending' });
    const anonymous = await page(`/listing/${listing.id}`);
    // The SPA shows "Listing not found" to this visitor: the status says so too.
    expect(anonymous.statusCode).toBe(404);
    expect(titleOf(anonymous.body)).toBe('Listing not found · BizBazaar');
    expect(anonymous.body).not.toContain(title);
    expect(anonymous.body).not.toContain('Unreleased description');
    expect(anonymous.body).not.toContain('og:image');

    for (const viewer of [seller, admin]) {
      const response = await page(`/listing/${listing.id}`, viewer);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toContain(title);
    }
  });

  it('answer an unknown listing with the SPA, a "not found" title and status 404', async () => {
    const response = await page(`/listing/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('Listing not found · BizBazaar');
  });
});

describe('other pages', () => {
  it('get the default head and a canonical link of their own', async () => {
    const response = await page('/listings?search=chai');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('BizBazaar · Buy and Sell Businesses in India');
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/listings" />`);
  });

  it('answer an unknown page path with index.html and status 404, for the SPA to show its own 404 page', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answer an unknown /api path with a JSON 404, never the SPA', async () => {
    for (const path of ['/api/no-such-endpoint', '/api/listings/x/y/z', '/api']) {
      const response = await page(path);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorOf(response, 404).code).toBe('NOT_FOUND');
    }
    const post = await testApp.request({ method: 'POST', url: '/no/such/page' });
    expect(errorOf(post, 404).code).toBe('NOT_FOUND');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and approved listings only', async () => {
    const approved = await sellersListing();
    const pending = await sellersListing({ status: 'pending' });
    const rejected = await sellersListing({ status: 'rejected' });
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/listings</loc></url>`);
    expect(xml).toMatch(new RegExp(`<url><loc>${PUBLIC_URL}/listing/${approved.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+Z</lastmod></url>`));
    expect(xml).not.toContain(pending.id);
    expect(xml).not.toContain(rejected.id);
  });

  it('point crawlers to the sitemap and away from private areas', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /admin');
  });
});
