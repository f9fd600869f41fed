// The admin's Pending Reviews card counts everything waiting for an admin (issue 24; ADR 0031): new listings and
// changes of approved listings. The changes are counted from the partial index of pending ones, so the count
// reads no decided change however many pile up.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminSummary } from '@common/admin.ts';
import type { OwnPendingRevision } from '@common/listing-revisions.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeListing } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { pendingChangesCount } from './admin-stats.ts';

let testApp: TestApp;
let admin: TestUser;
let seller: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, seller] = await Promise.all([testApp.makeUser({ role: 'admin' }), testApp.makeUser({ role: 'seller' })]);
});
afterAll(() => testApp.close());

const pendingReviews = async () => jsonOf<AdminSummary>(await testApp.request({ method: 'GET', url: '/api/admin/summary', cookie: admin.cookie }), 200).pendingReviews;

it('counts pending listings and pending changes of approved listings, and forgets a change once decided or withdrawn', async () => {
  const before = await pendingReviews();
  await makeListing(testApp, { sellerId: seller.id, status: 'pending' });
  const approved = await makeListing(testApp, { sellerId: seller.id, status: 'approved' });
  const second = await makeListing(testApp, { sellerId: seller.id, status: 'approved' });
  for (const listing of [approved, second]) {
    const payload = { title: `${listing.title} (renamed)`, categoryId: listing.categoryId, description: listing.description, location: listing.location, askingPrice: listing.askingPrice, revenue: listing.revenue };
    jsonOf(await testApp.request({ method: 'PUT', url: `/api/listings/${listing.id}`, payload, cookie: seller.cookie }), 200);
  }
  // The listing that is being changed stays approved: only its change waits.
  expect(await pendingReviews()).toBe(before + 3);

  const pending = jsonOf<OwnPendingRevision>(await testApp.request({ method: 'GET', url: `/api/listings/${approved.id}/pending-revision`, cookie: seller.cookie }), 200);
  const decided = await testApp.request({ method: 'PATCH', url: `/api/admin/listing-revisions/${pending.revision?.id ?? ''}/status`, payload: { status: 'approved' }, cookie: admin.cookie });
  jsonOf(decided, 200);
  expect(await pendingReviews()).toBe(before + 2);

  jsonOf(await testApp.request({ method: 'DELETE', url: `/api/listings/${second.id}/pending-revision`, cookie: seller.cookie }), 200);
  expect(await pendingReviews()).toBe(before + 1);
});

it('counts pending changes from their index, not by reading every change ever made', async () => {
  const { db } = testApp.database;
  const template = await makeListing(testApp, { sellerId: seller.id, status: 'approved' });
  // Set-based, so the set-up is quick on PGlite too: many listings, each with decided changes, a few pending.
  await db.execute(sql`
    insert into business_listings (seller_id, category_id, title, description, asking_price, location, status)
    select ${template.sellerId}::uuid, ${template.categoryId}, 'Listing ' || n, 'A business', 10000000, 'Pune', 'approved'
    from generate_series(1, 3000) n`);
  await db.execute(sql`
    insert into listing_revisions (listing_id, proposed, status)
    select l.id, '{}'::jsonb, (array['approved', 'rejected', 'withdrawn'])[1 + k % 3]
    from business_listings l, generate_series(1, 4) k`);
  await db.execute(sql`
    insert into listing_revisions (listing_id, proposed, status)
    select id, '{}'::jsonb, 'pending' from business_listings where title like 'Listing 1_' `);
  await db.execute(sql`analyze`);

  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${pendingChangesCount}`);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  expect(plan, plan).toMatch(/Index Only Scan using listing_revisions_(one_pending_per_listing|pending_created_idx)/);
  expect(plan, plan).not.toContain('Seq Scan on listing_revisions');
  expect((await queryRows<{ total: number }>(db, pendingChangesCount))[0]?.total).toBe(10);
}, 120_000);
