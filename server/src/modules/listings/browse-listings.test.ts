// GET /api/listings: the public browse (SPEC §2 Browse, §5 browse filters; ARCHITECTURE §4 keyset pagination).
// Every test starts from an empty listings table, so each one sees exactly the rows it made.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BROWSE_PAGE_SIZE, BROWSE_TOTAL_CAP, listingSortKeys, sortOrders, type BrowseResponse, type ListingSortKey, type SortOrder } from '@common/listings.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { findCategoryId, makeListing, makeListings, type ListingOverrides } from '../../../test/factories.ts';
import { emptyListings, openListingsTestApp } from '../../../test/listings-test-app.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { businessListings } from '../../db/schema.ts';
import { forgetApprovedCounts } from './count-cache.ts';

type Query = Record<string, string | number | undefined>;
type ListingRow = typeof businessListings.$inferSelect;

let testApp: TestApp;
let db: Database;
let sellerId: string;

beforeAll(async () => ({ testApp, db, sellerId } = await openListingsTestApp()));
afterAll(() => testApp.close());
beforeEach(() => emptyListings(db));

function listing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, { sellerId, ...overrides });
}

function listings(count: number, overridesFor: (index: number) => ListingOverrides) {
  return makeListings(testApp, count, overridesFor, { sellerId });
}

async function browse(query: Query = {}): Promise<BrowseResponse> {
  return jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: withQuery('/api/listings', query) }), 200);
}

async function browseIds(query: Query = {}): Promise<string[]> {
  return (await browse({ limit: 48, ...query })).items.map((item) => item.id);
}

async function browseError(query: Query) {
  return errorOf(await testApp.request({ method: 'GET', url: withQuery('/api/listings', query) }), 400);
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
const sameIds = (rows: { id: string }[]) => [...idsOf(rows)].sort();

/**
 * The value a sort key orders by, as JavaScript compares it (titles in these tests are plain ASCII words). The
 * multiple and profit put the listings without one last in either order (ADR 0036).
 */
function sortValue(row: ListingRow, sort: ListingSortKey, order: SortOrder): number | string {
  const missing = order === 'asc' ? Infinity : -Infinity;
  // Relevance means nothing without a search text: it is the date order then.
  if (sort === 'date' || sort === 'relevance') return row.createdAt.getTime();
  if (sort === 'price') return row.askingPrice;
  if (sort === 'multiple') return row.profit !== null && row.profit > 0 ? row.askingPrice / row.profit : missing;
  if (sort === 'profit') return row.profit ?? missing;
  if (sort === 'views') return row.viewsCount;
  return row.title;
}

/** The order the API promises: by the sort value, then by id (uuids compare like their lower-case text). */
function expectedOrder(rows: ListingRow[], sort: ListingSortKey, order: SortOrder): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows]
    .sort((a, b) => sign * (compare(sortValue(a, sort, order), sortValue(b, sort, order)) || compare(a.id, b.id)))
    .map((row) => row.id);
}

function encodeCursor(parts: unknown): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

describe('what is listed', () => {
  it('shows approved listings only', async () => {
    const approved = await listing({ status: 'approved' });
    await listing({ status: 'pending' });
    await listing({ status: 'rejected' });
    await listing({ status: 'draft' });
    const response = await browse();
    expect(idsOf(response.items)).toEqual([approved.id]);
    expect(response.total).toBe(1);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await browse({ search: 'nothing like this' })).toEqual({ items: [], nextCursor: null, total: 0, isTotalCapped: false, spellingSuggestion: null });
  });

  it('uses pages of 24 and newest first by default', async () => {
    const rows = await listings(30, (index) => ({ createdAt: new Date(Date.UTC(2024, 0, 1 + index)) }));
    const response = await browse();
    expect(response.items).toHaveLength(BROWSE_PAGE_SIZE);
    expect(idsOf(response.items)).toEqual(expectedOrder(rows, 'date', 'desc').slice(0, BROWSE_PAGE_SIZE));
    expect(response.nextCursor).not.toBeNull();
  });
});

describe('filters', () => {
  it('matches the search text in the title or the description, ignoring case and surrounding spaces', async () => {
    const inTitle = await listing({ title: 'Mango Orchard Estate', description: 'Fifty acres of trees.' });
    const inDescription = await listing({ title: 'Fruit processing unit', description: 'Makes MANGO pulp for export.' });
    await listing({ title: 'Guava farm', description: 'Fifty acres of guava.' });
    expect((await browseIds({ search: 'mango' })).sort()).toEqual(sameIds([inTitle, inDescription]));
    expect((await browseIds({ search: '  MaNgO  ' })).sort()).toEqual(sameIds([inTitle, inDescription]));
    expect(await browseIds({ search: 'orchard estate' })).toEqual([inTitle.id]);
    expect(await browseIds({ search: 'pulp for' })).toEqual([inDescription.id]);
  });

  it('matches text beyond ASCII, such as accents and Devanagari', async () => {
    const cafe = await listing({ title: 'Café Coffee Corner', description: 'Espresso bar.' });
    const masala = await listing({ title: 'Spice shop', description: 'Sells मसाला chai blends.' });
    expect(await browseIds({ search: 'CAFÉ coffee' })).toEqual([cafe.id]);
    expect(await browseIds({ search: 'मसाला' })).toEqual([masala.id]);
  });

  it('treats a search of only spaces as no search', async () => {
    const rows = await listings(3, (index) => ({ title: `Shop ${index}` }));
    expect((await browseIds({ search: '   ' })).sort()).toEqual(sameIds(rows));
  });

  it('reads %, _ and \\ as no wildcards, and punctuation alone as no search text', async () => {
    const percent = await listing({ title: '100% organic farm', description: 'Certified.' });
    const underscore = await listing({ title: 'Tea_stall', description: 'Near the station.' });
    const other = await listing({ title: 'Organic farm', description: 'Fully organic.' });

    expect(await browseIds({ search: '100%' })).toEqual([percent.id]);
    expect(await browseIds({ search: 'te_' })).toEqual([]);
    expect(await browseIds({ search: 'tea_stall' })).toEqual([underscore.id]);
    for (const search of ['%', '_', '\\', '-', '&|!:*()']) {
      expect((await browseIds({ search })).sort(), search).toEqual(sameIds([percent, underscore, other]));
    }
  });

  it('matches the location partially and ignoring case', async () => {
    const koramangala = await listing({ location: 'Koramangala, Bengaluru' });
    const indiranagar = await listing({ location: 'Indiranagar, Bengaluru' });
    await listing({ location: 'Pune, Maharashtra' });
    expect((await browseIds({ location: 'BENGAL' })).sort()).toEqual(sameIds([koramangala, indiranagar]));
    expect(await browseIds({ location: ' koramangala ' })).toEqual([koramangala.id]);
    expect(await browseIds({ location: 'mumbai' })).toEqual([]);
  });

  it('matches %, _ and \\ in the location literally', async () => {
    const underscore = await listing({ location: 'Sector_5, Noida' });
    await listing({ location: 'Sector 5, Noida' });
    await listing({ location: 'Sector-5, Noida' });
    expect(await browseIds({ location: 'r_5' })).toEqual([underscore.id]);
    expect(await browseIds({ location: '%' })).toEqual([]);
    expect(await browseIds({ location: '\\' })).toEqual([]);
  });

  it('filters by category slug', async () => {
    const food = await listing({ categorySlug: 'food-beverage' });
    const tech = await listing({ categorySlug: 'technology' });
    await listing({ categoryId: null });
    expect(await browseIds({ category: 'food-beverage' })).toEqual([food.id]);
    expect(await browseIds({ category: 'technology' })).toEqual([tech.id]);
    expect(await browseIds({ category: 'no-such-category' })).toEqual([]);
  });

  it('takes the price bounds in whole rupees (× 100 against the stored paise), both inclusive', async () => {
    const tenLakh = await listing({ askingPrice: 10_00_000_00 });
    const twentyFiveLakh = await listing({ askingPrice: 25_00_000_00 });
    const justAbove = await listing({ askingPrice: 25_00_000_00 + 50 }); // ₹25,00,000.50
    const fiftyLakh = await listing({ askingPrice: 50_00_000_00 });

    expect((await browseIds({ minPrice: 25_00_000 })).sort()).toEqual(sameIds([twentyFiveLakh, justAbove, fiftyLakh]));
    expect((await browseIds({ maxPrice: 25_00_000 })).sort()).toEqual(sameIds([tenLakh, twentyFiveLakh]));
    expect(await browseIds({ minPrice: 25_00_000, maxPrice: 25_00_000 })).toEqual([twentyFiveLakh.id]);
    expect((await browseIds({ minPrice: 0, maxPrice: 1_00_00_000 })).sort()).toEqual(sameIds([tenLakh, twentyFiveLakh, justAbove, fiftyLakh]));
    expect(await browseIds({ minPrice: 50_00_001 })).toEqual([]);
    expect(await browseIds({ minPrice: 30_00_000, maxPrice: 20_00_000 })).toEqual([]);
  });

  it('treats empty filter values as absent', async () => {
    const rows = await listings(2, (index) => ({ title: `Shop ${index}` }));
    expect((await browseIds({ search: '', location: '', category: '', minPrice: '', maxPrice: '', cursor: '' })).sort()).toEqual(sameIds(rows));
  });

  it('takes a minimum profit in whole rupees and a maximum multiple, both inclusive; no profit or a loss never matches', async () => {
    const rows = await listings(5, (index) => ({
      askingPrice: 70_00_000_00,
      profit: [20_00_000_00, 10_00_000_00, null, -5_00_000_00, 35_00_000_00][index],
    }));
    const [threeAndHalf, seven, , , two] = rows;
    expect(new Set(await browseIds({ minProfit: 20_00_000 }))).toEqual(new Set(idsOf([threeAndHalf, two].filter((row) => row !== undefined))));
    expect(new Set(await browseIds({ maxMultiple: '3.5' }))).toEqual(new Set(idsOf([threeAndHalf, two].filter((row) => row !== undefined))));
    expect(await browseIds({ maxMultiple: '2' })).toEqual([two?.id]);
    expect(new Set(await browseIds({ maxMultiple: 7 }))).toEqual(new Set(idsOf([threeAndHalf, seven, two].filter((row) => row !== undefined))));
    expect(await browseIds({ minProfit: '25 lakh', maxMultiple: 3 })).toEqual([two?.id]);
  });

  it('combines every filter', async () => {
    const match = await listing({ title: 'Cloud kitchen', location: 'Pune, Maharashtra', categorySlug: 'food-beverage', askingPrice: 40_00_000_00 });
    await listing({ title: 'Cloud kitchen', location: 'Pune, Maharashtra', categorySlug: 'food-beverage', askingPrice: 90_00_000_00 });
    await listing({ title: 'Cloud kitchen', location: 'Pune, Maharashtra', categorySlug: 'technology', askingPrice: 40_00_000_00 });
    await listing({ title: 'Cloud kitchen', location: 'Mumbai, Maharashtra', categorySlug: 'food-beverage', askingPrice: 40_00_000_00 });
    await listing({ title: 'Bakery', location: 'Pune, Maharashtra', categorySlug: 'food-beverage', askingPrice: 40_00_000_00 });
    await listing({ title: 'Cloud kitchen', location: 'Pune, Maharashtra', categorySlug: 'food-beverage', askingPrice: 40_00_000_00, status: 'pending' });

    const response = await browse({ search: 'kitchen', location: 'pune', category: 'food-beverage', minPrice: 30_00_000, maxPrice: 50_00_000 });
    expect(idsOf(response.items)).toEqual([match.id]);
    expect(response.total).toBe(1);
  });
});

describe('sorting', () => {
  // Values repeat, so the id tie-breaker decides part of every order.
  const titles = ['Banyan', 'Amla', 'Banyan', 'Cashew', 'Amla', 'Cashew', 'Drumstick'];
  const prices = [300, 100, 200, 100, 300, 200, 150];
  const views = [5, 1, 5, 3, 1, 3, 9];
  const days = [2, 1, 2, 3, 1, 3, 4];
  // In lakh: a loss, none, zero and equal multiples (300 ÷ 100 = 150 ÷ 50 = 3).
  const profits = [100, 50, null, -10, 100, 0, 50];

  async function makeSortable() {
    return listings(titles.length, (index) => ({
      title: titles[index],
      askingPrice: (prices[index] ?? 0) * 100_000_00,
      viewsCount: views[index],
      profit: profits[index] === null ? null : (profits[index] ?? 0) * 100_000_00,
      createdAt: new Date(Date.UTC(2024, 4, days[index] ?? 1, 10, 30)),
    }));
  }

  for (const sort of listingSortKeys) {
    for (const order of sortOrders) {
      it(`orders by ${sort} ${order}, then by id`, async () => {
        const rows = await makeSortable();
        const ids = await browseIds({ sort, order });
        expect(ids).toEqual(expectedOrder(rows, sort, order));
        const byId = new Map(rows.map((row) => [row.id, row]));
        const values = ids.map((id) => {
          const row = byId.get(id);
          if (!row) throw new Error(`browse returned an unknown listing ${id}`);
          return sortValue(row, sort, order);
        });
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
      });
    }
  }

  it('puts the listings without a multiple (no profit, none, a loss) last in both orders', async () => {
    const rows = await makeSortable();
    const withoutMultiple = new Set(idsOf(rows.filter((row) => row.profit === null || row.profit <= 0)));
    for (const order of sortOrders) {
      const ids = await browseIds({ sort: 'multiple', order });
      expect(ids.slice(-withoutMultiple.size).every((id) => withoutMultiple.has(id)), order).toBe(true);
    }
    // 100 ÷ 50 = 2×, then three of 3× (300 ÷ 100 twice and 150 ÷ 50).
    const lowest = await browseIds({ sort: 'multiple', order: 'asc' });
    expect(lowest[0]).toBe(rows[1]?.id);
    expect(new Set(lowest.slice(1, 4))).toEqual(new Set(idsOf([rows[0], rows[4], rows[6]].filter((row) => row !== undefined))));
  });

  it('puts the listings without a profit last in both orders, and a loss below zero', async () => {
    const rows = await makeSortable();
    const noProfit = rows.find((row) => row.profit === null)?.id;
    expect((await browseIds({ sort: 'profit', order: 'asc' })).at(-1)).toBe(noProfit);
    expect((await browseIds({ sort: 'profit', order: 'desc' })).at(-1)).toBe(noProfit);
    const loss = rows.find((row) => row.profit !== null && row.profit < 0)?.id;
    expect((await browseIds({ sort: 'profit', order: 'asc' }))[0]).toBe(loss);
  });

  it('sorts by price numerically, not as text', async () => {
    const rows = await listings(3, (index) => ({ askingPrice: [9_00_000_00, 10_00_000_00, 100_00_000_00][index] }));
    expect(await browseIds({ sort: 'price', order: 'asc' })).toEqual(idsOf(rows));
  });
});

describe('keyset pagination', () => {
  const titles = ['Amla', 'Banyan', 'Cashew', 'Drumstick', 'Elaichi'];
  const sameMoment = new Date(Date.UTC(2024, 5, 1, 9, 0, 0));

  /** 60 approved listings with 3 prices, 4 view counts, 5 titles and one created_at; and some that never show. */
  async function makeManyTies() {
    const rows = await listings(60, (index) => ({
      title: titles[index % titles.length],
      askingPrice: [20_00_000_00, 35_00_000_00, 50_00_000_00][index % 3],
      viewsCount: index % 4,
      // Ties, no profit, a loss and zero, so the multiple and profit sorts page across equal and missing values.
      profit: [10_00_000_00, null, 5_00_000_00, -1_00_000_00, 10_00_000_00, 0, null][index % 7],
      createdAt: sameMoment,
    }));
    await listings(5, () => ({ status: 'pending', createdAt: sameMoment, askingPrice: 35_00_000_00 }));
    return rows;
  }

  async function walk(query: Query) {
    const pages: BrowseResponse[] = [];
    let cursor: string | undefined;
    do {
      const page = await browse({ ...query, cursor });
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
      if (pages.length > 100) throw new Error('pagination does not end');
    } while (cursor);
    return pages;
  }

  it('visits every listing exactly once, in order, for every sort key and order', async () => {
    const rows = await makeManyTies();
    for (const sort of listingSortKeys) {
      for (const order of sortOrders) {
        const pages = await walk({ sort, order, limit: 7 });
        const ids = pages.flatMap((page) => idsOf(page.items));
        expect(ids, `${sort} ${order}`).toHaveLength(60);
        expect(new Set(ids).size, `${sort} ${order}`).toBe(60);
        expect(ids, `${sort} ${order}`).toEqual(expectedOrder(rows, sort, order));
        expect(pages.map((page) => page.items.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
        expect(pages.at(-1)?.nextCursor).toBeNull();
        expect(pages.map((page) => page.total)).toEqual([60, null, null, null, null, null, null, null, null]);
      }
    }
  });

  it('keeps the filters on later pages', async () => {
    const rows = await makeManyTies();
    const expensive = rows.filter((row) => row.askingPrice >= 35_00_000_00);
    const pages = await walk({ sort: 'price', order: 'desc', minPrice: 35_00_000, limit: 7 });
    const ids = pages.flatMap((page) => idsOf(page.items));
    expect(ids).toEqual(expectedOrder(expensive, 'price', 'desc'));
    expect(pages[0]?.total).toBe(expensive.length);
  });

  it('keeps the profit and multiple filters on later pages', async () => {
    const rows = await makeManyTies();
    const matching = rows.filter((row) => row.profit !== null && row.profit >= 5_00_000_00 && row.askingPrice / row.profit <= 5);
    for (const order of sortOrders) {
      const pages = await walk({ sort: 'multiple', order, minProfit: 5_00_000, maxMultiple: 5, limit: 4 });
      expect(pages.flatMap((page) => idsOf(page.items))).toEqual(expectedOrder(matching, 'multiple', order));
      expect(pages[0]?.total).toBe(matching.length);
    }
  });

  it('ends with a null cursor when the last page is exactly full', async () => {
    await listings(14, (index) => ({ title: `Shop ${index}` }));
    const pages = await walk({ limit: 7 });
    expect(pages.map((page) => page.items.length)).toEqual([7, 7]);
    expect(pages[1]?.nextCursor).toBeNull();
  });

  it('keeps the microseconds of created_at, so rows inside one millisecond are neither skipped nor repeated', async () => {
    const rows = await listings(10, (index) => ({ title: `Shop ${index}` }));
    const early = idsOf(rows.slice(0, 5));
    await db.execute(sql`update business_listings set created_at = '2024-06-01T09:00:00.000100Z' where id in ${early}`);
    await db.execute(sql`update business_listings set created_at = '2024-06-01T09:00:00.000900Z' where not (id in ${early})`);
    for (const order of sortOrders) {
      const ids = (await walk({ sort: 'date', order, limit: 3 })).flatMap((page) => idsOf(page.items));
      expect(new Set(ids).size).toBe(10);
      const late = ids.filter((id) => !early.includes(id));
      // Every row of the later microsecond comes before (desc) or after (asc) every row of the earlier one.
      expect(order === 'desc' ? ids.slice(0, 5) : ids.slice(5)).toEqual(late);
    }
  });

  it('refuses a cursor that is not one of ours', async () => {
    const [row] = await listings(1, () => ({}));
    const id = row?.id ?? '';
    const malformed = [
      'abc',
      '!!!',
      encodeCursor(['date', 'desc', '2024-06-01T09:00:00.000000Z']),
      encodeCursor({ sort: 'date' }),
      encodeCursor(['date', 'desc', '2024-06-01T09:00:00.000000Z', 'not-a-uuid']),
      encodeCursor(['date', 'desc', 12345, id]),
    ];
    for (const cursor of malformed) {
      const error = await browseError({ cursor });
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields?.cursor, cursor).toBe('This page link is no longer valid; start again from the first page');
    }
  });

  it('refuses values PostgreSQL could not read as the sort column with a 400, not a 500', async () => {
    const [row] = await listings(1, () => ({}));
    const id = row?.id ?? '';
    const cases: [ListingSortKey, unknown][] = [
      ['date', '1'], // Date.parse reads it as 2001
      ['date', '2024-02-31T00:00:00.000000Z'], // Date.parse rolls it over to 2 March
      ['date', 'Tue Mar 05 2024 10:00:00 GMT+0530 (India Standard Time)'],
      ['date', '0000-01-01T00:00:00.000000Z'],
      ['views', 2 ** 31], // views_count is a 32-bit integer
      ['views', 1.5],
      ['price', Number.MAX_SAFE_INTEGER + 2],
      ['price', '100'],
      ['name', 'Amla\u0000'],
      ['name', 42],
      ['multiple', 3.5], // the multiple's cursor is its exact text
      ['multiple', '3.5e2'],
      ['multiple', 'NaN'],
      ['profit', '9223372036854775808'], // beyond bigint
      ['profit', 100],
    ];
    for (const [sort, value] of cases) {
      const response = await testApp.request({ method: 'GET', url: withQuery('/api/listings', { sort, order: 'desc', cursor: encodeCursor([sort, 'desc', value, id]) }) });
      expect(response.statusCode, `${sort} ${String(value)}: ${response.body}`).toBe(400);
      expect(errorOf(response, 400).fields).toHaveProperty('cursor');
    }
  });

  it('refuses a cursor made for another sort key or order', async () => {
    await listings(5, (index) => ({ title: `Shop ${index}`, askingPrice: (index + 1) * 10_00_000_00 }));
    const first = await browse({ sort: 'price', order: 'asc', limit: 2 });
    const cursor = first.nextCursor ?? '';
    expect(cursor).not.toBe('');
    expect((await browse({ sort: 'price', order: 'asc', limit: 2, cursor })).items).toHaveLength(2);
    for (const other of [{ sort: 'views', order: 'asc' }, { sort: 'price', order: 'desc' }, { sort: 'date', order: 'desc' }]) {
      expect((await browseError({ ...other, limit: 2, cursor })).fields).toEqual({ cursor: 'This page link is no longer valid; start again from the first page' });
    }
  });
});

describe('total', () => {
  it('counts every match on the first page and leaves it null on later pages', async () => {
    await listings(10, (index) => ({ title: `Shop ${index}` }));
    await listings(2, () => ({ status: 'pending' }));
    const first = await browse({ limit: 3 });
    expect(first).toMatchObject({ total: 10, isTotalCapped: false });
    const second = await browse({ limit: 3, cursor: first.nextCursor ?? undefined });
    expect(second).toMatchObject({ total: null, isTotalCapped: false });
  });

  it(`stops counting at ${BROWSE_TOTAL_CAP} and says so`, async () => {
    const rows = await listings(BROWSE_TOTAL_CAP + 5, (index) => ({ location: index < 20 ? 'Goa' : 'Pune, Maharashtra' }));
    expect(await browse({ limit: 1 })).toMatchObject({ total: BROWSE_TOTAL_CAP, isTotalCapped: true });
    // A narrower filter is counted exactly.
    expect(await browse({ limit: 1, location: 'goa' })).toMatchObject({ total: 20, isTotalCapped: false });

    // Exactly at the cap is an exact count, not a capped one.
    await db.delete(businessListings).where(inArray(businessListings.id, idsOf(rows.slice(0, 5))));
    forgetApprovedCounts(db);
    expect(await browse({ limit: 1 })).toMatchObject({ total: BROWSE_TOTAL_CAP, isTotalCapped: false });
  });
});

describe('invalid queries', () => {
  const cases: [Query, string, string | undefined][] = [
    [{ sort: 'foo' }, 'sort', 'Sort by relevance, date, price, views, name, multiple or profit'],
    [{ maxMultiple: 'cheap' }, 'maxMultiple', 'Enter a multiple such as 3.5'],
    [{ maxMultiple: '0' }, 'maxMultiple', 'Enter a multiple above 0'],
    [{ maxMultiple: '5000' }, 'maxMultiple', 'Enter a multiple of at most 1000'],
    [{ minProfit: '-5' }, 'minProfit', 'Must not be negative'],
    [{ minProfit: '1.5' }, 'minProfit', 'Enter a whole number of rupees'],
    [{ order: 'up' }, 'order', 'Order is asc or desc'],
    [{ minPrice: -1 }, 'minPrice', 'Must not be negative'],
    [{ minPrice: 'abc' }, 'minPrice', 'Enter a whole number of rupees'],
    [{ maxPrice: '12.5' }, 'maxPrice', 'Enter a whole number of rupees'],
    [{ limit: 1000 }, 'limit', undefined],
    [{ limit: 0 }, 'limit', undefined],
    [{ limit: 'many' }, 'limit', undefined],
    [{ search: 'x'.repeat(201) }, 'search', 'Search is too long'],
    [{ location: 'x'.repeat(101) }, 'location', 'Location is too long'],
  ];

  for (const [query, field, message] of cases) {
    it(`answers 400 with a message for ${field} = ${JSON.stringify(Object.values(query)[0]).slice(0, 30)}`, async () => {
      const error = await browseError(query);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      if (message) expect(error.fields?.[field]).toBe(message);
      else expect(error.fields?.[field]).toEqual(expect.any(String));
    });
  }

  it.each([{ search: 'chai\u0000' }, { location: '\u0000' }, { category: 'tech\u0000' }])('refuses a NUL in the query (%o) before searching', async (query) => {
    expect(await browseError(query)).toEqual({ code: 'VALIDATION_FAILED', message: 'The request contains an invalid character.' });
  });

  it('names every wrong field at once', async () => {
    const error = await browseError({ sort: 'foo', order: 'up', minPrice: -1, limit: 1000 });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['limit', 'minPrice', 'order', 'sort']);
  });
});

describe('cards', () => {
  it('carry the card fields and nothing else', async () => {
    const row = await listing({
      title: 'Dental clinic',
      description: 'Two chairs.',
      askingPrice: 45_00_000_00,
      revenue: 30_00_000_00,
      profit: 9_00_000_00,
      location: 'Kochi, Kerala',
      businessType: 'Clinic',
      viewsCount: 12,
      contactEmail: 'secret@example.com',
      contactPhone: '+91 98450 12345',
      createdAt: new Date('2024-03-04T05:06:07.089Z'),
    });
    const [card] = (await browse()).items;
    const categoryId = await findCategoryId(db, 'technology');
    expect(card).toEqual({
      id: row.id,
      title: 'Dental clinic',
      description: 'Two chairs.',
      askingPrice: 45_00_000_00,
      revenue: 30_00_000_00,
      profit: 9_00_000_00,
      location: 'Kochi, Kerala',
      businessType: 'Clinic',
      viewsCount: 12,
      createdAt: '2024-03-04T05:06:07.089Z',
      sellerId,
      category: { id: categoryId, name: 'Technology', slug: 'technology' },
      imageUrl: `/api/listings/${row.id}/cover.svg?v=${row.updatedAt.getTime().toString(36)}`,
      // No applied change of the figures (issue 24): no "Price reduced" / "Updated".
      financialsNotice: null,
      previousAskingPrice: null,
      // No photo yet (issue 25): the generated image above stands in.
      photo: null,
      // Who the seller is, in brief (issue 25): public facts only.
      seller: { verified: false, verifiedAt: null, replyMedianSeconds: null },
    });
  });

  it('show the uploaded image when there is one, and no category for an uncategorised listing', async () => {
    const row = await listing({ featuredImageUrl: 'https://images.example.com/clinic.jpg', categoryId: null });
    const [card] = (await browse()).items;
    expect(card).toMatchObject({ id: row.id, imageUrl: 'https://images.example.com/clinic.jpg', category: null });
  });

  it('cut the description to 300 characters (characters, not bytes)', async () => {
    await listing({ description: 'क'.repeat(250) + 'ख'.repeat(250) });
    const [card] = (await browse()).items;
    expect(card?.description).toBe('क'.repeat(250) + 'ख'.repeat(50));
  });
});
