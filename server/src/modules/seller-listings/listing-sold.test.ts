// Sold and withdrawn listings keep their page (issue 24; ADR 0032): the page stays reachable with its state and
// no contact details, out of browse, search, counts and the sitemap, noindex, 410 once sold 90 days ago (404 while
// withdrawn); favourites keep it, marked; everyone following it is told, in the app and (if they want) by e-mail;
// its conversation shows the state; the seller may reopen a sale within 30 days.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoritesPage } from '@common/favorites.ts';
import type { InquiriesPage, InquiryDetail } from '@common/inquiries.ts';
import { CONTACT_PLACEHOLDER, LISTING_NO_LONGER_AVAILABLE_MESSAGE, SOLD_REOPEN_EXPIRED_MESSAGE, type BrowseResponse, type CategoryWithCount, type ListingDetail } from '@common/listings.ts';
import type { notificationsPageSchema } from '@common/notifications.ts';
import type { z } from 'zod';
import type { ListingStatusResponse, MyListingsPage } from '@common/seller-listings.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { makeFavorite, makeInquiry, makeListing } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { makeWebRoot, type WebRoot } from '../../../test/web-root.ts';
import type { Database } from '../../db/client.ts';
import { businessListings, emailOutbox, profiles } from '../../db/schema.ts';
import { LISTING_SOLD_NOTIFICATION, LISTING_WITHDRAWN_NOTIFICATION } from '../listing-followers/followers-notice.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let webRoot: WebRoot;

beforeAll(async () => {
  // The built app's index.html, so the server answers listing pages (seo/spa.ts).
  webRoot = makeWebRoot();
  testApp = await createTestApp({ webRoot: webRoot.path });
  db = testApp.database.db;
  [seller, otherSeller, buyer, admin] = await Promise.all([
    testApp.makeUser({ role: 'seller' }),
    testApp.makeUser({ role: 'seller' }),
    testApp.makeUser({ role: 'buyer' }),
    testApp.makeUser({ role: 'admin' }),
  ]);
});
afterAll(async () => {
  await testApp.close();
  webRoot.remove();
});

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 10)}`;

const move = (listingId: string, status: string, viewer?: TestUser) =>
  testApp.request({ method: 'PATCH', url: `/api/listings/${listingId}/status`, payload: { status }, cookie: viewer?.cookie });
const detail = (listingId: string, viewer?: TestUser) => testApp.request({ method: 'GET', url: `/api/listings/${listingId}`, cookie: viewer?.cookie });
const page = (listingId: string, viewer?: TestUser) => testApp.request({ method: 'GET', url: `/listing/${listingId}`, cookie: viewer?.cookie });
const get = (url: string, viewer?: TestUser) => testApp.request({ method: 'GET', url, cookie: viewer?.cookie });

/** A listing of the seller, public with a word of its own so searches find it alone. */
async function approvedListing(word = uniqueWord()) {
  const listing = await makeListing(testApp, {
    sellerId: seller.id,
    status: 'approved',
    title: `Chai stall ${word}`,
    contactEmail: 'owner@chai.example.in',
    contactPhone: '+91 98765 43210',
  });
  return { ...listing, word };
}

/** The worker's passes until the fan-out job, its notice jobs and their mail have all run. */
async function runBackgroundWork() {
  for (let pass = 0; pass < 4; pass += 1) await testApp.app.outbox.drain();
}

async function notificationsOf(user: TestUser) {
  return jsonOf<z.infer<typeof notificationsPageSchema>>(await get('/api/notifications', user), 200).items;
}

async function mailsTo(user: TestUser) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
}

describe('a sold listing keeps its page', () => {
  it('answers its detail with the Sold state and no contact details, to visitors and buyers', async () => {
    const listing = await approvedListing();
    expect(jsonOf<ListingStatusResponse>(await move(listing.id, 'sold', seller), 200).status).toBe('sold');

    for (const viewer of [undefined, buyer, otherSeller]) {
      const response = await detail(listing.id, viewer);
      const shown = jsonOf<ListingDetail>(response, 200);
      expect(shown).toMatchObject({ id: listing.id, status: 'sold', availability: 'sold', isContactVisible: false });
      expect(shown.contactEmail).toBe(CONTACT_PLACEHOLDER);
      expect(shown.contactPhone).toBe(CONTACT_PLACEHOLDER);
      expect(Date.parse(shown.soldAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
    // Its owner and admins still see it as it is.
    for (const viewer of [seller, admin]) {
      const shown = jsonOf<ListingDetail>(await detail(listing.id, viewer), 200);
      expect(shown).toMatchObject({ status: 'sold', availability: 'sold', isContactVisible: true, contactEmail: 'owner@chai.example.in' });
    }
  });

  it('is in no browse, search, count, featured list or sitemap', async () => {
    const listing = await approvedListing();
    const categorySlug = listing.categoryId;
    const before = jsonOf<{ items: CategoryWithCount[] }>(await get('/api/categories'), 200).items;
    const countBefore = before.find((category) => category.id === categorySlug)?.listingCount ?? 0;
    expect(jsonOf<BrowseResponse>(await get(`/api/listings?search=${listing.word}`), 200).total).toBe(1);

    await move(listing.id, 'sold', seller);
    const search = jsonOf<BrowseResponse>(await get(`/api/listings?search=${listing.word}`), 200);
    expect(search).toMatchObject({ items: [], total: 0 });
    const browse = jsonOf<BrowseResponse>(await get('/api/listings?limit=48'), 200);
    expect(browse.items.map((item) => item.id)).not.toContain(listing.id);
    const featured = jsonOf<BrowseResponse>(await get('/api/listings/featured'), 200);
    expect(featured.items.map((item) => item.id)).not.toContain(listing.id);
    const after = jsonOf<{ items: CategoryWithCount[] }>(await get('/api/categories'), 200).items;
    expect(after.find((category) => category.id === categorySlug)?.listingCount ?? 0).toBe(countBefore - 1);
    expect((await get('/sitemap.xml')).body).not.toContain(listing.id);
  });

  it('serves its page noindex with 200, and 410 Gone once sold 90 days ago', async () => {
    const listing = await approvedListing();
    await move(listing.id, 'sold', seller);
    const fresh = await page(listing.id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-robots-tag']).toBe('noindex');
    expect(fresh.body).toContain('<meta name="robots" content="noindex" />');

    await db.update(businessListings).set({ soldAt: daysAgo(91) }).where(eq(businessListings.id, listing.id));
    const old = await page(listing.id, buyer);
    expect(old.statusCode).toBe(410);
    expect(old.headers['x-robots-tag']).toBe('noindex');
    // The API still answers its state: the page the browser renders shows it.
    expect(jsonOf<ListingDetail>(await detail(listing.id, buyer), 200).availability).toBe('sold');

    // An approved listing stays indexable.
    const onSale = await page((await approvedListing()).id);
    expect(onSale.statusCode).toBe(200);
    expect(onSale.headers['x-robots-tag']).toBeUndefined();
    expect(onSale.body).not.toContain('name="robots"');
  });
});

describe('a withdrawn listing says it is no longer available', () => {
  it('answers its detail as unavailable, its page 404 noindex; edited, it is not found at all', async () => {
    const listing = await approvedListing();
    expect(jsonOf<ListingStatusResponse>(await move(listing.id, 'draft', seller), 200).status).toBe('draft');

    const response = await detail(listing.id, buyer);
    expect(jsonOf<ListingDetail>(response, 200)).toMatchObject({ availability: 'unavailable', isContactVisible: false, contactEmail: CONTACT_PLACEHOLDER });
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const shownPage = await page(listing.id);
    expect(shownPage.statusCode).toBe(404);
    expect(shownPage.headers['x-robots-tag']).toBe('noindex');
    expect(shownPage.body).toContain('<meta name="robots" content="noindex" />');

    // A draft that was never public stays unknown.
    const neverPublic = await makeListing(testApp, { sellerId: seller.id, status: 'draft' });
    expect(errorOf(await detail(neverPublic.id, buyer), 404).message).toBe('Listing not found');

    // Published again (back to review), its page goes until approved.
    await move(listing.id, 'pending', seller);
    expect((await detail(listing.id, buyer)).statusCode).toBe(404);
  });
});

describe('favourites keep sold and withdrawn listings, marked', () => {
  it('lists them with their availability', async () => {
    const fan = await testApp.makeUser();
    const [sold, withdrawn, onSale, inReview] = await Promise.all([approvedListing(), approvedListing(), approvedListing(), approvedListing()]);
    for (const listing of [sold, withdrawn, onSale, inReview]) await makeFavorite(db, { userId: fan.id, listingId: listing.id });
    await move(sold.id, 'sold', seller);
    await move(withdrawn.id, 'draft', seller);
    await move(inReview.id, 'draft', seller);
    await move(inReview.id, 'pending', seller);

    const favourites = jsonOf<FavoritesPage>(await get('/api/favorites', fan), 200).items;
    const availabilityOf = new Map(favourites.map((favourite) => [favourite.listing.id, favourite.availability]));
    expect(availabilityOf.get(sold.id)).toBe('sold');
    expect(availabilityOf.get(withdrawn.id)).toBe('unavailable');
    expect(availabilityOf.get(onSale.id)).toBe('available');
    expect(availabilityOf.has(inReview.id)).toBe(false);
  });
});

describe('a sold or withdrawn listing takes no new inquiry or favourite', () => {
  const refusal = { code: 'LISTING_NO_LONGER_AVAILABLE', message: LISTING_NO_LONGER_AVAILABLE_MESSAGE };
  const enquire = (listingId: string, viewer: TestUser) =>
    testApp.request({ method: 'POST', url: `/api/listings/${listingId}/inquiries`, payload: { message: 'Is it still for sale?' }, cookie: viewer.cookie });
  const favourite = (listingId: string, viewer: TestUser) => testApp.request({ method: 'PUT', url: `/api/favorites/${listingId}`, cookie: viewer.cookie });

  it.each([
    ['sold', 'sold'],
    ['withdrawn', 'draft'],
  ] as const)('answers a %s one with "no longer available", not "not found", and stores nothing', async (_state, status) => {
    const listing = await approvedListing();
    const newcomer = await testApp.makeUser();
    await move(listing.id, status, seller);

    expect(errorOf(await enquire(listing.id, newcomer), 409)).toEqual(refusal);
    expect(errorOf(await favourite(listing.id, newcomer), 409)).toEqual(refusal);
    const favouritesPage = jsonOf<FavoritesPage>(await get('/api/favorites', newcomer), 200);
    expect(favouritesPage.items.map((item) => item.listing.id)).not.toContain(listing.id);
    expect(jsonOf<{ items: unknown[] }>(await get('/api/inquiries?role=buyer', newcomer), 200).items).toEqual([]);
  });
});

describe('everyone following the listing is told', () => {
  it('notifies favouriters and open-conversation buyers in the app and by e-mail, respecting their settings', async () => {
    const listing = await approvedListing();
    const [fan, asker, quietFan, closedAsker] = await Promise.all([testApp.makeUser(), testApp.makeUser(), testApp.makeUser(), testApp.makeUser()]);
    await makeFavorite(db, { userId: fan.id, listingId: listing.id });
    await makeFavorite(db, { userId: quietFan.id, listingId: listing.id });
    await makeInquiry(db, { listingId: listing.id, sellerId: seller.id, buyerId: asker.id, status: 'responded', sellerResponded: true });
    await makeInquiry(db, { listingId: listing.id, sellerId: seller.id, buyerId: closedAsker.id, status: 'closed' });
    const quiet = await testApp.request({ method: 'PATCH', url: '/api/profile', cookie: quietFan.cookie, payload: { listingUpdateEmailsEnabled: false } });
    expect(jsonOf<{ listingUpdateEmailsEnabled: boolean }>(quiet, 200).listingUpdateEmailsEnabled).toBe(false);

    await move(listing.id, 'sold', seller);
    await runBackgroundWork();

    for (const follower of [fan, asker, quietFan]) {
      const notices = (await notificationsOf(follower)).filter((notice) => notice.type === LISTING_SOLD_NOTIFICATION);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: 'Business sold', data: { listing_id: listing.id } });
      expect(notices[0]?.message).toContain(listing.title);
    }
    const askersCards = jsonOf<InquiriesPage>(await get('/api/inquiries', asker), 200).items;
    expect(askersCards.map((card) => [card.listing.id, card.listingAvailability])).toEqual([[listing.id, 'sold']]);
    for (const follower of [fan, asker]) {
      const mails = (await mailsTo(follower)).filter((mail) => mail.subject === `Sold: ${listing.title}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`/listing/${listing.id}`);
    }
    expect((await mailsTo(quietFan)).filter((mail) => mail.subject.startsWith('Sold:'))).toHaveLength(0);
    // A closed conversation is over; the seller made the move.
    expect((await notificationsOf(closedAsker)).filter((notice) => notice.type === LISTING_SOLD_NOTIFICATION)).toHaveLength(0);
    expect((await notificationsOf(seller)).filter((notice) => notice.type === LISTING_SOLD_NOTIFICATION)).toHaveLength(0);
  });

  it('tells them of a withdrawal too, and shows the state in the conversation to both sides', async () => {
    const listing = await approvedListing();
    const asker = await testApp.makeUser();
    const inquiry = await makeInquiry(db, { listingId: listing.id, sellerId: seller.id, buyerId: asker.id, status: 'pending' });
    expect(jsonOf<InquiryDetail>(await get(`/api/inquiries/${inquiry.id}`, asker), 200).listingAvailability).toBe('available');

    await move(listing.id, 'draft', seller);
    await runBackgroundWork();
    const notices = (await notificationsOf(asker)).filter((notice) => notice.type === LISTING_WITHDRAWN_NOTIFICATION);
    expect(notices).toMatchObject([{ title: 'Business no longer available', data: { listing_id: listing.id } }]);
    expect((await mailsTo(asker)).filter((mail) => mail.subject === `No longer available: ${listing.title}`)).toHaveLength(1);
    for (const participant of [asker, seller]) {
      expect(jsonOf<InquiryDetail>(await get(`/api/inquiries/${inquiry.id}`, participant), 200).listingAvailability).toBe('unavailable');
      // The dashboard's inquiry cards say so too.
      const cards = jsonOf<InquiriesPage>(await get('/api/inquiries', participant), 200).items;
      expect(cards.find((card) => card.id === inquiry.id)?.listingAvailability).toBe('unavailable');
    }
  });

  it('mails no unconfirmed address, but still notifies it', async () => {
    const listing = await approvedListing();
    const unconfirmed = await testApp.makeUser({ emailVerified: false });
    await makeFavorite(db, { userId: unconfirmed.id, listingId: listing.id });
    await move(listing.id, 'sold', seller);
    await runBackgroundWork();
    expect((await notificationsOf(unconfirmed)).some((notice) => notice.type === LISTING_SOLD_NOTIFICATION)).toBe(true);
    expect((await mailsTo(unconfirmed)).filter((mail) => mail.subject.startsWith('Sold:'))).toHaveLength(0);
  });
});

describe('reopening a sold listing', () => {
  it('puts it back to review within 30 days, and says it is too late after', async () => {
    const recent = await makeListing(testApp, { sellerId: seller.id, status: 'sold', soldAt: daysAgo(29) });
    expect(jsonOf<ListingStatusResponse>(await move(recent.id, 'pending', seller), 200).status).toBe('pending');
    const [stored] = await db.select().from(businessListings).where(eq(businessListings.id, recent.id));
    expect(stored).toMatchObject({ status: 'pending', soldAt: null });
    expect((await detail(recent.id, buyer)).statusCode).toBe(404);

    const old = await makeListing(testApp, { sellerId: seller.id, status: 'sold', soldAt: daysAgo(31) });
    const refused = errorOf(await move(old.id, 'pending', seller), 409);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: SOLD_REOPEN_EXPIRED_MESSAGE });
    const [unchanged] = await db.select().from(businessListings).where(eq(businessListings.id, old.id));
    expect(unchanged?.status).toBe('sold');
  });

  it('is the seller\u2019s alone', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id, status: 'sold', soldAt: daysAgo(1) });
    expect((await move(listing.id, 'pending')).statusCode).toBe(401);
    for (const viewer of [buyer, otherSeller, admin]) expect(errorOf(await move(listing.id, 'pending', viewer), 403).code).toBe('FORBIDDEN');
    const [stored] = await db.select().from(businessListings).where(eq(businessListings.id, listing.id));
    expect(stored?.status).toBe('sold');
  });

  it('offers My Listings the sale time, which decides whether Reopen is shown', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id, status: 'sold', soldAt: daysAgo(3) });
    const mine = jsonOf<MyListingsPage>(await get('/api/me/listings?limit=50', seller), 200).items.find((item) => item.id === listing.id);
    expect(Math.abs(Date.parse(mine?.soldAt ?? '') - daysAgo(3).getTime())).toBeLessThan(60_000);
  });
});

describe('the profile setting', () => {
  it('is on by default', async () => {
    const user = await testApp.makeUser();
    const [row] = await db.select({ isOn: profiles.listingUpdateEmailsEnabled }).from(profiles).where(eq(profiles.id, user.id));
    expect(row?.isOn).toBe(true);
  });
});
