// My Listings reads a page from the (seller_id, created_at, id) index however many listings there are (issue 11:
// every list keyset-paginated and served by an index): EXPLAIN the exact statement, first page and a later one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database-template.ts';
import { makeListing, makeProfile } from '../../../test/factories.ts';
import { queryRows, type Database, type DatabaseHandle } from '../../db/client.ts';
import { LONG_RUNNING_TIME_LIMITS } from '../../db/time-limits.ts';
import { buildMyListingsQuery } from './my-listings.ts';

const SELLERS_LISTINGS = 2_000;
const OTHER_LISTINGS = 20_000;

let database: DatabaseHandle;
let db: Database;
let sellerId: string;

beforeAll(async () => {
  database = await openTestDatabase({ timeLimits: LONG_RUNNING_TIME_LIMITS });
  db = database.db;
  sellerId = (await makeProfile(db, { role: 'seller' })).id;
  const template = await makeListing(db, { sellerId });
  const otherSellerId = (await makeProfile(db, { role: 'seller' })).id;
  // Set-based copies of one listing (fast on PGlite too), in every status, spread over a year.
  await db.execute(sql`
    insert into business_listings (seller_id, category_id, title, description, asking_price, location, status, created_at)
    select case when n <= ${SELLERS_LISTINGS} then ${sellerId}::uuid else ${otherSellerId}::uuid end, ${template.categoryId}, 'Listing ' || n,
      'A business', 10000000, 'Pune', (array['draft', 'pending', 'approved', 'rejected', 'sold'])[1 + n % 5], now() - random() * interval '365 days'
    from generate_series(1, ${SELLERS_LISTINGS + OTHER_LISTINGS}) n`);
  await db.execute(sql`analyze`);
}, 180_000);
afterAll(() => database.close());

async function explain(cursor: { at: string; id: string } | undefined): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${buildMyListingsQuery(db, sellerId, { cursor, limit: 20 })}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('My Listings at scale', () => {
  it.each([
    ['the first page', undefined],
    ['a later page', { at: '2026-06-01T10:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' }],
  ])('reads %s from the seller index, without reading or sorting the table', async (_, cursor) => {
    const plan = await explain(cursor);
    expect(plan, plan).toContain('business_listings_seller_created_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on business_listings/);
    expect(plan, plan).not.toMatch(/Sort Key: business_listings\.created_at/);
  });
});
