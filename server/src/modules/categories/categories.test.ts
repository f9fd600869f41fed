// GET /api/categories: active categories in their order with live counts of approved listings (SPEC §2 Home,
// ARCHITECTURE §7 "live counts"). Counts are cached in-process for 30 seconds; a change to the approved listings
// clears the cache, in every process (ADR 0026). The tests run in order: the first one reads before anything is cached.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryWithCount } from '@common/listings.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeCategory, makeListing, makeListings, withoutNotices } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { categories } from '../../db/schema.ts';

let testApp: TestApp;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await testApp.makeUser({ role: 'seller' });
  admin = await testApp.makeUser({ role: 'admin' });
});
afterAll(async () => {
  vi.useRealTimers();
  await testApp.close();
});

async function readCategories(): Promise<CategoryWithCount[]> {
  return jsonOf<{ items: CategoryWithCount[] }>(await testApp.request({ method: 'GET', url: '/api/categories' }), 200).items;
}

async function countOf(slug: string): Promise<number | undefined> {
  return (await readCategories()).find((category) => category.slug === slug)?.listingCount;
}

async function setStatus(listingId: string, status: 'approved' | 'rejected') {
  const response = await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listingId}/status`, cookie: admin.cookie, payload: status === 'rejected' ? { status, reason: 'Not a real business' } : { status } });
  expect(response.statusCode).toBe(200);
}

describe('GET /api/categories', () => {
  it('lists active categories in sort order with counts of approved listings only', async () => {
    const shared = { sellerId: seller.id };
    await makeListings(testApp, 3, () => ({ categorySlug: 'technology' }), shared);
    await makeListing(testApp, { ...shared, categorySlug: 'healthcare' });
    for (const status of ['pending', 'rejected', 'draft'] as const) {
      await makeListing(testApp, { ...shared, categorySlug: 'technology', status });
      await makeListing(testApp, { ...shared, categorySlug: 'services', status });
    }
    await makeListing(testApp, { ...shared, categoryId: null }); // counted nowhere
    // Same sort order as Technology: the name decides, ignoring case.
    const tiedWithTechnology = await makeCategory(testApp.database.db, { name: 'agritech', slug: 'agritech', sortOrder: 10 });
    await makeListing(testApp, { ...shared, categoryId: tiedWithTechnology.id });

    const items = await readCategories();
    const activeRows = await testApp.database.db.select().from(categories);
    expect(items).toHaveLength(activeRows.filter((row) => row.active).length);
    expect(items.slice(0, 7).map((item) => item.name)).toEqual([
      'agritech',
      'Technology',
      'Retail & E-commerce',
      'Food & Beverage',
      'Manufacturing',
      'Services',
      'Healthcare',
    ]);
    const sortOrders = items.map((item) => item.sortOrder);
    expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));

    const counts = Object.fromEntries(items.map((item) => [item.slug, item.listingCount]));
    expect(counts).toMatchObject({ agritech: 1, technology: 3, healthcare: 1, services: 0, 'food-beverage': 0 });
    expect(items.reduce((sum, item) => sum + item.listingCount, 0)).toBe(5);
    expect(items[1]).toEqual({ id: expect.any(String), name: 'Technology', slug: 'technology', sortOrder: 10, listingCount: 3 });
  });

  it('hides inactive categories', async () => {
    const hidden = await makeCategory(testApp.database.db, { name: 'Retired sector', slug: 'retired-sector', active: false, sortOrder: 1 });
    await makeListing(testApp, { sellerId: seller.id, categoryId: hidden.id });
    const items = await readCategories();
    expect(items.map((item) => item.slug)).not.toContain('retired-sector');
    expect(items.map((item) => item.id)).not.toContain(hidden.id);
  });

  it("shows an admin's status change through the API at once", async () => {
    const before = (await countOf('manufacturing')) ?? -1;
    const listing = await makeListing(testApp, { sellerId: seller.id, categorySlug: 'manufacturing', status: 'pending' });
    expect(await countOf('manufacturing')).toBe(before);

    await setStatus(listing.id, 'approved');
    expect(await countOf('manufacturing')).toBe(before + 1);
    await setStatus(listing.id, 'rejected');
    expect(await countOf('manufacturing')).toBe(before);
    await setStatus(listing.id, 'approved');
    expect(await countOf('manufacturing')).toBe(before + 1);
  });

  it('shows other changes once the counts are 30 seconds old (the count cache refreshes them behind an answer)', async () => {
    // The earlier tests' notices have all arrived: none of them clears the counts about to be cached.
    expect(await testApp.app.realtime.catchUpOnRevocations()).toBe(true);
    const before = (await countOf('automotive')) ?? -1;
    // Written with the database's notices off (ADR 0026), as if this process had missed one: it has cached the counts.
    await withoutNotices(testApp.database.db, (tx) => makeListing(tx, { sellerId: seller.id, categorySlug: 'automotive' }));
    expect(await countOf('automotive')).toBe(before);
    vi.setSystemTime(Date.now() + 31_000);
    // The first visitor after that is answered at once from the old counts while one query counts afresh.
    await vi.waitFor(async () => expect(await countOf('automotive')).toBe(before + 1));
  });
});
