// Featured listings, listing detail with contact protection, creating listings, views and covers
// (SPEC §2 Home / Listing detail / Create listing, §4, §5; ARCHITECTURE §5, §7).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_PLACEHOLDER,
  FEATURED_LISTINGS_COUNT,
  type BrowseResponse,
  type CreateListingInput,
  type ListingCard,
  type ListingDetail,
} from '@common/listings.ts';
import { BIDI_CONTROL_MESSAGE } from '@common/validation.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { findCategoryId, makeCategory, makeInquiry, makeListing, makeListings, type ListingOverrides } from '../../../test/factories.ts';
import { createTestApp, nextClientAddress, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { businessListings, listingViews, profiles } from '../../db/schema.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  seller = await testApp.makeUser({ role: 'seller', fullName: 'Ravi Kumar' });
  otherSeller = await testApp.makeUser({ role: 'seller' });
  buyer = await testApp.makeUser({ role: 'buyer' });
  admin = await testApp.makeUser({ role: 'admin' });
});
afterAll(() => testApp.close());

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Listing not found' };

function sellersListing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, { sellerId: seller.id, ...overrides });
}

function getDetail(id: string, viewer?: TestUser) {
  return testApp.request({ method: 'GET', url: `/api/listings/${id}`, cookie: viewer?.cookie });
}

async function storedListing(id: string) {
  const [row] = await db.select().from(businessListings).where(eq(businessListings.id, id));
  if (!row) throw new Error(`no listing ${id}`);
  return row;
}

describe('GET /api/listings/featured', () => {
  it(`shows up to ${FEATURED_LISTINGS_COUNT} approved listings, most viewed first`, async () => {
    // Far more views than any other listing in this file, so these are the top ones.
    const rows = await makeListings(testApp, 8, (index) => ({ viewsCount: 100_000 + index * 10 }), { sellerId: seller.id });
    await sellersListing({ status: 'pending', viewsCount: 10_000_000 });
    await sellersListing({ status: 'rejected', viewsCount: 10_000_000 });
    const response = jsonOf<{ items: ListingCard[] }>(await testApp.request({ method: 'GET', url: '/api/listings/featured' }), 200);
    expect(response.items.map((item) => item.id)).toEqual(
      rows
        .slice(2)
        .reverse()
        .map((row) => row.id),
    );
    expect(response.items[0]).toMatchObject({ viewsCount: 100_070, category: { slug: 'technology', name: 'Technology' } });
  });
});

describe('GET /api/listings/:id', () => {
  it('shows an approved listing to everyone, with all its details and its seller', async () => {
    await db.update(profiles).set({ companyName: 'Kumar Ventures', verified: true }).where(eq(profiles.id, seller.id));
    const listing = await sellersListing({
      title: 'Sweet shop in Lucknow',
      description: `Famous for its laddoos. ${'Very busy. '.repeat(40)}`,
      askingPrice: 80_00_000_00,
      revenue: 60_00_000_00,
      profit: 12_00_000_00,
      establishedYear: 1998,
      employeesCount: 14,
      businessType: 'Retail',
      reasonForSelling: 'Retiring',
      assetsIncluded: ['Shop lease', 'Two ovens'],
      liabilities: 'None',
    });
    for (const viewer of [undefined, buyer, otherSeller, seller, admin]) {
      const detail = jsonOf<ListingDetail>(await getDetail(listing.id, viewer), 200);
      expect(detail).toMatchObject({
        id: listing.id,
        title: 'Sweet shop in Lucknow',
        status: 'approved',
        askingPrice: 80_00_000_00,
        revenue: 60_00_000_00,
        profit: 12_00_000_00,
        establishedYear: 1998,
        employeesCount: 14,
        businessType: 'Retail',
        reasonForSelling: 'Retiring',
        assetsIncluded: ['Shop lease', 'Two ovens'],
        liabilities: 'None',
        category: { slug: 'technology' },
        seller: { id: seller.id, fullName: 'Ravi Kumar', companyName: 'Kumar Ventures', verified: true },
      });
      // The detail page shows the whole description, not the card's 300 characters.
      expect(detail.description).toBe(listing.description);
    }
  });

  it.each(['pending', 'rejected', 'draft'] as const)('shows a %s listing only to its owner and to admins', async (status) => {
    const listing = await sellersListing({ status, rejectionReason: status === 'rejected' ? 'Blurry photos' : null });
    for (const viewer of [undefined, buyer, otherSeller]) {
      expect(errorOf(await getDetail(listing.id, viewer), 404)).toEqual(NOT_FOUND);
    }
    for (const viewer of [seller, admin]) {
      expect(jsonOf<ListingDetail>(await getDetail(listing.id, viewer), 200)).toMatchObject({ id: listing.id, status });
    }
  });

  it('answers an unknown or malformed id with "Listing not found"', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '12345', `${randomUUID()}x`]) {
      expect(errorOf(await getDetail(id), 404), id).toEqual(NOT_FOUND);
    }
  });

  it('does not leak fields outside the detail shape', async () => {
    const listing = await sellersListing({ rejectionReason: 'old reason' });
    const detail = jsonOf<Record<string, unknown>>(await getDetail(listing.id), 200);
    expect(Object.keys(detail).sort()).toEqual(
      [
        'askingPrice', 'assetsIncluded', 'availability', 'businessType', 'category', 'contactEmail', 'contactPhone',
        'createdAt', 'description', 'employeesCount', 'establishedYear', 'financialsNotice', 'id', 'imageUrl',
        'isContactVisible', 'liabilities', 'location', 'photo', 'photos', 'previousAskingPrice', 'profit', 'reasonForSelling',
        'rejectionReason', 'revenue', 'seller', 'sellerId', 'soldAt', 'status', 'title', 'viewsCount', 'websiteUrl',
      ].sort(),
    );
    expect(detail.rejectionReason).toBeNull();
  });

  it('shows why a listing was rejected to its seller and to admins only (issue 10)', async () => {
    const rejected = await sellersListing({ status: 'rejected', rejectionReason: 'Blurry photos' });
    for (const viewer of [seller, admin]) {
      expect(jsonOf<ListingDetail>(await getDetail(rejected.id, viewer), 200).rejectionReason).toBe('Blurry photos');
    }
    // A listing approved again may still hold an old reason in a row written before the rule; the public never sees it.
    const approved = await sellersListing({ status: 'approved', rejectionReason: 'Old reason' });
    for (const viewer of [undefined, buyer, otherSeller]) {
      expect(jsonOf<ListingDetail>(await getDetail(approved.id, viewer), 200).rejectionReason).toBeNull();
    }
  });
});

describe('contact protection (ARCHITECTURE §5)', () => {
  const contact = { contactEmail: 'owner@chai.example', contactPhone: '+91 98450 12345', websiteUrl: 'https://chai.example' };
  const hidden = { contactEmail: CONTACT_PLACEHOLDER, contactPhone: CONTACT_PLACEHOLDER, websiteUrl: CONTACT_PLACEHOLDER, isContactVisible: false };
  const shown = { ...contact, isContactVisible: true };

  async function contactSeenBy(listingId: string, viewer?: TestUser) {
    const { contactEmail, contactPhone, websiteUrl, isContactVisible } = jsonOf<ListingDetail>(await getDetail(listingId, viewer), 200);
    return { contactEmail, contactPhone, websiteUrl, isContactVisible };
  }

  it('hides the contact details from visitors, buyers and other sellers', async () => {
    const listing = await sellersListing(contact);
    for (const viewer of [undefined, buyer, otherSeller]) expect(await contactSeenBy(listing.id, viewer)).toEqual(hidden);
  });

  it('shows them to the owner and to admins', async () => {
    const listing = await sellersListing(contact);
    expect(await contactSeenBy(listing.id, seller)).toEqual(shown);
    expect(await contactSeenBy(listing.id, admin)).toEqual(shown);
  });

  it('shows them to a buyer once the seller has responded to their inquiry, and not before', async () => {
    const listing = await sellersListing(contact);
    const answered = await testApp.makeUser();
    const waiting = await testApp.makeUser();
    await makeInquiry(db, { listingId: listing.id, sellerId: seller.id, buyerId: answered.id, sellerResponded: true, status: 'responded' });
    await makeInquiry(db, { listingId: listing.id, sellerId: seller.id, buyerId: waiting.id, sellerResponded: false });
    expect(await contactSeenBy(listing.id, answered)).toEqual(shown);
    expect(await contactSeenBy(listing.id, waiting)).toEqual(hidden);
  });

  it('does not let an answered inquiry about one listing open the contact details of another', async () => {
    const answeredListing = await sellersListing(contact);
    const otherListing = await sellersListing(contact);
    const answered = await testApp.makeUser();
    await makeInquiry(db, { listingId: answeredListing.id, sellerId: seller.id, buyerId: answered.id, sellerResponded: true });
    expect(await contactSeenBy(otherListing.id, answered)).toEqual(hidden);
  });

  it("falls back to the seller's own e-mail and phone when the listing has none", async () => {
    await db.update(profiles).set({ phone: '+91 98860 54321' }).where(eq(profiles.id, otherSeller.id));
    const listing = await makeListing(testApp, { sellerId: otherSeller.id, contactEmail: null, contactPhone: null, websiteUrl: null });
    expect(await contactSeenBy(listing.id, otherSeller)).toEqual({
      contactEmail: otherSeller.email,
      contactPhone: '+91 98860 54321',
      websiteUrl: null,
      isContactVisible: true,
    });
    expect(await contactSeenBy(listing.id, buyer)).toEqual(hidden);
  });
});

describe('POST /api/listings', () => {
  let categoryId: string;
  beforeAll(async () => {
    categoryId = await findCategoryId(db, 'food-beverage');
  });

  const validListing = (): CreateListingInput => ({
    title: 'Cloud kitchen in Pune',
    categoryId,
    description: 'Three brands on two delivery apps.',
    location: 'Pune, Maharashtra',
    askingPrice: 35_00_000_00,
  });

  // One seller sends many listings here; the per-account limit has its own tests (rate-limit.test.ts).
  beforeEach(() => testApp.resetRateLimits());

  function create(payload: object, viewer?: TestUser): Promise<LightMyRequestResponse> {
    return testApp.request({ method: 'POST', url: '/api/listings', payload, cookie: viewer?.cookie });
  }

  it('asks visitors to sign in', async () => {
    expect(errorOf(await create(validListing()), 401).code).toBe('UNAUTHENTICATED');
  });

  it('refuses buyers', async () => {
    const error = errorOf(await create(validListing(), buyer), 403);
    expect(error).toEqual({ code: 'FORBIDDEN', message: 'Only sellers can list a business. Switch your profile to seller first.' });
  });

  it('creates a seller\'s listing as pending: hidden from the public, visible to its owner', async () => {
    const title = `Cloud kitchen ${randomUUID()}`;
    const created = jsonOf<{ id: string; status: string }>(await create({ ...validListing(), title }, seller), 201);
    expect(created).toEqual({ id: expect.any(String), status: 'pending' });

    const stored = await storedListing(created.id);
    expect(stored).toMatchObject({ sellerId: seller.id, status: 'pending', title, categoryId });

    const browse = jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: withQuery('/api/listings', { search: title }) }), 200);
    expect(browse.items).toEqual([]);
    expect(errorOf(await getDetail(created.id), 404)).toEqual(NOT_FOUND);
    expect(jsonOf<ListingDetail>(await getDetail(created.id, seller), 200)).toMatchObject({ id: created.id, status: 'pending', title });
  });

  it('lets admins list a business too', async () => {
    const created = jsonOf<{ id: string; status: string }>(await create(validListing(), admin), 201);
    expect(created.status).toBe('pending');
    expect((await storedListing(created.id)).sellerId).toBe(admin.id);
  });

  it('takes the seller and the status from the server, never from the body', async () => {
    const created = jsonOf<{ id: string }>(await create({ ...validListing(), sellerId: otherSeller.id, status: 'approved', viewsCount: 999 }, seller), 201);
    expect(await storedListing(created.id)).toMatchObject({ sellerId: seller.id, status: 'pending', viewsCount: 0 });
  });

  it('stores money in paise exactly as sent', async () => {
    const created = jsonOf<{ id: string }>(
      await create({ ...validListing(), askingPrice: 1_23_45_678_00, revenue: 98_76_543_21, profit: -5_00_000_00 }, seller),
      201,
    );
    expect(await storedListing(created.id)).toMatchObject({ askingPrice: 1_23_45_678_00, revenue: 98_76_543_21, profit: -5_00_000_00 });
  });

  it('stores every detail, trimmed, and empty optional fields as null', async () => {
    const full = jsonOf<{ id: string }>(
      await create(
        {
          ...validListing(),
          title: '  Cloud kitchen  ',
          businessType: 'Food delivery',
          establishedYear: 2019,
          employeesCount: 0,
          reasonForSelling: 'Moving abroad',
          assetsIncluded: ['  Two ovens ', 'Brand names'],
          liabilities: 'Equipment loan',
          contactEmail: 'kitchen@example.com',
          contactPhone: '+91 98450 12345',
          websiteUrl: 'https://kitchen.example.com',
        },
        seller,
      ),
      201,
    );
    expect(await storedListing(full.id)).toMatchObject({
      title: 'Cloud kitchen',
      businessType: 'Food delivery',
      establishedYear: 2019,
      employeesCount: 0,
      reasonForSelling: 'Moving abroad',
      assetsIncluded: ['Two ovens', 'Brand names'],
      liabilities: 'Equipment loan',
      contactEmail: 'kitchen@example.com',
      contactPhone: '+91 98450 12345',
      websiteUrl: 'https://kitchen.example.com',
    });

    const sparse = jsonOf<{ id: string }>(
      await create(
        {
          ...validListing(),
          businessType: '',
          revenue: null,
          profit: null,
          establishedYear: null,
          employeesCount: null,
          reasonForSelling: '   ',
          liabilities: '',
          contactEmail: '',
          contactPhone: '',
          websiteUrl: '',
        },
        seller,
      ),
      201,
    );
    expect(await storedListing(sparse.id)).toMatchObject({
      businessType: null,
      revenue: null,
      profit: null,
      establishedYear: null,
      employeesCount: null,
      reasonForSelling: null,
      assetsIncluded: [],
      liabilities: null,
      contactEmail: null,
      contactPhone: null,
      websiteUrl: null,
      featuredImageUrl: null,
    });
  });

  it('names every missing required field', async () => {
    const error = errorOf(await create({}, seller), 400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      title: 'Business name is required',
      categoryId: 'Choose a category',
      description: 'Business description is required',
      location: 'Location is required',
      askingPrice: 'Enter the asking price in whole rupees',
    });
    const blank = errorOf(await create({ ...validListing(), title: '  ', description: '', location: ' ', askingPrice: 0 }, seller), 400);
    expect(blank.fields).toEqual({
      title: 'Business name is required',
      description: 'Business description is required',
      location: 'Location is required',
      askingPrice: 'Asking price must be more than zero',
    });
  });

  it('refuses an unknown or inactive category', async () => {
    const inactive = await makeCategory(db, { active: false });
    for (const id of [randomUUID(), inactive.id, 'technology']) {
      const error = errorOf(await create({ ...validListing(), categoryId: id }, seller), 400);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { categoryId: 'Choose a category' } });
    }
  });

  it.each<[string, Partial<Record<keyof CreateListingInput, unknown>>, string]>([
    ['websiteUrl', { websiteUrl: 'javascript:alert(1)' }, 'Enter a link starting with http:// or https://'],
    ['websiteUrl', { websiteUrl: 'ftp://files.example.com' }, 'Enter a link starting with http:// or https://'],
    ['employeesCount', { employeesCount: -1 }, 'Must not be negative'],
    ['establishedYear', { establishedYear: new Date().getFullYear() + 1 }, 'The year cannot be in the future'],
    ['establishedYear', { establishedYear: 1700 }, 'Enter a year after 1800'],
    ['contactEmail', { contactEmail: 'not-an-email' }, 'Enter a valid email address'],
    ['contactPhone', { contactPhone: 'call me' }, 'Enter a valid phone number'],
    ['askingPrice', { askingPrice: 12.5 }, 'Enter the asking price in whole rupees'],
    ['askingPrice', { askingPrice: '3500000' }, 'Enter the asking price in whole rupees'],
    ['revenue', { revenue: -1 }, 'Must not be negative'],
    ['title', { title: 'x'.repeat(121) }, 'Must be at most 120 characters'],
    // Issue 23: "Invoice \u202Eexe.fdp" reads "Invoice pdf.exe" on the page and in the "Your listing is live" subject.
    ['title', { title: 'Invoice \u202eexe.fdp' }, BIDI_CONTROL_MESSAGE],
    ['location', { location: 'Pune \u2067x\u2069' }, BIDI_CONTROL_MESSAGE],
  ])('refuses a bad %s with its field message', async (field, change, message) => {
    const error = errorOf(await create({ ...validListing(), ...change }, seller), 400);
    expect(error).toEqual({ code: 'VALIDATION_FAILED', message: 'Please correct the highlighted fields.', fields: { [field]: message } });
  });

  it.each([{ title: 'Chai\u0000stall' }, { description: 'Busy\u0000' }, { businessType: '\u0000' }, { assetsIncluded: ['Oven\u0000'] }])(
    'refuses a NUL anywhere in the body (%o)',
    async (change) => {
      const error = errorOf(await create({ ...validListing(), ...change }, seller), 400);
      expect(error).toEqual({ code: 'VALIDATION_FAILED', message: 'The request contains an invalid character.' });
    },
  );

  it('accepts this year as the year established', async () => {
    jsonOf(await create({ ...validListing(), establishedYear: new Date().getFullYear() }, seller), 201);
  });
});

describe('POST /api/listings/:id/views', () => {
  function view(id: string, options: { viewer?: TestUser; address?: string } = {}) {
    return testApp.request({
      method: 'POST',
      url: `/api/listings/${id}/views`,
      cookie: options.viewer?.cookie,
      remoteAddress: options.address ?? nextClientAddress(),
    });
  }

  async function isCounted(id: string, options: { viewer?: TestUser; address?: string } = {}) {
    return jsonOf<{ isCounted: boolean }>(await view(id, options), 200).isCounted;
  }

  const viewsOf = async (id: string) => (await storedListing(id)).viewsCount;

  it('counts a signed-in viewer once per 30 minutes', async () => {
    const listing = await sellersListing({ viewsCount: 7 });
    expect(await isCounted(listing.id, { viewer: buyer })).toBe(true);
    expect(await isCounted(listing.id, { viewer: buyer })).toBe(false);
    expect(await viewsOf(listing.id)).toBe(8);

    // Another viewer counts on their own.
    expect(await isCounted(listing.id, { viewer: otherSeller })).toBe(true);
    expect(await viewsOf(listing.id)).toBe(9);

    // 29 minutes later it is still the same visit; 31 minutes later it is a new one.
    const buyerKey = `user:${buyer.id}`;
    const viewedAgo = (minutes: number) =>
      db
        .update(listingViews)
        .set({ viewedAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(and(eq(listingViews.listingId, listing.id), eq(listingViews.viewerKey, buyerKey)));
    await viewedAgo(29);
    expect(await isCounted(listing.id, { viewer: buyer })).toBe(false);
    await viewedAgo(31);
    expect(await isCounted(listing.id, { viewer: buyer })).toBe(true);
    expect(await isCounted(listing.id, { viewer: buyer })).toBe(false);
    expect(await viewsOf(listing.id)).toBe(10);
  });

  it('de-duplicates anonymous viewers by their address, without storing the address', async () => {
    const listing = await sellersListing();
    const address = nextClientAddress();
    expect(await isCounted(listing.id, { address })).toBe(true);
    expect(await isCounted(listing.id, { address })).toBe(false);
    expect(await isCounted(listing.id)).toBe(true); // another address
    expect(await viewsOf(listing.id)).toBe(2);

    const keys = await db.select({ viewerKey: listingViews.viewerKey }).from(listingViews).where(eq(listingViews.listingId, listing.id));
    expect(keys).toHaveLength(2);
    for (const { viewerKey } of keys) {
      expect(viewerKey).toMatch(/^anon:/);
      expect(viewerKey).not.toContain(address);
    }
  });

  it("does not count the seller's own views", async () => {
    const listing = await sellersListing();
    expect(await isCounted(listing.id, { viewer: seller })).toBe(false);
    expect(await viewsOf(listing.id)).toBe(0);
  });

  it('does not count views of a listing that is not approved', async () => {
    const listing = await sellersListing({ status: 'pending' });
    expect(await isCounted(listing.id, { viewer: seller })).toBe(false);
    expect(await isCounted(listing.id, { viewer: admin })).toBe(false);
    expect(errorOf(await view(listing.id, { viewer: buyer }), 404)).toEqual(NOT_FOUND);
    expect(errorOf(await view(listing.id), 404)).toEqual(NOT_FOUND);
    expect(await viewsOf(listing.id)).toBe(0);
  });

  it('answers an unknown or malformed id with "Listing not found"', async () => {
    expect(errorOf(await view(randomUUID()), 404)).toEqual(NOT_FOUND);
    expect(errorOf(await view('not-a-uuid'), 404)).toEqual(NOT_FOUND);
  });
});

describe('GET /api/listings/:id/cover.svg and cover.png', () => {
  function cover(id: string, format: 'svg' | 'png', options: { viewer?: TestUser; etag?: string } = {}) {
    return testApp.request({
      method: 'GET',
      url: `/api/listings/${id}/cover.${format}`,
      cookie: options.viewer?.cookie,
      headers: options.etag ? { 'if-none-match': options.etag } : {},
    });
  }

  it('draws the same SVG for the same listing, with an ETag that answers 304', async () => {
    const listing = await sellersListing({ title: 'Profitable organic grocery and bakery chain across Bengaluru', askingPrice: 2_50_00_000_00 });
    const first = await cover(listing.id, 'svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    // No title, price or city (issue 25): the card prints them beside it.
    expect(first.body).not.toContain('2,50,00,000');
    expect(first.body).not.toContain('Bengaluru');

    const second = await cover(listing.id, 'svg');
    expect(second.body).toBe(first.body);
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.stringMatching(/^".+"$/));
    expect(second.headers.etag).toBe(etag);

    const cached = await cover(listing.id, 'svg', { etag: String(etag) });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('changes the ETag when what the cover shows changes', async () => {
    const listing = await sellersListing({ title: 'Bakery' });
    const before = (await cover(listing.id, 'svg')).headers.etag;
    await db.update(businessListings).set({ categoryId: await findCategoryId(db, 'food-beverage') }).where(eq(businessListings.id, listing.id));
    const after = await cover(listing.id, 'svg', { etag: String(before) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('draws a PNG for link previews', async () => {
    const listing = await sellersListing();
    const response = await cover(listing.id, 'png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(response.headers.etag).not.toBe((await cover(listing.id, 'svg')).headers.etag);
    expect((await cover(listing.id, 'png', { etag: String(response.headers.etag) })).statusCode).toBe(304);
  });

  it('draws covers only of listings the viewer may see', async () => {
    const pending = await sellersListing({ status: 'pending' });
    for (const format of ['svg', 'png'] as const) {
      expect(errorOf(await cover(pending.id, format), 404)).toEqual(NOT_FOUND);
      expect(errorOf(await cover(pending.id, format, { viewer: buyer }), 404)).toEqual(NOT_FOUND);
      expect(errorOf(await cover(randomUUID(), format), 404)).toEqual(NOT_FOUND);
      expect(errorOf(await cover('not-a-uuid', format), 404)).toEqual(NOT_FOUND);
    }
    const own = await cover(pending.id, 'svg', { viewer: seller });
    expect(own.statusCode).toBe(200);
    // Not cached by shared caches: the listing is not public yet.
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });
});
