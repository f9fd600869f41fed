import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowseResponse } from '@common/listings.ts';
import { makeListing } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('the count of a text search', () => {
  let testApp: TestApp;
  const term = `zephyrcount${Date.now().toString(36)}`;
  const totalFor = async (url: string) => (await testApp.request({ method: 'GET', url })).json<BrowseResponse>().total;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp.close();
  });

  it('is kept for 30 seconds, forgotten at once when an admin changes a status, and never cached without text filters', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await makeListing(testApp, { title: `Cafe ${term} one` });
    expect(await totalFor(`/api/listings?search=${term}`)).toBe(1);

    const pending = await makeListing(testApp, { title: `Cafe ${term} two`, status: 'pending' });
    await makeListing(testApp, { title: `Cafe ${term} three` }); // written behind the API's back
    expect(await totalFor(`/api/listings?search=${term.toUpperCase()}`)).toBe(1);

    vi.setSystemTime(Date.now() + 31_000);
    expect(await totalFor(`/api/listings?search=${term}`)).toBe(2);

    const admin = await testApp.makeUser({ role: 'admin' });
    const approve = await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${pending.id}/status`, cookie: admin.cookie, payload: { status: 'approved' } });
    expect(approve.statusCode).toBe(200);
    expect(await totalFor(`/api/listings?search=${term}`)).toBe(3);

    // A category-only browse is cheap to count and always fresh.
    const before = await totalFor('/api/listings?category=automotive');
    await makeListing(testApp, { title: `Garage ${term}`, categorySlug: 'automotive' });
    expect(await totalFor('/api/listings?category=automotive')).toBe((before ?? 0) + 1);
  });
});
