// "Every public query must be served by an index" (ARCHITECTURE §4): with enough listings that the planner
// prefers the cheapest path, EXPLAIN the exact statements browseListings runs (buildBrowseQueries) and check
// that none reads the whole business_listings table.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseQuerySchema, listingSortKeys, sortOrders, type BrowseFilters } from '@common/listings.ts';
import { openTestDatabase } from '../../../test/database-template.ts';
import { makeProfile } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows, type Database, type DatabaseHandle } from '../../db/client.ts';
import { insertBulkListings } from '../../db/seed/bulk-listings.ts';
import { LONG_RUNNING_TIME_LIMITS } from '../../db/time-limits.ts';
import { browseListings, buildBrowseQueries, resolveSearchQuery } from './browse-listings.ts';

/** Enough rows that a sequential scan is clearly the expensive choice, few enough to insert quickly on PGlite. */
const LISTINGS = 100_000;

let database: DatabaseHandle;
let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  // Seeding 100,000 listings runs statements longer than a request may (ADR 0007).
  database = await openTestDatabase({ timeLimits: LONG_RUNNING_TIME_LIMITS });
  testApp = await createTestApp({ database });
  db = database.db;
  const seller = await makeProfile(db, { role: 'seller' });
  await insertBulkListings(db, { listings: LISTINGS, sellerId: seller.id });
  // Each inserted listing also gets its search document and words (ADR 0029), a third more work on a busy machine.
}, 400_000);
afterAll(async () => {
  await testApp.close();
  await database.close();
});

async function explain(query: { getSQL(): SQL }): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${query.getSQL()}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

type Input = BrowseFilters & { cursor?: string; limit?: number };

async function plansFor(input: Input) {
  const query = browseQuerySchema.parse(input);
  const searchTsquery = query.search ? await resolveSearchQuery(db, query.search) : undefined;
  const { page, count } = buildBrowseQueries(db, query, searchTsquery);
  return { page: await explain(page), count: await explain(count) };
}

function expectNoSequentialScan(plan: string, label: string) {
  expect(plan, `${label}:\n${plan}`).not.toMatch(/Seq Scan on business_listings/);
  // The statement really is the browse query (guards against explaining something else).
  expect(plan, label).toMatch(/business_listings/);
}

const filterCases: [string, Input][] = [
  ['default browse', {}],
  ['search of a common word', { search: 'bakery' }],
  ['search of a rare phrase', { search: 'number 12345' }],
  ['search with a wildcard character', { search: '100%' }],
  ['location', { location: 'pune' }],
  ['category', { category: 'technology' }],
  ['price range', { minPrice: 50_00_000, maxPrice: 1_00_00_000 }],
  ['minimum price only', { minPrice: 15_00_00_000 }],
  ['maximum multiple', { maxMultiple: 4 }],
  ['minimum profit', { minProfit: 50_00_000 }],
  ['maximum multiple sorted by multiple', { maxMultiple: 4, sort: 'multiple', order: 'asc' }],
  ['minimum profit sorted by profit', { minProfit: 50_00_000, sort: 'profit', order: 'desc' }],
  ['every filter at once', { search: 'cafe', location: 'bengaluru', category: 'food-beverage', minPrice: 10_00_000, maxPrice: 5_00_00_000 }],
];

function checkPlans() {
  it('has the listings it needs', async () => {
    const [row] = await queryRows<{ approved: number }>(db, sql`select count(*)::int as approved from business_listings where status = 'approved'`);
    expect(row?.approved).toBeGreaterThan(LISTINGS * 0.8);
  });

  for (const [label, input] of filterCases) {
    it(label, async () => {
      const plans = await plansFor(input);
      expectNoSequentialScan(plans.page, `${label} (page)`);
      expectNoSequentialScan(plans.count, `${label} (count)`);
    });
  }

  for (const sort of listingSortKeys) {
    for (const order of sortOrders) {
      it(`sorted by ${sort} ${order}`, async () => {
        const plans = await plansFor({ sort, order });
        expectNoSequentialScan(plans.page, `${sort} ${order}`);
        // Served in index order: no sort of the whole table before the limit.
        expect(plans.page, plans.page).not.toMatch(/Sort Key/);
      });

      it(`sorted by ${sort} ${order}, with a search`, async () => {
        expectNoSequentialScan((await plansFor({ sort, order, search: 'dental' })).page, `${sort} ${order} search`);
      });
    }
  }

  for (const sort of listingSortKeys) {
    for (const order of sortOrders) {
      it(`a later page sorted by ${sort} ${order} (keyset cursor)`, async () => {
        const first = await browseListings(db, browseQuerySchema.parse({ sort, order }));
        expect(first.nextCursor).not.toBeNull();
        const plans = await plansFor({ sort, order, cursor: first.nextCursor ?? undefined });
        expectNoSequentialScan(plans.page, `${sort} ${order} cursor page`);
        expect(plans.page, plans.page).not.toMatch(/Sort Key/);
      });
    }
  }

  it('a later page of a search in relevance order (keyset cursor)', async () => {
    const first = await browseListings(db, browseQuerySchema.parse({ search: 'dental clinic' }));
    expect(first.nextCursor).not.toBeNull();
    expectNoSequentialScan((await plansFor({ search: 'dental clinic', cursor: first.nextCursor ?? undefined })).page, 'relevance cursor page');
  });

  it('a later page of a filtered browse (keyset cursor)', async () => {
    const filters = { location: 'mumbai', sort: 'price', order: 'desc' } as const;
    const first = await browseListings(db, browseQuerySchema.parse(filters));
    expect(first.nextCursor).not.toBeNull();
    expectNoSequentialScan((await plansFor({ ...filters, cursor: first.nextCursor ?? undefined })).page, 'filtered cursor page');
  });
}

// Right after the bulk load only ANALYZE has run, so the visibility map is empty and index-only scans look
// expensive (PGlite never gets further: it has no autovacuum). On a server, autovacuum soon sets the map and
// the planner's costs change, possibly during this test; both states must use indexes.
describe('the browse page query and its count use indexes after a bulk load', () => {
  checkPlans();
});

describe('the browse page query and its count use indexes once vacuumed', () => {
  beforeAll(async () => {
    await db.execute(sql`vacuum analyze business_listings`);
  });
  checkPlans();

  // The sort indexes carry the filtered columns, so a selective filter skips index entries, not table rows.
  // (For other sorts the planner may instead combine the location and category indexes; both read few rows.)
  for (const sort of ['date', 'price'] as const) {
    it(`finds a filtered page's ids without reading the table, sorted by ${sort}`, async () => {
      const { page } = await plansFor({ sort, category: 'food-beverage', location: 'pune', minPrice: 10_00_000, maxPrice: 5_00_00_000 });
      expect(page, page).toMatch(/Index Only Scan (Backward )?using business_listings_approved_\w+_idx/);
    });
  }
});
