// Pruning the per-day view counters (ADR 0014): the recurring job deletes days older than VIEW_DAYS_KEPT from both
// tables, keeps everything the dashboard reads, changes none of its figures, works a backlog off a batch at a
// time, and is always pending exactly once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary, DashboardViews } from '@common/dashboard.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeListing, makeProfile } from '../../../test/factories.ts';
import { pendingJobsOf, runDailyJobNow } from '../../../test/daily-jobs.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { jobs, listingViewDays, sellerViewDays } from '../../db/schema.ts';
import { indianToday } from '../listings/view-days.ts';
import {
  createViewDaysPruningHandler,
  viewDaysPruning,
  VIEW_DAYS_KEPT,
  VIEW_DAYS_PRUNING_BATCH,
  VIEW_DAYS_PRUNING_JOB,
} from './view-days-pruning.ts';

let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
});
afterAll(() => testApp.close());

const DAY_MS = 24 * 60 * 60_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** YYYY-MM-DD in India, `daysAgo` days before today there. */
const indianDate = (daysAgo = 0) => new Date(Date.now() + IST_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

const get = (url: string, viewer: TestUser) => testApp.request({ method: 'GET', url, cookie: viewer.cookie });
const summaryOf = async (viewer: TestUser) => jsonOf<DashboardSummary>(await get('/api/dashboard/summary', viewer), 200);
const viewsOf = async (viewer: TestUser, listingId?: string) =>
  jsonOf<DashboardViews>(await get(`/api/dashboard/views${listingId ? `?listingId=${listingId}` : ''}`, viewer), 200);

/** Views on a past day, as counting them then would have left them: on the listing's day and its seller's. */
async function addViews(listing: { id: string; sellerId: string }, daysAgo: number, views: number) {
  const day = indianDate(daysAgo);
  await db.insert(listingViewDays).values({ listingId: listing.id, day, views });
  await db
    .insert(sellerViewDays)
    .values({ sellerId: listing.sellerId, day, views })
    .onConflictDoUpdate({ target: [sellerViewDays.sellerId, sellerViewDays.day], set: { views: sql`${sellerViewDays.views} + ${views}` } });
}

const pruningJobs = () => db.select().from(jobs).where(eq(jobs.kind, VIEW_DAYS_PRUNING_JOB));

async function daysOf(table: typeof listingViewDays | typeof sellerViewDays, where: ReturnType<typeof eq>) {
  const rows = await db.select({ day: table.day }).from(table).where(where);
  return rows.map((row) => row.day).sort();
}

describe('pruning the view days', () => {
  it('is pending once from the start, for the next pruning time, however often an app starts on the database', async () => {
    const again = await createTestApp({ database: testApp.database });
    await again.close();
    const pending = await pendingJobsOf(db, VIEW_DAYS_PRUNING_JOB);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.runAt.getTime()).toBeLessThanOrEqual(viewDaysPruning.nextRunAt().getTime());
    expect(pending[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('deletes days older than it keeps, keeps the rest and every dashboard figure as it was', async () => {
    const seller = await testApp.makeUser({ role: 'seller' });
    const listing = await makeListing(db, { sellerId: seller.id, status: 'approved' });
    const other = await makeListing(db, { sellerId: seller.id, status: 'approved' });
    // A view counted now, through the endpoint, so Total Views and today's day rows come from the real counter.
    const visitor = await testApp.makeUser();
    expect(jsonOf<{ isCounted: boolean }>(await testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/views`, cookie: visitor.cookie }), 200).isCounted).toBe(true);
    const keptDaysAgo = [1, 29, VIEW_DAYS_KEPT - 1];
    const prunedDaysAgo = [VIEW_DAYS_KEPT, VIEW_DAYS_KEPT + 1, 400];
    for (const daysAgo of [...keptDaysAgo, ...prunedDaysAgo]) await addViews(listing, daysAgo, 3);
    await addViews(other, 400, 5);
    await addViews(other, 2, 5);
    const before = { summary: await summaryOf(seller), overall: await viewsOf(seller), one: await viewsOf(seller, listing.id) };

    await runDailyJobNow(testApp, VIEW_DAYS_PRUNING_JOB);

    const keptDays = [0, ...keptDaysAgo].map((daysAgo) => indianDate(daysAgo)).sort();
    expect(await daysOf(listingViewDays, eq(listingViewDays.listingId, listing.id))).toEqual(keptDays);
    expect(await daysOf(listingViewDays, eq(listingViewDays.listingId, other.id))).toEqual([indianDate(2)]);
    expect(await daysOf(sellerViewDays, eq(sellerViewDays.sellerId, seller.id))).toEqual([...keptDays, indianDate(2)].sort());
    // Total Views reads the listings' own counters, the chart reads 30 days: pruning changes neither.
    expect(before.summary.seller.totalViews).toBe(1);
    expect(await summaryOf(seller)).toEqual(before.summary);
    expect(await viewsOf(seller)).toEqual(before.overall);
    expect(await viewsOf(seller, listing.id)).toEqual(before.one);
    // Done for today: the same job waits for the next pruning time.
    const pending = await pendingJobsOf(db, VIEW_DAYS_PRUNING_JOB);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.runAt.getTime()).toBe(viewDaysPruning.nextRunAt().getTime());
    expect((await pruningJobs()).filter((job) => job.status === 'failed')).toEqual([]);
  });

  it('deletes one batch per table and run, and works a larger backlog off run after run', async () => {
    const seller = await makeProfile(db, { role: 'seller' });
    const listing = await makeListing(db, { sellerId: seller.id });
    const backlog = VIEW_DAYS_PRUNING_BATCH + 10;
    // One old day per row, from the first day no longer kept further back (set-based: quick on PGlite too).
    await db.execute(sql`
      insert into ${listingViewDays} (listing_id, day, views)
      select ${listing.id}::uuid, (${indianToday()} - ${VIEW_DAYS_KEPT}::int - n), 1 from generate_series(0, ${backlog - 1}) n`);
    const oldRows = async () =>
      (await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${listingViewDays} where listing_id = ${listing.id}`))[0]?.count;

    // One run, in a transaction of its own, as the job queue gives it.
    const outcome = await db.transaction(async (tx) =>
      createViewDaysPruningHandler()({ tx, payload: {}, job: { id: 'test', kind: VIEW_DAYS_PRUNING_JOB, attempts: 1, runAt: new Date(), createdAt: new Date() } }),
    );
    expect(await oldRows()).toBe(10);
    // More may be left after a full batch: due again at once rather than tomorrow.
    expect(outcome?.runAgainAt.getTime()).toBeLessThanOrEqual(Date.now());

    await runDailyJobNow(testApp, VIEW_DAYS_PRUNING_JOB);
    expect(await oldRows()).toBe(0);
  });
});
