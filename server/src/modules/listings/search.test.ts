// Search on GET /api/listings (issue 24, ADR 0029): every word on its own across title, description, business
// type, category, city and state; websearch syntax; one-typo words; synonyms; relevance order and its keyset pages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowseResponse } from '@common/listings.ts';
import { jsonOf, withQuery } from '../../../test/api.ts';
import { makeListing, makeListings, type ListingOverrides } from '../../../test/factories.ts';
import { emptyListings, openListingsTestApp } from '../../../test/listings-test-app.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { forgetApprovedCounts } from './count-cache.ts';

type Query = Record<string, string | number | undefined>;

let testApp: TestApp;
let db: Database;
let sellerId: string;

beforeAll(async () => ({ testApp, db, sellerId } = await openListingsTestApp()));
afterAll(() => testApp.close());
beforeEach(() => emptyListings(db));

// Plain words nobody searches for, so only what a test names can match.
function listing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, {
    sellerId,
    title: 'Quiet unit',
    description: 'Well kept.',
    location: 'Nashik, Maharashtra',
    businessType: null,
    categorySlug: 'logistics',
    ...overrides,
  });
}

async function browse(query: Query): Promise<BrowseResponse> {
  return jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: withQuery('/api/listings', query) }), 200);
}

async function found(search: string, query: Query = {}): Promise<string[]> {
  return (await browse({ limit: 48, search, ...query })).items.map((item) => item.id).sort();
}

const ids = (...rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe('what a search matches', () => {
  it('matches each word on its own, in any order, across title and description', async () => {
    const chaiCafe = await listing({ title: 'Chai Point', description: 'A cafe by the college gate.' });
    await listing({ title: 'Chai stall', description: 'Tea only.' });
    await listing({ title: 'Corner cafe', description: 'Coffee only.' });
    expect(await found('chai cafe')).toEqual(ids(chaiCafe));
    expect(await found('CAFE  chai')).toEqual(ids(chaiCafe));
    expect(await found('chai pizza')).toEqual([]);
  });

  it('matches the city, the state, the category name and the business type', async () => {
    const kochi = await listing({ location: 'Kochi, Kerala' });
    const kerala = await listing({ location: 'Munnar, Kerala' });
    const food = await listing({ categorySlug: 'food-beverage' });
    const bakery = await listing({ businessType: 'Bakery' });
    expect(await found('Kochi')).toEqual(ids(kochi));
    expect(await found('kerala')).toEqual(ids(kochi, kerala));
    expect(await found('beverage')).toEqual(ids(food));
    expect(await found('bakery')).toEqual(ids(bakery));
    // Words from different fields together.
    expect(await found('kochi kerala')).toEqual(ids(kochi));
  });

  it('finds plurals and other forms of a word', async () => {
    const bakery = await listing({ title: 'Bakery for sale' });
    expect(await found('bakeries')).toEqual(ids(bakery));
  });

  it('matches a word of five letters or more one typo away, and not shorter ones', async () => {
    const restaurant = await listing({ title: 'Family restaurant' });
    const bakery = await listing({ title: 'Bakery on MG Road' });
    const cafe = await listing({ title: 'Cafe near the lake' });
    expect(await found('resturant')).toEqual(ids(restaurant)); // a letter left out
    expect(await found('restaurnat')).toEqual(ids(restaurant)); // two letters swapped
    expect(await found('bakrey')).toEqual(ids(bakery));
    expect(await found('bakeri')).toEqual(ids(bakery)); // a letter replaced
    expect(await found('resturnt')).toEqual([]); // two letters away
    expect(await found('cafo')).toEqual([]); // four letters: no typo allowance
    expect(await found('cafe')).toEqual(ids(cafe));
  });

  it('treats Bengaluru and Bangalore, Mumbai and Bombay as the same place', async () => {
    const bengaluru = await listing({ location: 'Bengaluru, Karnataka' });
    const bangalore = await listing({ title: 'Printing press in Bangalore' });
    const mumbai = await listing({ location: 'Mumbai, Maharashtra' });
    expect(await found('Bengaluru')).toEqual(ids(bengaluru, bangalore));
    expect(await found('bangalore')).toEqual(ids(bengaluru, bangalore));
    expect(await found('bombay')).toEqual(ids(mumbai));
  });

  it('reads quotes as an exact phrase and -word as an exclusion', async () => {
    const phrase = await listing({ title: 'Chai cafe on the beach' });
    const apart = await listing({ title: 'Cafe serving chai' });
    expect(await found('"chai cafe"')).toEqual(ids(phrase));
    expect(await found('cafe chai')).toEqual(ids(phrase, apart));
    expect(await found('cafe -beach')).toEqual(ids(apart));
    expect(await found('cafe -serving -beach')).toEqual([]);
  });

  it('answers every malformed search text with results, never an error', async () => {
    const cafe = await listing({ title: 'Cafe' });
    const texts = ['"cafe', 'cafe"', '"', '-', '--cafe', 'cafe -', '&|!:*()', 'cafe & | !', "cafe's", 'cafe:*', '(cafe', '!cafe', '<->', 'or', 'cafe or', '\\', "'", 'ಕಾಫಿ'];
    for (const search of texts) {
      const response = await testApp.request({ method: 'GET', url: withQuery('/api/listings', { search }) });
      expect(response.statusCode, search).toBe(200);
    }
    expect(await found('"cafe')).toEqual(ids(cafe));
    expect(await found('(cafe')).toEqual(ids(cafe));
  });

  it('keeps a renamed category findable by its new name only', async () => {
    const [category] = await db.select().from(categories).where(eq(categories.slug, 'automotive'));
    if (!category) throw new Error('the automotive category is seeded');
    const car = await listing({ categorySlug: 'automotive' });
    try {
      await db.update(categories).set({ name: 'Vehicles & Garages' }).where(eq(categories.id, category.id));
      expect(await found('garages')).toEqual(ids(car));
      expect(await found('automotive')).toEqual([]);
    } finally {
      await db.update(categories).set({ name: category.name }).where(eq(categories.id, category.id));
    }
    // Renamed behind the API's back: the page of "automotive" kept a moment ago must go (count-cache.test.ts).
    forgetApprovedCounts(db);
    expect(await found('automotive')).toEqual(ids(car));
  });

  it('leaves out listings that are not public', async () => {
    await listing({ title: 'Bakery', status: 'pending' });
    await listing({ title: 'Bakery', status: 'sold' });
    expect(await found('bakery')).toEqual([]);
  });
});

describe('relevance order', () => {
  it('is the default with a search text: a title or category match above a description match', async () => {
    const inDescription = await listing({ title: 'Shop for sale', description: 'Was a bakery until last year.', createdAt: new Date('2024-06-02') });
    const inTitle = await listing({ title: 'Bakery for sale', createdAt: new Date('2024-06-01') });
    const inCategory = await listing({ title: 'Unit for sale', categorySlug: 'food-beverage', createdAt: new Date('2024-06-03') });
    const inDescriptionToo = await listing({ title: 'Shop', description: 'Food court stall.', createdAt: new Date('2024-06-04') });
    const bakery = await browse({ search: 'bakery' });
    expect(bakery.items.map((item) => item.id)).toEqual([inTitle.id, inDescription.id]);
    const food = await browse({ search: 'food' });
    expect(food.items.map((item) => item.id)).toEqual([inCategory.id, inDescriptionToo.id]);
    // The other orders stay available.
    const newest = await browse({ search: 'bakery', sort: 'date' });
    expect(newest.items.map((item) => item.id)).toEqual([inDescription.id, inTitle.id]);
    // Without a search text the default is still the newest first.
    const all = await browse({});
    expect(all.items.map((item) => item.id)).toEqual([inDescriptionToo.id, inCategory.id, inDescription.id, inTitle.id]);
  });

  it('ranks a business type or city match between the title and the description, and the newest first within each', async () => {
    const inDescription = await listing({ title: 'Shop', description: 'Near the Kochi ferry.', createdAt: new Date('2024-06-05') });
    const inTitleOlder = await listing({ title: 'Kochi tea stall', createdAt: new Date('2024-06-01') });
    const inTitleNewer = await listing({ title: 'Kochi bakery', createdAt: new Date('2024-06-02') });
    const inCity = await listing({ title: 'Tea stall', location: 'Kochi, Kerala', createdAt: new Date('2024-06-04') });
    const inType = await listing({ title: 'Stall', businessType: 'Kochi snacks', createdAt: new Date('2024-06-03') });
    const kochi = await browse({ search: 'kochi' });
    expect(kochi.items.map((item) => item.id)).toEqual([inTitleNewer.id, inTitleOlder.id, inCity.id, inType.id, inDescription.id]);
    // Every word decides the tier: "tea" in the title and "kochi" in the city is a city match.
    const teaKochi = await browse({ search: 'tea kochi' });
    expect(teaKochi.items.map((item) => item.id)).toEqual([inTitleOlder.id, inCity.id]);
    // An excluded word keeps its meaning in every tier.
    const notTea = await browse({ search: 'kochi -tea' });
    expect(notTea.items.map((item) => item.id)).toEqual([inTitleNewer.id, inType.id, inDescription.id]);
  });

  it('pages through equal times by id and from one tier into the next, never repeating or skipping a listing', async () => {
    const titleMatches = await makeListings(testApp, 17, () => ({ title: 'Tiffin service', description: 'Lunch boxes.', location: 'Nashik, Maharashtra' }), { sellerId });
    const descriptionMatches = await makeListings(testApp, 16, () => ({ title: 'Kitchen', description: 'A tiffin round.', location: 'Nashik, Maharashtra' }), { sellerId });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await browse({ search: 'tiffin', limit: 5, cursor });
      seen.push(...page.items.map((item) => item.id));
      if (pages === 0) expect(page.total).toBe(33);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
      if (pages > 20) throw new Error('pagination does not end');
    } while (cursor);
    const byIdDescending = (rows: { id: string }[]) => rows.map((row) => row.id).sort().reverse();
    expect(seen).toEqual([...byIdDescending(titleMatches), ...byIdDescending(descriptionMatches)]);
    expect(pages).toBe(7);
  });

  it('refuses a relevance cursor whose value is not a tier and a time', async () => {
    await listing({ title: 'Tiffin' });
    for (const value of ['high', 0.5, '4:2024-06-01T00:00:00.000000Z', '3:yesterday', '3:2024-02-30T00:00:00.000000Z']) {
      const cursor = Buffer.from(JSON.stringify(['relevance', 'desc', value, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
      const response = await testApp.request({ method: 'GET', url: withQuery('/api/listings', { search: 'tiffin', cursor }) });
      expect(response.statusCode, String(value)).toBe(400);
    }
  });
});
