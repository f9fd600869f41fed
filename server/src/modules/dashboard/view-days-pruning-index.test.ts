// The pruning job's deletes find their batch through the day indexes however large the per-day tables grow
// (ADR 0014): EXPLAIN the exact statements on tables of a few hundred thousand rows, most of them kept.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database-template.ts';
import { makeListing, makeProfile } from '../../../test/factories.ts';
import { queryRows, type Database, type DatabaseHandle } from '../../db/client.ts';
import { LONG_RUNNING_TIME_LIMITS } from '../../db/time-limits.ts';
import { indianToday } from '../listings/view-days.ts';
import { buildOldViewDaysDelete, VIEW_DAYS_KEPT, VIEW_DAYS_TABLES } from './view-days-pruning.ts';

const LISTINGS = 2_000;
const SELLERS = 200;
// Every listing and seller has a row for each of these days: the kept ones and a few weeks past them.
const DAYS = VIEW_DAYS_KEPT + 30;

let database: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase({ timeLimits: LONG_RUNNING_TIME_LIMITS });
  db = database.db;
  const template = await makeListing(db, { sellerId: (await makeProfile(db, { role: 'seller' })).id });
  // Set-based, so the set-up is quick on PGlite too.
  await db.execute(sql`
    insert into business_listings (seller_id, category_id, title, description, asking_price, location, status)
    select ${template.sellerId}::uuid, ${template.categoryId}, 'Listing ' || n, 'A business', 10000000, 'Pune', 'approved'
    from generate_series(1, ${LISTINGS}) n`);
  await db.execute(sql`
    insert into listing_view_days (listing_id, day, views)
    select l.id, ${indianToday()} - d, 1 from business_listings l, generate_series(0, ${DAYS - 1}) d`);
  const sellers = await Promise.all(Array.from({ length: SELLERS }, () => makeProfile(db, { role: 'seller' })));
  await db.execute(sql`
    insert into seller_view_days (seller_id, day, views)
    select s.id, ${indianToday()} - d, 1 from profiles s, generate_series(0, ${DAYS - 1}) d
    where s.id in (${sql.join(sellers.map((seller) => sql`${seller.id}::uuid`), sql`, `)})`);
  await db.execute(sql`analyze`);
}, 180_000);
afterAll(() => database.close());

async function explain(statement: ReturnType<typeof buildOldViewDaysDelete>): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('pruning at scale', () => {
  it.each([
    ['listing_view_days', VIEW_DAYS_TABLES.listing],
    ['seller_view_days', VIEW_DAYS_TABLES.seller],
  ])('finds the oldest days of %s through its day index, without reading the whole table', async (table, target) => {
    const plan = await explain(buildOldViewDaysDelete(target));
    expect(plan, plan).toContain(`Index Scan using ${table}_day_idx`);
    expect(plan, plan).toContain(`Tid Scan on ${table}`);
    expect(plan, plan).not.toContain(`Seq Scan on ${table}`);
  });
});
