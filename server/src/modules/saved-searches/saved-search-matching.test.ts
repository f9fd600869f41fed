// Issue 11: alerts and browse share one definition of the filters. Property-style: for many filter sets drawn
// from awkward values (case, %, _ and \ in the text, unknown categories, open and closed price ranges, profits
// and multiples) and a set of listings built to sit on their edges, a saved search matches a listing exactly when
// browse with the same filters returns it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowseResponse } from '@common/listings.ts';
import { savedSearchFiltersSchema, type SavedSearchFilters, type SavedSearchFiltersInput } from '@common/saved-searches.ts';
import { jsonOf, withQuery } from '../../../test/api.ts';
import { makeListing, makeProfile } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { savedSearches } from '../../db/schema.ts';
import { matchingSavedSearches } from './saved-search-matching.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;

// A small deterministic generator, so a failure names a seed that reproduces it.
function randomFrom(seed: number) {
  let state = seed;
  return <T>(choices: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return choices[state % choices.length] as T;
  };
}

const searches = [undefined, 'cafe', 'CAFE', '50%', 'a_b', 'back\\slash', 'bakery', 'e', ' tea '] as const;
const locations = [undefined, 'pune', 'GOA', '%', 'Nashik Road', 'a_'] as const;
const categories = [undefined, 'food-beverage', 'technology', 'no-such-category'] as const;
const prices = [undefined, 0, 500_000, 1_000_000, 1_000_001, 50_000_000] as const;
// Issue 25: profit in whole rupees and the asking multiple, on the listings' edges below.
const profits = [undefined, undefined, 0, 100_000, 1_000_000] as const;
const multiples = [undefined, undefined, 0.5, 1, 10, 20] as const;

const listingShapes = [
  { title: 'Cafe 50% off', location: 'Pune', categorySlug: 'food-beverage', askingPrice: 10_00_000_00, profit: 1_00_000_00 },
  { title: 'Corner café', description: 'Serves tea and CAFE latte', location: 'Goa', categorySlug: 'food-beverage', askingPrice: 5_00_000_00, profit: 10_00_000_00 },
  { title: 'a_b traders', location: 'Nashik Road', categorySlug: 'retail-ecommerce', askingPrice: 10_00_001_00, profit: -5_00_000_00 },
  { title: 'axb traders', location: 'Nashik', categorySlug: 'retail-ecommerce', askingPrice: 9_99_999_00, profit: 99_999_00 },
  { title: 'Back\\slash books', location: 'pune city', categorySlug: 'technology', askingPrice: 1_00 },
  { title: 'Backslash books', location: 'a_b nagar', categorySlug: 'technology', askingPrice: 50_00_00_000_00 },
  { title: 'BAKERY and cafe', location: 'Panaji, Goa', categorySlug: 'food-beverage', askingPrice: 1_00_00_000_00, profit: 5_00_000_00 },
  { title: 'Tea estate', location: '100% Goa', categorySlug: null, askingPrice: 20_00_000_00, profit: 0 },
  { title: 'Pending cafe', location: 'Pune', categorySlug: 'food-beverage', askingPrice: 10_00_000_00, status: 'pending' as const },
  { title: 'Rejected cafe', location: 'Goa', categorySlug: 'food-beverage', askingPrice: 10_00_000_00, status: 'rejected' as const },
];

function randomFilters(seed: number): SavedSearchFilters {
  const pick = randomFrom(seed);
  const input: SavedSearchFiltersInput = {
    search: pick(searches),
    location: pick(locations),
    category: pick(categories),
    minPrice: pick(prices),
    maxPrice: pick(prices),
    minProfit: pick(profits),
    maxMultiple: pick(multiples),
  };
  return savedSearchFiltersSchema.parse(input);
}

async function browseIds(filters: SavedSearchFilters): Promise<Set<string>> {
  const { search, location, category, minPrice, maxPrice, minProfit, maxMultiple } = filters;
  const query = { search, location, category, minPrice, maxPrice, minProfit, maxMultiple, limit: 48 };
  const page = jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: withQuery('/api/listings', query) }), 200);
  return new Set(page.items.map((item) => item.id));
}

it('a saved search matches a listing if and only if browse with its filters returns it', async () => {
  const seller = await makeProfile(db(), { role: 'seller' });
  const owner = await makeProfile(db());
  const listings = [];
  for (const { categorySlug, ...shape } of listingShapes) {
    listings.push(await makeListing(db(), { description: 'A going concern.', status: 'approved', ...shape, sellerId: seller.id, ...(categorySlug === null ? { categoryId: null } : { categorySlug }) }));
  }

  const seeds = Array.from({ length: 60 }, (_, index) => index + 1);
  const filterSets = seeds.map(randomFilters);
  const saved = await db()
    .insert(savedSearches)
    .values(filterSets.map((filters, index) => ({ userId: owner.id, name: `Seed ${seeds[index]}`, filters, alertsEnabled: true })))
    .returning({ id: savedSearches.id });

  const matchedBy = new Map<string, Set<string>>();
  for (const listing of listings) {
    const rows = await matchingSavedSearches(db(), listing.id);
    matchedBy.set(listing.id, new Set(rows.map((row) => row.savedSearchId)));
  }

  let nonEmptyAgreements = 0;
  for (const [index, filters] of filterSets.entries()) {
    const browsed = await browseIds(filters);
    const searchId = saved[index]?.id ?? '';
    const matched = new Set(listings.filter((listing) => matchedBy.get(listing.id)?.has(searchId)).map((listing) => listing.id));
    expect([...matched].sort(), `seed ${seeds[index]}: ${JSON.stringify(filters)}`).toEqual([...browsed].sort());
    if (browsed.size > 0) nonEmptyAgreements += 1;
  }
  // The property means something only if many filter sets match some listings and many match none.
  expect(nonEmptyAgreements).toBeGreaterThan(10);
  expect(nonEmptyAgreements).toBeLessThan(filterSets.length);
});
