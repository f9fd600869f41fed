// The dashboard's figures (SPEC §2 Dashboard; issue 11): exact stat cards from rows made here, views per Indian
// day zero-filled over 30 days, and nothing of anyone else's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CHART_DAYS, DASHBOARD_CHART_LISTINGS, type DashboardSummary, type DashboardViews } from '@common/dashboard.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { makeFavorite, makeInquiry, makeListing, makeListings, makeProfile, makeSavedSearch } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { listingViewDays, sellerViewDays } from '../../db/schema.ts';
import { indianDayOf } from '../listings/view-days.ts';

let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
});
afterAll(() => testApp.close());

const get = (url: string, viewer?: TestUser) => testApp.request({ method: 'GET', url, cookie: viewer?.cookie });
const summaryOf = async (viewer: TestUser) => jsonOf<DashboardSummary>(await get('/api/dashboard/summary', viewer), 200);
const viewsOf = async (viewer: TestUser, listingId?: string) =>
  jsonOf<DashboardViews>(await get(`/api/dashboard/views${listingId ? `?listingId=${listingId}` : ''}`, viewer), 200);

const DAY_MS = 24 * 60 * 60_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** YYYY-MM-DD in India, `daysAgo` days before today there. */
const indianDate = (daysAgo = 0) => new Date(Date.now() + IST_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Views on a day, as counting them leaves them: on the listing's day and its seller's. */
async function addViews(listing: { id: string; sellerId: string }, daysAgo: number, views: number) {
  const day = indianDate(daysAgo);
  await db.insert(listingViewDays).values({ listingId: listing.id, day, views });
  await db
    .insert(sellerViewDays)
    .values({ sellerId: listing.sellerId, day, views })
    .onConflictDoUpdate({ target: [sellerViewDays.sellerId, sellerViewDays.day], set: { views: sql`${sellerViewDays.views} + ${views}` } });
}

describe('who may ask', () => {
  it('refuses visitors who are not signed in', async () => {
    expect(errorOf(await get('/api/dashboard/summary'), 401).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await get('/api/dashboard/views'), 401).code).toBe('UNAUTHENTICATED');
  });

  it("answers another's listing as unknown, to buyers, other sellers and admins alike", async () => {
    const owner = await testApp.makeUser({ role: 'seller' });
    const listing = await makeListing(db, { sellerId: owner.id });
    for (const role of ['buyer', 'seller', 'admin'] as const) {
      const stranger = await testApp.makeUser({ role });
      expect(errorOf(await get(`/api/dashboard/views?listingId=${listing.id}`, stranger), 404).message).toBe('Listing not found');
    }
    expect((await viewsOf(owner, listing.id)).listingId).toBe(listing.id);
  });

  it('refuses a listing id that is not one, in the error shape', async () => {
    const seller = await testApp.makeUser({ role: 'seller' });
    expect(errorOf(await get('/api/dashboard/views?listingId=not-an-id', seller), 400).code).toBe('VALIDATION_FAILED');
  });
});

describe('the stat cards', () => {
  it("count a buyer's favourites (of listings still on sale), inquiries not closed, all inquiries and saved searches", async () => {
    const buyer = await testApp.makeUser();
    const onSale = await makeListings(db, 3);
    const takenDown = await makeListing(db, { status: 'rejected' });
    for (const listing of [...onSale, takenDown]) await makeFavorite(db, { userId: buyer.id, listingId: listing.id });
    const [first, second, third] = onSale;
    if (!first || !second || !third) throw new Error('three listings expected');
    await makeInquiry(db, { buyerId: buyer.id, listingId: first.id, sellerId: first.sellerId, status: 'pending' });
    await makeInquiry(db, { buyerId: buyer.id, listingId: second.id, sellerId: second.sellerId, status: 'responded', sellerResponded: true });
    await makeInquiry(db, { buyerId: buyer.id, listingId: third.id, sellerId: third.sellerId, status: 'closed' });
    await makeSavedSearch(db, { userId: buyer.id });
    await makeSavedSearch(db, { userId: buyer.id, name: 'Bakeries' });
    // Someone else's rows change nothing.
    const someoneElse = await makeProfile(db);
    await makeFavorite(db, { userId: someoneElse.id, listingId: first.id });
    await makeSavedSearch(db, { userId: someoneElse.id });

    expect((await summaryOf(buyer)).buyer).toEqual({ favorites: 3, activeInquiries: 2, savedSearches: 2, totalInquiries: 3 });
  });

  it("count a seller's approved listings, sold ones apart, all views, pending inquiries and the value on the market", async () => {
    const seller = await testApp.makeUser({ role: 'seller' });
    const approvedA = await makeListing(db, { sellerId: seller.id, status: 'approved', askingPrice: 50_00_000_00, viewsCount: 12 });
    const approvedB = await makeListing(db, { sellerId: seller.id, status: 'approved', askingPrice: 25_00_000_00, viewsCount: 30 });
    await makeListing(db, { sellerId: seller.id, status: 'pending', askingPrice: 10_00_000_00 });
    await makeListing(db, { sellerId: seller.id, status: 'rejected', askingPrice: 7_00_000_00, viewsCount: 4 });
    await makeListing(db, { sellerId: seller.id, status: 'draft', askingPrice: 3_00_000_00 });
    await makeListing(db, { sellerId: seller.id, status: 'sold', askingPrice: 90_00_000_00, viewsCount: 100 });
    const onListing = (listing: { id: string }, status: 'pending' | 'responded' | 'closed') =>
      makeInquiry(db, { listingId: listing.id, sellerId: seller.id, status });
    await onListing(approvedA, 'pending');
    await onListing(approvedA, 'pending');
    await onListing(approvedB, 'pending');
    await onListing(approvedB, 'responded');
    await onListing(approvedB, 'closed');
    // Another seller's pending inquiry and listing stay out.
    await makeInquiry(db, { status: 'pending' });

    expect((await summaryOf(seller)).seller).toEqual({
      activeListings: 2,
      soldListings: 1,
      totalListings: 6,
      totalViews: 146,
      pendingInquiries: 3,
      totalValue: 85_00_000_00, // approved 75 lakh + pending 10 lakh; sold, draft and rejected left out
    });
  });

  it('are all zero for a new account', async () => {
    const newcomer = await testApp.makeUser();
    expect(await summaryOf(newcomer)).toEqual({
      buyer: { favorites: 0, activeInquiries: 0, savedSearches: 0, totalInquiries: 0 },
      seller: { activeListings: 0, soldListings: 0, totalListings: 0, totalViews: 0, pendingInquiries: 0, totalValue: 0 },
    });
  });
});

describe('the views chart', () => {
  it('gives 30 Indian days ending today, oldest first, zero-filled, summed over the seller’s listings', async () => {
    const seller = await testApp.makeUser({ role: 'seller' });
    const [first, second] = await makeListings(db, 2, () => ({}), { sellerId: seller.id });
    if (!first || !second) throw new Error('two listings expected');
    await addViews(first, 0, 4);
    await addViews(second, 0, 3);
    await addViews(first, 5, 2);
    await addViews(second, DASHBOARD_CHART_DAYS - 1, 9);
    await addViews(first, DASHBOARD_CHART_DAYS, 50); // a day too old
    const stranger = await makeListing(db);
    await addViews(stranger, 0, 1000);

    const overall = await viewsOf(seller);
    expect(overall.listingId).toBeNull();
    expect(overall.days).toHaveLength(DASHBOARD_CHART_DAYS);
    expect(overall.days.map((day) => day.date)).toEqual(Array.from({ length: DASHBOARD_CHART_DAYS }, (_, index) => indianDate(DASHBOARD_CHART_DAYS - 1 - index)));
    const viewsOn = (views: DashboardViews, daysAgo: number) => views.days.find((day) => day.date === indianDate(daysAgo))?.views;
    expect(viewsOn(overall, 0)).toBe(7);
    expect(viewsOn(overall, 5)).toBe(2);
    expect(viewsOn(overall, DASHBOARD_CHART_DAYS - 1)).toBe(9);
    expect(overall.days.reduce((total, day) => total + day.views, 0)).toBe(18);
    expect(overall.days.filter((day) => day.views === 0)).toHaveLength(DASHBOARD_CHART_DAYS - 3);

    const one = await viewsOf(seller, first.id);
    expect(one.listingId).toBe(first.id);
    expect(viewsOn(one, 0)).toBe(4);
    expect(viewsOn(one, 5)).toBe(2);
    expect(one.days.reduce((total, day) => total + day.views, 0)).toBe(6);
  });

  it('counts a view recorded now on its Indian day', async () => {
    const seller = await testApp.makeUser({ role: 'seller' });
    const visitor = await testApp.makeUser();
    const listing = await makeListing(db, { sellerId: seller.id });
    expect((await testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/views`, cookie: visitor.cookie })).statusCode).toBeLessThan(300);
    const views = await viewsOf(seller, listing.id);
    expect(views.days.at(-1)).toEqual({ date: indianDate(0), views: 1 });
    expect(views.listings.find((chartListing) => chartListing.id === listing.id)?.recentViews).toBe(1);
  });

  it('puts an instant on the day it is in India: 18:30 UTC is already tomorrow', async () => {
    const dayOf = async (instant: string) => {
      const [row] = await queryRows<{ day: string }>(db, sql`select to_char(${indianDayOf(sql`${instant}::timestamptz`)}, 'YYYY-MM-DD') as day`);
      return row?.day;
    };
    expect(await dayOf('2026-11-24T18:29:59Z')).toBe('2026-11-24');
    expect(await dayOf('2026-11-24T18:30:00Z')).toBe('2026-11-25');
    expect(await dayOf('2026-11-25T00:10:00+05:30')).toBe('2026-11-25');
  });

  it('names the listings with the most inquiries, and the chosen one even when it is not among them', async () => {
    const seller = await testApp.makeUser({ role: 'seller' });
    const listings = await makeListings(db, DASHBOARD_CHART_LISTINGS + 2, (index) => ({ title: `Listing ${index}` }), { sellerId: seller.id });
    const [popular, liked, ...rest] = listings;
    if (!popular || !liked) throw new Error('listings expected');
    for (let count = 0; count < 3; count += 1) await makeInquiry(db, { listingId: popular.id, sellerId: seller.id, status: count === 0 ? 'closed' : 'pending' });
    await makeInquiry(db, { listingId: liked.id, sellerId: seller.id });

    const overall = await viewsOf(seller);
    expect(overall.listings).toHaveLength(DASHBOARD_CHART_LISTINGS);
    expect(overall.listings.slice(0, 2).map(({ title, inquiries }) => ({ title, inquiries }))).toEqual([
      { title: popular.title, inquiries: 3 },
      { title: liked.title, inquiries: 1 },
    ]);
    const shownIds = new Set(overall.listings.map((listing) => listing.id));
    const hidden = rest.find((listing) => !shownIds.has(listing.id));
    if (!hidden) throw new Error('a listing beyond the top ones expected');

    const chosen = await viewsOf(seller, hidden.id);
    expect(chosen.listings).toHaveLength(DASHBOARD_CHART_LISTINGS + 1);
    expect(chosen.listings.at(-1)).toEqual({ id: hidden.id, title: hidden.title, inquiries: 0, recentViews: 0 });
  });

  it('is empty but complete for a buyer without listings', async () => {
    const buyer = await testApp.makeUser();
    const views = await viewsOf(buyer);
    expect(views.listings).toEqual([]);
    expect(views.days).toHaveLength(DASHBOARD_CHART_DAYS);
    expect(views.days.every((day) => day.views === 0)).toBe(true);
  });
});
