// Public pages arrive server-rendered with their data (ADR 0018): the renderer is web/src/entry-server.tsx,
// imported from source here (production loads its build from dist/server).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '@common/money.ts';
import * as entryServer from '../../../../web/src/entry-server.tsx';
import { makeListing, type ListingOverrides } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { makeWebRoot, type WebRoot } from '../../../test/web-root.ts';

let webRoot: WebRoot;
let testApp: TestApp;
const errorLogLines: string[] = [];
/** Set by the test of a failing render: the next render throws this. */
let nextRenderFailure: Error | undefined;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  webRoot = makeWebRoot();
  testApp = await createTestApp({
    webRoot: webRoot.path,
    logger: true,
    config: { logLevel: 'error' },
    logStream: { write: (line: string) => void errorLogLines.push(line) },
    pageRenderer: {
      renderPage: (options) => {
        const failure = nextRenderFailure;
        nextRenderFailure = undefined;
        return failure ? Promise.reject(failure) : entryServer.renderPage(options);
      },
    },
  });
  seller = await testApp.makeUser({ role: 'seller', fullName: 'Meera Seller' });
  buyer = await testApp.makeUser({ role: 'buyer', fullName: 'Arjun Buyer' });
});
afterAll(async () => {
  await testApp.close();
  webRoot.remove();
});

function sellersListing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, { sellerId: seller.id, status: 'approved', ...overrides });
}

function page(path: string, viewer?: TestUser) {
  return testApp.request({ method: 'GET', url: path, cookie: viewer?.cookie });
}

const STATE_BLOCK = /<script type="application\/json" id="bizbazaar-page-state">([^<]*)<\/script>/;

/** The page's markup inside <div id="root"> (up to the data block). */
function appHtmlOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

function stateOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const json = STATE_BLOCK.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? '') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

describe('public pages', () => {
  it('/listings with a search arrives with the matching listings, the heading and the data they came from', async () => {
    const word = `tandoor${randomUUID().slice(0, 8)}`;
    await sellersListing({ title: `Busy ${word} restaurant in Delhi` });
    await sellersListing({ title: `Quiet ${word} kitchen in Agra` });
    const other = await sellersListing({ title: `Unrelated bookshop ${randomUUID()}` });
    const response = await page(`/listings?search=${word}`);
    expect(response.statusCode).toBe(200);
    const html = appHtmlOf(response.body);
    expect(html).toContain('Business Listings');
    expect(html).toContain('Discover profitable businesses for sale across India.');
    expect(html).toContain(`Busy ${word} restaurant in Delhi`);
    expect(html).toContain(`Quiet ${word} kitchen in Agra`);
    expect(html).toContain('2 businesses found');
    expect(html).not.toContain(other.title);
    // No skeleton: the results are there.
    expect(html).not.toContain('Loading...');
    const keys = stateOf(response.body).queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['session']);
    expect(keys).toContainEqual(['categories']);
    // A search's default order is relevance (ADR 0029).
    expect(keys).toContainEqual(['listings', 'browse', { search: word, sort: 'relevance', order: 'desc' }]);
    // The page reads without script: no "needs JavaScript" notice.
    expect(response.body).not.toContain('<noscript>');
  });

  it("shows a seller's paragraphs isolated, so a bidi override in them reorders nothing around them (ADR 0025)", async () => {
    const description = 'Invoices attached: \u202eexe.fdp\nSecond line';
    const listing = await sellersListing({ description, reasonForSelling: 'Moving \u2067abroad', liabilities: 'Loan \u202dof ₹5 L' });
    const html = appHtmlOf((await page(`/listing/${listing.id}`)).body);
    for (const text of [description, 'Moving \u2067abroad', 'Loan \u202dof ₹5 L']) {
      expect(html).toMatch(new RegExp(`<p dir="auto" class="user-text[^"]*">${text}</p>`));
    }
    // The browse card shows no description since issue 25 (title, city and figures only): nothing of it there.
    const browseHtml = appHtmlOf((await page('/listings')).body);
    expect(browseHtml).toContain(listing.title);
    expect(browseHtml).not.toContain('Invoices attached');
  });

  it('a listing page arrives with its title, price and description', async () => {
    const listing = await sellersListing({ title: 'Chai stall in Pune', description: 'A busy tea stall near the station.', askingPrice: 12_00_000_00 });
    const response = await page(`/listing/${listing.id}`);
    expect(response.statusCode).toBe(200);
    const html = appHtmlOf(response.body);
    expect(html).toContain('<h1');
    expect(html).toContain('Chai stall in Pune');
    expect(html).toContain(formatInr(12_00_000_00));
    expect(html).toContain('A busy tea stall near the station.');
    expect(html).toContain('Meera Seller');
    // The server-filled head still works.
    expect(response.body).toContain('<title>Chai stall in Pune · ₹12,00,000 · BizBazaar</title>');
  });

  it('/, /categories and /about arrive with their content', async () => {
    const listing = await sellersListing({ title: `Featured dhaba ${randomUUID()}`, viewsCount: 1_000_000 });
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    const homeHtml = appHtmlOf(home.body);
    expect(homeHtml).toContain('Featured Businesses');
    expect(homeHtml).toContain('Browse by Industry');
    expect(homeHtml).toContain('Looking for an Exit?');
    expect(homeHtml).toContain(listing.title);

    const categories = await page('/categories');
    expect(categories.statusCode).toBe(200);
    const categoriesHtml = appHtmlOf(categories.body);
    expect(categoriesHtml).toContain('Browse by Category');
    for (const name of ['Technology', 'Food &amp; Beverage', 'Healthcare']) expect(categoriesHtml).toContain(name);

    const about = await page('/about');
    expect(about.statusCode).toBe(200);
    expect(appHtmlOf(about.body)).toContain('About BizBazaar');
    expect(appHtmlOf(about.body)).toContain('Our mission');
  });

  it("shows a signed-in visitor's own navigation and session in the page", async () => {
    const response = await page('/listings', buyer);
    expect(response.statusCode).toBe(200);
    const session = stateOf(response.body).queries.find((query) => query.queryKey[0] === 'session');
    expect(session?.state.data).toMatchObject({ profile: { id: buyer.id } });
    expect(appHtmlOf(response.body)).not.toContain('>Sign In<');
    // A listing page shows the buyer's inquiry card, not its skeleton.
    const listing = await sellersListing({ title: `Dosa corner ${randomUUID()}` });
    const listingPage = await page(`/listing/${listing.id}`, buyer);
    expect(appHtmlOf(listingPage.body)).toContain(listing.title);
    expect(appHtmlOf(listingPage.body)).not.toContain('aria-busy="true"');
  });
});

describe('the sign-in page (issue 24)', () => {
  it('arrives with a form that posts itself, carrying `next` and naming a failure the query gives', async () => {
    const response = await page('/auth?next=%2Ffavorites&signInFailed=credentials');
    expect(response.statusCode).toBe(200);
    const html = appHtmlOf(response.body);
    // The page's own form, in <main> (the header has the theme switch's form, ADR 0039).
    const form = /<form[^>]*>/.exec(html.slice(html.indexOf('<main')))?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/auth/sign-in/email"');
    expect(html).toContain('<input type="hidden" name="next" value="/favorites"/>');
    expect(html).toMatch(/name="email"/);
    expect(html).toMatch(/name="password"/);
    expect(html).toContain('Error signing in');
    expect(html).toContain('Invalid email or password');
    // A `next` that would leave the site is not carried, and an unknown failure says nothing.
    const foreign = appHtmlOf((await page('/auth?next=%2F%2Fevil.example&signInFailed=whatever')).body);
    expect(foreign).not.toContain('name="next"');
    expect(foreign).not.toContain('Error signing in');
  });

  it('is not drawn for a signed-in visitor, who is sent on by the script as before', async () => {
    const lines = errorLogLines.length;
    const response = await page('/auth?next=%2Ffavorites', buyer);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Welcome to BizBazaar');
    expect(errorLogLines.slice(lines).join('')).not.toContain('server rendering failed');
  });
});

describe('pages not found', () => {
  it('an unapproved listing answers 404 to a visitor, with "Listing not found" and nothing of the listing', async () => {
    const title = `Secret pending bakery ${randomUUID()}`;
    const listing = await sellersListing({ title, status: 'pending' });
    const response = await page(`/listing/${listing.id}`);
    expect(response.statusCode).toBe(404);
    expect(appHtmlOf(response.body)).toContain('Listing not found');
    expect(response.body).not.toContain(title);
    // Its owner sees it.
    const own = await page(`/listing/${listing.id}`, seller);
    expect(own.statusCode).toBe(200);
    expect(appHtmlOf(own.body)).toContain(title);
  });

  it('an unknown path answers 404 with the 404 page', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    const html = appHtmlOf(response.body);
    expect(html).toContain('404');
    expect(html).toContain('Oops! Page not found');
  });
});

describe('safety', () => {
  it('escapes what a seller typed, in the markup and in the data block', async () => {
    const title = `Tom & Jerry's </script><script>alert(1)</script> <!-- cafe ${randomUUID()}`;
    const listing = await sellersListing({ title });
    const response = await page(`/listing/${listing.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<!-- cafe');
    expect(appHtmlOf(response.body)).toContain('Tom &amp; Jerry&#x27;s &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- cafe');
    const json = STATE_BLOCK.exec(response.body)?.[1] ?? '';
    expect(json).toContain('Tom \\u0026 Jerry');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).not.toMatch(/[<>&]/);
    // The block parses back to the title as typed.
    const detail = stateOf(response.body).queries.find((query) => query.queryKey[1] === 'detail');
    expect(detail?.state.data).toMatchObject({ title });
  });

  it('has no inline executable script, and the same CSP as a page rendered in the browser', async () => {
    const rendered = await page('/listings');
    const shell = await page('/dashboard');
    // /dashboard is a signed-in page: the shell, rendered in the browser.
    expect(shell.body).toContain('<div id="root"></div>');
    expect(rendered.body).not.toContain('<div id="root"></div>');
    const scripts = rendered.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script).toMatch(/\bsrc="|type="application\/json"/);
    const csp = rendered.headers['content-security-policy'];
    expect(csp).toBe(shell.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(String(csp)).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('a render that fails', () => {
  it('is logged and answered with the shell, never an error page', async () => {
    nextRenderFailure = new Error('render exploded');
    // A page no earlier test asked for: visitors without a session share a page for a few seconds.
    const url = '/listings?sort=views';
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<noscript>');
    expect(errorLogLines.join('')).toContain('render exploded');
    // The next visitor gets the rendered page again.
    expect(appHtmlOf((await page(url)).body)).toContain('Business Listings');
  });
});
