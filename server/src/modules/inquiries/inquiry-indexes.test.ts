// A seller with 5,000 inquiries gets the first page of the list at once, and a thread of 1,000 messages reads a
// page from its index (issue 9): EXPLAIN the exact statements and check that neither reads a whole table.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database-template.ts';
import { makeListing, makeProfile } from '../../../test/factories.ts';
import { queryRows, type Database, type DatabaseHandle } from '../../db/client.ts';
import { LONG_RUNNING_TIME_LIMITS } from '../../db/time-limits.ts';
import type { Viewer } from '../../http/viewer.ts';
import { buildInquiryListQuery, listInquiries } from './inquiry-list.ts';

const INQUIRIES = 5_000;
const OTHER_INQUIRIES = 20_000;
const THREAD_MESSAGES = 1_000;

let database: DatabaseHandle;
let db: Database;
let seller: Viewer;
let threadId: string;

beforeAll(async () => {
  database = await openTestDatabase({ timeLimits: LONG_RUNNING_TIME_LIMITS });
  db = database.db;
  const sellerRow = await makeProfile(db, { role: 'seller' });
  seller = { id: sellerRow.id, role: 'seller', email: sellerRow.email, emailVerified: true };
  const listing = await makeListing(db, { sellerId: seller.id });
  const otherListing = await makeListing(db);
  // Buyers, inquiries and messages in bulk (set-based SQL: fast on PGlite too).
  await db.execute(sql`insert into profiles (full_name, email) select 'Buyer ' || n, 'bulk-buyer-' || n || '-' || ${seller.id} || '@example.com' from generate_series(1, ${INQUIRIES + OTHER_INQUIRIES}) n`);
  await db.execute(sql`
    insert into inquiries (listing_id, buyer_id, seller_id, message, seller_received_at, buyer_received_at)
    select case when row_number() over () <= ${INQUIRIES} then ${listing.id}::uuid else ${otherListing.id}::uuid end,
      p.id, case when row_number() over () <= ${INQUIRIES} then ${seller.id}::uuid else ${otherListing.sellerId}::uuid end,
      'Interested', now() - random() * interval '300 days', now() - random() * interval '300 days'
    from profiles p where p.email like 'bulk-buyer-%'`);
  await db.execute(sql`
    insert into inquiry_messages (inquiry_id, sender_id, message, read_by_buyer, created_at)
    select i.id, i.buyer_id, 'Interested', true, i.created_at from inquiries i`);
  const [thread] = await queryRows<{ id: string; buyer_id: string }>(db, sql`select id, buyer_id from inquiries where seller_id = ${seller.id} limit 1`);
  if (!thread) throw new Error('no inquiry');
  threadId = thread.id;
  await db.execute(sql`
    insert into inquiry_messages (inquiry_id, sender_id, message, read_by_buyer, read_by_seller, created_at)
    select ${thread.id}, case when n % 2 = 0 then ${thread.buyer_id}::uuid else ${seller.id}::uuid end, 'Message ' || n, n % 2 = 0, n % 2 = 1,
      now() - (n || ' minutes')::interval
    from generate_series(1, ${THREAD_MESSAGES}) n`);
  await db.execute(sql`analyze`);
}, 180_000);
afterAll(() => database.close());

async function explain(query: SQL): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

function expectIndexedPlan(plan: string) {
  expect(plan, plan).not.toMatch(/Seq Scan on (inquiries|inquiry_messages|profiles)/); // business_listings holds two rows here
  // The page is cut before anything is sorted: no sort of all the seller's inquiries.
  expect(plan, plan).not.toMatch(/Sort Key: (inquiries\.)?seller_received_at/);
}

describe('the inquiries list', () => {
  it('has the rows it needs', async () => {
    const page = await listInquiries(db, seller, { limit: 20 });
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
  });

  for (const role of [undefined, 'seller', 'buyer'] as const) {
    it(`uses the indexes for the first page and a later page (${role ?? 'both sides'})`, async () => {
      expectIndexedPlan(await explain(buildInquiryListQuery(seller, { role, limit: 20 })));
      const first = await listInquiries(db, seller, { role: 'seller', limit: 20 });
      const plan = await explain(buildInquiryListQuery(seller, { role, limit: 20, cursor: first.nextCursor ?? undefined }));
      expectIndexedPlan(plan);
      expect(plan).toMatch(/inquiries_(seller|buyer)_received_idx/);
    });
  }
});

describe('a thread', () => {
  it('reads a page of 1,000 messages through (inquiry_id, created_at, id)', async () => {
    const plan = await explain(sql`select * from inquiry_messages where inquiry_id = ${threadId}
      and (created_at, id) < (now()::timestamptz, '00000000-0000-4000-8000-000000000000'::uuid)
      order by created_at desc, id desc limit 51`);
    expect(plan, plan).toMatch(/Index Scan Backward using inquiry_messages_inquiry_created_idx/);
    expect(plan, plan).not.toMatch(/Seq Scan|Sort Key/);
  });

  it('counts unread messages through the partial indexes', async () => {
    for (const flag of ['read_by_buyer', 'read_by_seller']) {
      const plan = await explain(sql`select count(*) from inquiry_messages where inquiry_id = ${threadId} and not ${sql.raw(flag)}`);
      expect(plan, plan).toMatch(/inquiry_messages_unread_by_(buyer|seller)_idx/);
    }
  });
});
