import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowseResponse, CategoryWithCount } from '@common/listings.ts';
import { makeListing, withoutNotices } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cachedCount, forgetApprovedCounts } from './count-cache.ts';

describe('counts and pages of approved listings', () => {
  let testApp: TestApp;
  const term = `zephyrcount${Date.now().toString(36)}`;
  const totalFor = async (url: string) => (await testApp.request({ method: 'GET', url })).json<BrowseResponse>().total;
  const automotiveCount = async () => {
    const categories = (await testApp.request({ method: 'GET', url: '/api/categories' })).json<{ items: CategoryWithCount[] }>();
    return categories.items.find((category) => category.slug === 'automotive')?.listingCount;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp.close();
  });

  it('are kept for 30 seconds (answered stale up to 5 minutes while refreshing), and forgotten at once when an admin changes a status', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await makeListing(testApp, { title: `Garage ${term} one`, categorySlug: 'automotive' });
    // Its notice (ADR 0026) has arrived and done its forgetting before anything is counted.
    expect(await testApp.app.realtime.catchUpOnRevocations()).toBe(true);
    expect(await totalFor(`/api/listings?search=${term}`)).toBe(1);
    const browseTotal = await totalFor('/api/listings?category=automotive');
    const categoryCount = await automotiveCount();

    // Written with the database's notices off (ADR 0026), so nothing tells the caches.
    const pending = await makeListing(testApp, { title: `Garage ${term} two`, categorySlug: 'automotive', status: 'pending' });
    await withoutNotices(testApp.database.db, (tx) => makeListing(tx, { title: `Garage ${term} three`, categorySlug: 'automotive' }));
    expect(await totalFor(`/api/listings?search=${term.toUpperCase()}`)).toBe(1);
    expect(await totalFor('/api/listings?category=automotive')).toBe(browseTotal);
    expect(await automotiveCount()).toBe(categoryCount);

    // Past the 30 s and the 4.5 minutes a stale count is still answered while it refreshes.
    vi.setSystemTime(Date.now() + 301_000);
    expect(await totalFor(`/api/listings?search=${term}`)).toBe(2);
    expect(await totalFor('/api/listings?category=automotive')).toBe((browseTotal ?? 0) + 1);
    expect(await automotiveCount()).toBe((categoryCount ?? 0) + 1);

    const admin = await testApp.makeUser({ role: 'admin' });
    const approve = await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${pending.id}/status`, cookie: admin.cookie, payload: { status: 'approved' } });
    expect(approve.statusCode).toBe(200);
    expect(await totalFor(`/api/listings?search=${term}`)).toBe(3);
    expect(await totalFor('/api/listings?category=automotive')).toBe((browseTotal ?? 0) + 2);
    expect(await automotiveCount()).toBe((categoryCount ?? 0) + 2);
  });

  it('keep a browse page for 5 seconds, and forget it at once when an admin changes a status', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const word = `${term}page`;
    const idsFor = async () => (await testApp.request({ method: 'GET', url: `/api/listings?search=${word}&sort=date` })).json<BrowseResponse>().items.map((item) => item.id).sort();
    const first = await makeListing(testApp, { title: `Kiosk ${word} one` });
    expect(await testApp.app.realtime.catchUpOnRevocations()).toBe(true);
    expect(await idsFor()).toEqual([first.id]);

    // Nothing tells the caches of this one: the kept page is answered for 5 seconds.
    const second = await withoutNotices(testApp.database.db, (tx) => makeListing(tx, { title: `Kiosk ${word} two` }));
    expect(await idsFor()).toEqual([first.id]);
    vi.setSystemTime(Date.now() + 5_001);
    expect(await idsFor()).toEqual([second.id, first.id].sort());

    const pending = await withoutNotices(testApp.database.db, (tx) => makeListing(tx, { title: `Kiosk ${word} three`, status: 'pending' }));
    const admin = await testApp.makeUser({ role: 'admin' });
    const approve = await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${pending.id}/status`, cookie: admin.cookie, payload: { status: 'approved' } });
    expect(approve.statusCode).toBe(200);
    expect(await idsFor()).toEqual([pending.id, second.id, first.id].sort());
  });

  /** A count that finishes when the test says, and says how often it was started. */
  function heldCount(value: number) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const count = vi.fn(async () => {
      await released;
      return value;
    });
    return { count, release };
  }

  it('run once for callers that miss at the same moment', async () => {
    const key = `concurrent-${term}`;
    const { count, release } = heldCount(42);
    const answers = Promise.all(Array.from({ length: 10 }, () => cachedCount(testApp.database.db, key, count)));
    release();
    expect(await answers).toEqual(Array(10).fill(42));
    expect(count).toHaveBeenCalledTimes(1);
    // Kept once counted.
    expect(await cachedCount(testApp.database.db, key, async () => 0)).toBe(42);
  });

  it('count afresh after a status change, and a count that was under way is not kept', async () => {
    const key = `forgotten-${term}`;
    const before = heldCount(1);
    const early = cachedCount(testApp.database.db, key, before.count);
    forgetApprovedCounts(testApp.database.db);
    const after = heldCount(2);
    const late = cachedCount(testApp.database.db, key, after.count);
    before.release();
    after.release();
    expect([await early, await late]).toEqual([1, 2]);
    expect(after.count).toHaveBeenCalledTimes(1);
    expect(await cachedCount(testApp.database.db, key, async () => 0)).toBe(2);
  });
});
