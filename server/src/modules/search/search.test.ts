// GET /api/search/suggestions and the browse page's "Did you mean" (issue 24, ADR 0029).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowseResponse } from '@common/listings.ts';
import type { SearchSuggestionsResponse } from '@common/search.ts';
import { jsonOf, withQuery } from '../../../test/api.ts';
import { makeListing, type ListingOverrides } from '../../../test/factories.ts';
import { emptyListings, openListingsTestApp } from '../../../test/listings-test-app.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { businessListings, categories, searchSuggestions, searchWords } from '../../db/schema.ts';
import { searchSuggestionsStatement, wordPrefixQuery } from './search-suggestions.ts';

let testApp: TestApp;
let db: Database;
let sellerId: string;

beforeAll(async () => ({ testApp, db, sellerId } = await openListingsTestApp()));
afterAll(() => testApp.close());
beforeEach(() => emptyListings(db));

function listing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, { sellerId, title: 'Quiet unit', description: 'Well kept.', location: 'Nashik, Maharashtra', businessType: null, categorySlug: 'logistics', ...overrides });
}

async function suggest(q: string) {
  return (await jsonOf<SearchSuggestionsResponse>(await testApp.request({ method: 'GET', url: withQuery('/api/search/suggestions', { q }) }), 200)).items;
}

describe('suggestions', () => {
  it('offers categories, cities and business types starting with the typed text, with their public listing counts', async () => {
    await listing({ location: 'Pune, Maharashtra', businessType: 'Printing Press', categorySlug: 'media-entertainment' });
    await listing({ location: 'Pune, Maharashtra', businessType: 'Pharmacy', categorySlug: 'pharmacy' });
    await listing({ location: 'Puducherry, Puducherry', businessType: 'Pharmacy', categorySlug: 'pharmacy' });
    await listing({ location: 'Pune, Maharashtra', businessType: 'Pharmacy', status: 'pending' });
    expect(await suggest('pu')).toEqual([
      { kind: 'city', value: 'Pune', listingCount: 2 },
      { kind: 'city', value: 'Puducherry', listingCount: 1 },
    ]);
    expect(await suggest('  PHAR')).toEqual([
      { kind: 'businessType', value: 'Pharmacy', listingCount: 2 },
      { kind: 'category', value: 'Pharmacy & Chemists', listingCount: 2 },
    ]);
    expect(await suggest('print')).toEqual([{ kind: 'businessType', value: 'Printing Press', listingCount: 1 }]);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('%')).toEqual([]);
  });

  it('matches the start of any word of a name, not the middle of one (issue 24: "bev" finds "Food & Beverage")', async () => {
    await listing({ location: 'Navi Mumbai, Maharashtra', businessType: 'Cloud Kitchen', categorySlug: 'food-beverage' });
    const beverage = [{ kind: 'category', value: 'Food & Beverage', listingCount: 1 }];
    expect(await suggest('bev')).toEqual(beverage);
    expect(await suggest('Food & Bev')).toEqual(beverage);
    expect(await suggest('food bev')).toEqual(beverage);
    expect(await suggest('food')).toEqual(beverage);
    expect(await suggest('everage')).toEqual([]);
    expect(await suggest('bev food')).toEqual([]);
    expect(await suggest('mum')).toEqual([{ kind: 'city', value: 'Navi Mumbai', listingCount: 1 }]);
    expect(await suggest('kitchen')).toEqual([{ kind: 'businessType', value: 'Cloud Kitchen', listingCount: 1 }]);
    // What the text-search syntax would read as operators is only a separator here.
    expect(await suggest("bev:* | ' !food")).toEqual([]);
    expect(await suggest('& ! |')).toEqual([]);
  });

  it('is answered from the index on the words of the names, not by reading the table', async () => {
    const query = wordPrefixQuery('food & bev');
    expect(query).toBe("'food' <-> 'bev':*");
    const plan = await db.transaction(async (transaction) => {
      // The table is small here, where reading it whole is cheapest; at scale it is not. Can the index answer?
      await transaction.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(transaction, sql`explain ${searchSuggestionsStatement(transaction, query ?? '').getSQL()}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('search_suggestions_words_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('follows listings as they are approved, edited, sold and deleted', async () => {
    const bakery = await listing({ location: 'Kochi, Kerala', businessType: 'Bakery', status: 'pending' });
    expect(await suggest('koc')).toEqual([]);
    await db.update(businessListings).set({ status: 'approved' }).where(eq(businessListings.id, bakery.id));
    expect(await suggest('koc')).toEqual([{ kind: 'city', value: 'Kochi', listingCount: 1 }]);
    await db.update(businessListings).set({ location: 'Kollam, Kerala' }).where(eq(businessListings.id, bakery.id));
    expect(await suggest('ko')).toEqual([{ kind: 'city', value: 'Kollam', listingCount: 1 }]);
    // A counted view changes nothing.
    await db.update(businessListings).set({ viewsCount: 5 }).where(eq(businessListings.id, bakery.id));
    expect(await suggest('ko')).toEqual([{ kind: 'city', value: 'Kollam', listingCount: 1 }]);
    await db.update(businessListings).set({ status: 'sold' }).where(eq(businessListings.id, bakery.id));
    expect(await suggest('ko')).toEqual([]);
    await db.update(businessListings).set({ status: 'approved' }).where(eq(businessListings.id, bakery.id));
    await db.delete(businessListings).where(eq(businessListings.id, bakery.id));
    expect(await suggest('ko')).toEqual([]);
    expect(await suggest('bak')).toEqual([]);
    expect(await db.select().from(searchWords)).toEqual([]);
  });

  it('names a renamed category by its new name', async () => {
    const [category] = await db.select().from(categories).where(eq(categories.slug, 'automotive'));
    if (!category) throw new Error('the automotive category is seeded');
    await listing({ categorySlug: 'automotive' });
    try {
      await db.update(categories).set({ name: 'Vehicles & Garages' }).where(eq(categories.id, category.id));
      expect(await suggest('veh')).toEqual([{ kind: 'category', value: 'Vehicles & Garages', listingCount: 1 }]);
      expect(await suggest('auto')).toEqual([]);
    } finally {
      await db.update(categories).set({ name: category.name }).where(eq(categories.id, category.id));
    }
    expect(await db.select().from(searchSuggestions).where(eq(searchSuggestions.kind, 'category'))).toEqual([
      { kind: 'category', value: category.name, folded: category.name.toLowerCase(), listingCount: 1 },
    ]);
  });

  it('refuses a text that is too long with the error shape', async () => {
    const response = await testApp.request({ method: 'GET', url: withQuery('/api/search/suggestions', { q: 'x'.repeat(101) }) });
    expect(response.statusCode).toBe(400);
  });
});

describe('when a search finds nothing', () => {
  it('suggests the spelling listings use, and nothing when results exist', async () => {
    await listing({ title: 'Dental clinic in Indore' });
    const miss = await jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: withQuery('/api/listings', { search: 'Dentle clinic' }) }), 200);
    expect(miss.items).toEqual([]);
    expect(miss.spellingSuggestion).toBe('dental clinic');
    const hit = await jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: withQuery('/api/listings', { search: 'dental' }) }), 200);
    expect(hit.items).toHaveLength(1);
    expect(hit.spellingSuggestion).toBeNull();
  });
});
