// Issue 11: saved searches through the API. Private to their owner (another buyer, another seller and an admin
// all get 404), at most 50 each, newest first in keyset pages, with a summary and the "N new since last run"
// count that Run resets.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SAVED_SEARCHES,
  NEW_SINCE_LAST_RUN_CAP,
  SAVED_SEARCH_LIMIT_MESSAGE,
  SAVED_SEARCH_NOT_FOUND,
  type SavedSearch,
  type SavedSearchesPage,
} from '@common/saved-searches.ts';
import { CONTROL_CHARACTER_MESSAGE } from '@common/validation.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { makeListing, makeListings, makeSavedSearch } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { savedSearches } from '../../db/schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;
const bakeriesInPune = { search: ' bakery ', category: 'food-beverage', location: 'Pune', minPrice: '1000000', maxPrice: 20000000 };

async function save(user: TestUser, payload: object) {
  return testApp.request({ method: 'POST', url: '/api/saved-searches', cookie: user.cookie, payload });
}

async function list(user: TestUser, query = '') {
  return jsonOf<SavedSearchesPage>(await testApp.request({ method: 'GET', url: `/api/saved-searches${query}`, cookie: user.cookie }), 200);
}

describe('saving a search', () => {
  it('keeps the browse filters as browse reads them and describes them in words', async () => {
    const buyer = await testApp.makeUser();
    const saved = jsonOf<SavedSearch>(await save(buyer, { name: '  Bakeries in Pune  ', filters: bakeriesInPune, alertsEnabled: true, alertMode: 'daily' }), 201);
    expect(saved).toMatchObject({
      name: 'Bakeries in Pune',
      // A search text's default order is relevance (ADR 0029).
      filters: { search: 'bakery', category: 'food-beverage', location: 'Pune', minPrice: 1000000, maxPrice: 20000000, sort: 'relevance', order: 'desc' },
      summary: '“bakery” · Food & Beverage · Pune · ₹10 L–₹2 Cr · best match first',
      alertsEnabled: true,
      alertMode: 'daily',
      lastRunAt: null,
      newSinceLastRun: 0,
    });
    const page = await list(buyer);
    expect(page).toMatchObject({ total: 1, nextCursor: null, items: [saved] });
  });

  it('keeps the yearly profit and asking multiple filters and their sort, and opens browse with them (issue 25)', async () => {
    const buyer = await testApp.makeUser();
    const filters = { minProfit: '10 lakh', maxMultiple: '3.5', sort: 'multiple', order: 'asc' };
    const saved = jsonOf<SavedSearch>(await save(buyer, { name: 'Cheap and profitable', filters }), 201);
    expect(saved).toMatchObject({
      filters: { minProfit: 1000000, maxMultiple: 3.5, sort: 'multiple', order: 'asc' },
      summary: 'profit from ₹10 L · multiple up to 3.5× · lowest multiple first',
    });
    expect((await list(buyer)).items[0]?.filters).toEqual(saved.filters);
  });

  it('refuses a blank, two-line or overlong name and filters browse would refuse, in the error shape', async () => {
    const buyer = await testApp.makeUser();
    expect(errorOf(await save(buyer, { name: '   ', filters: {} }), 400).fields).toMatchObject({ name: 'Name is required' });
    expect(errorOf(await save(buyer, { name: 'one\ntwo', filters: {} }), 400).fields).toMatchObject({ name: CONTROL_CHARACTER_MESSAGE });
    expect(errorOf(await save(buyer, { name: 'x'.repeat(101), filters: {} }), 400).fields).toMatchObject({ name: 'Must be at most 100 characters' });
    expect(errorOf(await save(buyer, { name: 'Sorted oddly', filters: { sort: 'random' } }), 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await save(buyer, { name: 'Negative', filters: { minPrice: -5 } }), 400).code).toBe('VALIDATION_FAILED');
    expect((await list(buyer)).total).toBe(0);
  });

  it(`refuses the ${MAX_SAVED_SEARCHES + 1}st with a 409 that names the limit`, async () => {
    const buyer = await testApp.makeUser();
    await db()
      .insert(savedSearches)
      .values(Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, index) => ({ userId: buyer.id, name: `Search ${index}`, filters: {} })));
    jsonOf(await save(buyer, { name: 'The fiftieth', filters: {} }), 201);
    const refused = errorOf(await save(buyer, { name: 'One too many', filters: {} }), 409);
    expect(refused.message).toBe(SAVED_SEARCH_LIMIT_MESSAGE);
    expect(refused.message).toContain('50');
    expect((await list(buyer)).total).toBe(MAX_SAVED_SEARCHES);
  });

  it('counts the limit right when two saves race at 49', async () => {
    const buyer = await testApp.makeUser();
    await db()
      .insert(savedSearches)
      .values(Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, index) => ({ userId: buyer.id, name: `Search ${index}`, filters: {} })));
    const answers = await Promise.all([save(buyer, { name: 'First', filters: {} }), save(buyer, { name: 'Second', filters: {} })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('the list', () => {
  it('is newest first in keyset pages that visit every search once', async () => {
    const buyer = await testApp.makeUser();
    for (let index = 0; index < 5; index += 1) {
      await makeSavedSearch(db(), { userId: buyer.id, name: `Search ${index}`, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) });
    }
    const first = await list(buyer, '?limit=2');
    const second = await list(buyer, `?limit=2&cursor=${first.nextCursor}`);
    const third = await list(buyer, `?limit=2&cursor=${second.nextCursor}`);
    expect([...first.items, ...second.items, ...third.items].map((item) => item.name)).toEqual(['Search 4', 'Search 3', 'Search 2', 'Search 1', 'Search 0']);
    expect(third.nextCursor).toBeNull();
    expect(first.total).toBe(5);
    expect(errorOf(await testApp.request({ method: 'GET', url: '/api/saved-searches?cursor=forged', cookie: buyer.cookie }), 400).code).toBe('VALIDATION_FAILED');
  });

  it('shows only the viewer’s own searches', async () => {
    const [owner, other] = [await testApp.makeUser(), await testApp.makeUser()];
    await makeSavedSearch(db(), { userId: owner.id, name: 'Mine' });
    expect((await list(other)).items).toEqual([]);
  });
});

describe('N new since last run', () => {
  it('counts the matching listings approved since it was saved, then since it was last run', async () => {
    const buyer = await testApp.makeUser();
    const saved = jsonOf<SavedSearch>(await save(buyer, { name: 'Cafés', filters: { search: 'cafe', location: 'Goa' } }), 201);
    // Saved an hour ago; every time below is relative to that, so the test does not depend on how fast it runs.
    await db().update(savedSearches).set({ createdAt: sql`now() - interval '1 hour'` }).where(eq(savedSearches.id, saved.id));
    const sinceSaving = new Date(Date.now() - 30 * 60_000);
    await makeListing(testApp, { title: 'Beach cafe', location: 'Goa', approvedAt: sinceSaving });
    await makeListing(testApp, { title: 'Cafe by the sea', location: 'Panaji, Goa', approvedAt: sinceSaving });
    await makeListing(testApp, { title: 'Beach cafe', location: 'Kochi', approvedAt: sinceSaving }); // another place
    await makeListing(testApp, { title: 'Beach cafe', location: 'Goa', status: 'pending', approvedAt: sinceSaving }); // not public
    await makeListing(testApp, { title: 'Old cafe', location: 'Goa', approvedAt: new Date(Date.now() - 2 * 60 * 60_000) }); // before saving
    expect((await list(buyer)).items[0]?.newSinceLastRun).toBe(2);

    const run = jsonOf<SavedSearch>(await testApp.request({ method: 'POST', url: `/api/saved-searches/${saved.id}/run`, cookie: buyer.cookie }), 200);
    expect(run.lastRunAt).not.toBeNull();
    expect(run.newSinceLastRun).toBe(0);
    await makeListing(testApp, { title: 'Cafe and bakery', location: 'Goa', approvedAt: new Date(Date.now() + 1_000) });
    expect((await list(buyer)).items[0]?.newSinceLastRun).toBe(1);
  });

  it(`stops counting past ${NEW_SINCE_LAST_RUN_CAP}`, async () => {
    const buyer = await testApp.makeUser();
    await save(buyer, { name: 'Everything in Nagpur', filters: { location: 'Nagpur' } });
    const seller = await testApp.makeUser({ role: 'seller' });
    const approvedAt = new Date(Date.now() + 1_000);
    await makeListings(testApp, NEW_SINCE_LAST_RUN_CAP + 5, () => ({ location: 'Nagpur', approvedAt }), { sellerId: seller.id });
    expect((await list(buyer)).items[0]?.newSinceLastRun).toBe(NEW_SINCE_LAST_RUN_CAP + 1);
  });
});

describe('rename, alerts, run and delete: the owner only', () => {
  it('lets the owner rename it and switch alerts and their mode', async () => {
    const buyer = await testApp.makeUser();
    const saved = jsonOf<SavedSearch>(await save(buyer, { name: 'Draft name', filters: {} }), 201);
    const patch = (payload: object) => testApp.request({ method: 'PATCH', url: `/api/saved-searches/${saved.id}`, cookie: buyer.cookie, payload });
    expect(jsonOf<SavedSearch>(await patch({ name: ' Better name ' }), 200).name).toBe('Better name');
    expect(jsonOf<SavedSearch>(await patch({ alertsEnabled: true, alertMode: 'daily' }), 200)).toMatchObject({ alertsEnabled: true, alertMode: 'daily', name: 'Better name' });
    expect(errorOf(await patch({}), 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await patch({ alertMode: 'hourly' }), 400).code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 to anyone else, admins included, and changes nothing', async () => {
    const owner = await testApp.makeUser();
    const saved = jsonOf<SavedSearch>(await save(owner, { name: 'Private', filters: {} }), 201);
    const strangers = [await testApp.makeUser(), await testApp.makeUser({ role: 'seller' }), await testApp.makeUser({ role: 'admin' })];
    for (const stranger of strangers) {
      const attempts = [
        testApp.request({ method: 'PATCH', url: `/api/saved-searches/${saved.id}`, cookie: stranger.cookie, payload: { name: 'Taken' } }),
        testApp.request({ method: 'POST', url: `/api/saved-searches/${saved.id}/run`, cookie: stranger.cookie }),
        testApp.request({ method: 'DELETE', url: `/api/saved-searches/${saved.id}`, cookie: stranger.cookie }),
      ];
      for (const attempt of await Promise.all(attempts)) expect(errorOf(attempt, 404).message).toBe(SAVED_SEARCH_NOT_FOUND);
    }
    const anonymous = await testApp.request({ method: 'DELETE', url: `/api/saved-searches/${saved.id}` });
    expect(errorOf(anonymous, 401).code).toBe('UNAUTHENTICATED');
    expect((await list(owner)).items).toEqual([expect.objectContaining({ name: 'Private', lastRunAt: null })]);
  });

  it('deletes it for its owner; a second delete or a malformed id is 404', async () => {
    const buyer = await testApp.makeUser();
    const saved = jsonOf<SavedSearch>(await save(buyer, { name: 'Short-lived', filters: {} }), 201);
    const remove = (id: string) => testApp.request({ method: 'DELETE', url: `/api/saved-searches/${id}`, cookie: buyer.cookie });
    expect((await remove(saved.id)).statusCode).toBe(204);
    expect(errorOf(await remove(saved.id), 404).message).toBe(SAVED_SEARCH_NOT_FOUND);
    expect(errorOf(await remove('not-a-uuid'), 404).message).toBe(SAVED_SEARCH_NOT_FOUND);
    expect((await list(buyer)).total).toBe(0);
  });
});
