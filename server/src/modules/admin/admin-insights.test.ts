// The summary cards, the statistics tab and the audit log (SPEC §2 Admin dashboard; issue 10). Statistics are SQL
// aggregates, cached per process for ADMIN_STATS_CACHE_SECONDS (with the time they were computed) and forgotten
// when an admin changes something here; weeks are Monday to Sunday in India's time zone.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_STATS_CACHE_SECONDS,
  ADMIN_STATS_WEEKS,
  NOT_ADMIN_MESSAGE,
  type AdminStats,
  type AdminSummary,
  type AuditEntry,
} from '@common/admin.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { findCategoryId, makeAuditEntry, makeListing, makeProfile } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { forgetAdminStats } from './admin-stats.ts';

let testApp: TestApp;
let db: Database;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  admin = await testApp.makeUser({ role: 'admin', fullName: 'Asha Admin' });
  buyer = await testApp.makeUser();
});
afterAll(() => testApp.close());
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, viewer: TestUser = admin) => testApp.request({ method: 'GET', url, cookie: viewer.cookie });
const stats = async () => jsonOf<AdminStats>(await get('/api/admin/stats'), 200);
const summary = async () => jsonOf<AdminSummary>(await get('/api/admin/summary'), 200);

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The instant the current week began in India (Monday 00:00 IST), as the statistics count weeks. */
function currentWeekStart(now = new Date()): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const daysSinceMonday = (ist.getUTCDay() + 6) % 7;
  const mondayIst = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - daysSinceMonday);
  return new Date(mondayIst - IST_OFFSET_MS);
}

/** YYYY-MM-DD of the Monday (in IST) of a week start instant. */
const weekLabel = (weekStart: Date) => new Date(weekStart.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

describe('an empty platform', () => {
  it('answers zeros, 0% and twelve empty weeks rather than dividing by nothing', async () => {
    const empty = await stats();
    expect(empty).toMatchObject({
      listings: { approved: 0, pending: 0, rejected: 0, draft: 0, sold: 0, total: 0 },
      approvalRate: 0,
      totalPlatformValue: 0,
      averageListingPrice: 0,
      totalPageViews: 0,
      averageViewsPerListing: 0,
      approvedByCategory: [],
    });
    expect(empty.weekly).toHaveLength(ADMIN_STATS_WEEKS);
    expect(empty.weekly.every((week) => week.newListings === 0)).toBe(true);
    expect(await summary()).toEqual({ totalUsers: 2, totalListings: 0, pendingReviews: 0, totalViews: 0 });
  });
});

describe('with listings', () => {
  beforeAll(async () => {
    forgetAdminStats(db); // the empty platform's figures are cached from the test above
    const weekStart = currentWeekStart();
    const seller = await makeProfile(db, { role: 'seller' });
    const food = await findCategoryId(db, 'food-beverage');
    const tech = await findCategoryId(db, 'technology');
    const at = (offsetMs: number) => new Date(weekStart.getTime() + offsetMs);
    const listing = (overrides: Parameters<typeof makeListing>[1]) => makeListing(db, { sellerId: seller.id, categoryId: tech, ...overrides });
    // Approved: ₹10 lakh, ₹20 lakh and ₹31 lakh (in paise), 100 + 50 + 0 views; two food, one tech, one uncategorised
    // is pending. Created across week boundaries in IST.
    await listing({ status: 'approved', askingPrice: 10_00_000_00, viewsCount: 100, categoryId: food, createdAt: at(60_000) }); // this week
    await listing({ status: 'approved', askingPrice: 20_00_000_00, viewsCount: 50, categoryId: food, createdAt: at(-60_000) }); // last week, Sunday 23:59 IST
    await listing({ status: 'approved', askingPrice: 31_00_000_00, viewsCount: 0, createdAt: at(-3 * WEEK_MS) });
    await listing({ status: 'pending', askingPrice: 5_00_000_00, viewsCount: 7, categoryId: null, createdAt: at(-(ADMIN_STATS_WEEKS - 1) * WEEK_MS) }); // oldest week shown
    await listing({ status: 'rejected', askingPrice: 9_00_000_00, viewsCount: 3, createdAt: at(-ADMIN_STATS_WEEKS * WEEK_MS) }); // a week too old
    await listing({ status: 'draft', askingPrice: 1_00_000_00, viewsCount: 0, createdAt: at(-ADMIN_STATS_WEEKS * WEEK_MS - 60_000) });
    await makeProfile(db, { createdAt: at(-60_000) }); // signed up last week
  });

  it('counts statuses, the approval rate and the platform metrics (SPEC §2)', async () => {
    expect(await stats()).toMatchObject({
      listings: { approved: 3, pending: 1, rejected: 1, draft: 1, total: 6 },
      approvalRate: 50, // 3 of 6
      totalPlatformValue: 61_00_000_00,
      averageListingPrice: Math.round(61_00_000_00 / 3),
      totalPageViews: 160,
      averageViewsPerListing: 27, // 160 / 6 = 26.7
    });
  });

  it('gives new listings and sign-ups for each of the last twelve weeks, Monday to Sunday in IST, oldest first', async () => {
    const { weekly } = await stats();
    const weekStart = currentWeekStart();
    expect(weekly.map((week) => week.weekStart)).toEqual(
      Array.from({ length: ADMIN_STATS_WEEKS }, (_, index) => weekLabel(new Date(weekStart.getTime() - (ADMIN_STATS_WEEKS - 1 - index) * WEEK_MS))),
    );
    const newListings = weekly.map((week) => week.newListings);
    expect(newListings.at(-1)).toBe(1); // a minute after Monday 00:00 IST
    expect(newListings.at(-2)).toBe(1); // a minute before it
    expect(newListings.at(-4)).toBe(1);
    expect(newListings[0]).toBe(1); // the oldest week shown
    expect(newListings.reduce((sum, count) => sum + count, 0)).toBe(4); // the two older ones are outside
    expect(weekly.at(-2)?.signUps).toBe(1);
    // The admin, the buyer and the seller factory's profile signed up this week (unless the test runs across a
    // Monday midnight in IST, in which case they fell into the week before).
    expect((weekly.at(-1)?.signUps ?? 0) + (weekly.at(-2)?.signUps ?? 0)).toBe(4);
  });

  it('counts approved listings per category, most first, with "Uncategorised" for none', async () => {
    expect((await stats()).approvedByCategory).toEqual([
      { category: 'Food & Beverage', count: 2 },
      { category: 'Technology', count: 1 },
    ]);
    const seller = await makeProfile(db, { role: 'seller' });
    await makeListing(db, { sellerId: seller.id, status: 'approved', categoryId: null, askingPrice: 1 });
    forgetAdminStats(db);
    expect((await stats()).approvedByCategory).toContainEqual({ category: 'Uncategorised', count: 1 });
  });

  it('keeps the figures for ADMIN_STATS_CACHE_SECONDS and says when they were computed', async () => {
    forgetAdminStats(db);
    const first = await stats();
    const seller = await makeProfile(db, { role: 'seller' });
    // Written straight to the database (as another process would): this process does not know.
    const pending = await makeListing(db, { sellerId: seller.id, status: 'pending' });
    const cached = await stats();
    expect(cached).toEqual(first);
    expect((await summary()).totalListings).toBe(first.listings.total);

    // Expired: the old figures answer at once while one computation refreshes them in the background.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ADMIN_STATS_CACHE_SECONDS + 1) * 1000 });
    expect(await stats()).toEqual(first);
    await expect.poll(async () => (await stats()).listings.total).toBe(first.listings.total + 1);
    const later = await stats();
    expect(Date.parse(later.computedAt)).toBeGreaterThan(Date.parse(first.computedAt));
    vi.useRealTimers();

    // An admin's change in this process is seen at once.
    jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${pending.id}/status`, cookie: admin.cookie, payload: { status: 'approved' } }), 200);
    const afterApproval = await stats();
    expect(afterApproval.listings.approved).toBe(later.listings.approved + 1);
    expect((await summary()).pendingReviews).toBe(afterApproval.listings.pending);
  });

  it('waits for new figures instead of showing ones older than ten cache periods', async () => {
    forgetAdminStats(db);
    const first = await stats();
    const seller = await makeProfile(db, { role: 'seller' });
    await makeListing(db, { sellerId: seller.id, status: 'pending' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * ADMIN_STATS_CACHE_SECONDS * 1000 + 1000 });
    try {
      expect((await stats()).listings.total).toBe(first.listings.total + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the four summary cards from the same figures', async () => {
    const figures = await stats();
    const cards = await summary();
    expect(cards).toEqual({ totalUsers: expect.any(Number), totalListings: figures.listings.total, pendingReviews: figures.listings.pending, totalViews: figures.totalPageViews });
    expect(cards.totalUsers).toBeGreaterThanOrEqual(5);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists admin actions newest first with who, what, target and details; filters by action; pages with cursors', async () => {
    const seller = await makeProfile(db, { role: 'seller' });
    const listing = await makeListing(db, { sellerId: seller.id, status: 'pending', title: 'Audited listing' });
    jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listing.id}/status`, cookie: admin.cookie, payload: { status: 'rejected', reason: 'Blurry' } }), 200);
    jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/users/${seller.id}/verified`, cookie: admin.cookie, payload: { verified: true } }), 200);

    const page = jsonOf<{ items: AuditEntry[]; nextCursor: string | null }>(await get('/api/admin/audit-log?limit=2'), 200);
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actor: { id: admin.id, fullName: 'Asha Admin', email: admin.email },
        action: 'user.verified',
        targetType: 'profile',
        targetId: seller.id,
        targetLabel: seller.email,
        details: {},
      },
      expect.objectContaining({ action: 'listing.rejected', targetId: listing.id, targetLabel: 'Audited listing', details: { from: 'pending', to: 'rejected', reason: 'Blurry' } }),
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));

    const rejections = jsonOf<{ items: AuditEntry[] }>(await get(withQuery('/api/admin/audit-log', { action: 'listing.rejected', limit: 100 })), 200);
    expect(rejections.items.length).toBeGreaterThan(0);
    expect(rejections.items.every((entry) => entry.action === 'listing.rejected')).toBe(true);
  });

  it('walks every entry exactly once across pages, ties broken by id', async () => {
    const sameInstant = new Date(Date.now() - 3_600_000);
    const action = 'report.dismissed';
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await makeAuditEntry(db, { action, at: sameInstant, targetId: randomUUID(), details: { label: `entry ${index}` } }));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = jsonOf<{ items: AuditEntry[]; nextCursor: string | null }>(await get(withQuery('/api/admin/audit-log', { action, limit: 2, cursor })), 200);
      seen.push(...page.items.map((entry) => entry.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(made.map((entry) => entry.id).sort().reverse());
  });

  it('shows an entry whose admin was deleted with no actor (the trail outlives the account)', async () => {
    const formerAdmin = await makeProfile(db, { role: 'admin' });
    const entry = await makeAuditEntry(db, { actorId: formerAdmin.id, action: 'user.unverified', targetType: 'profile', details: { label: 'someone@example.com' } });
    jsonOf(await testApp.request({ method: 'DELETE', url: `/api/admin/users/${formerAdmin.id}`, cookie: admin.cookie }), 200);
    const page = jsonOf<{ items: AuditEntry[] }>(await get(withQuery('/api/admin/audit-log', { action: 'user.unverified', limit: 100 })), 200);
    expect(page.items.find((item) => item.id === entry.id)).toMatchObject({ actor: null, targetLabel: 'someone@example.com' });
  });

  it('refuses an unknown action and a malformed cursor with 400', async () => {
    expect(errorOf(await get('/api/admin/audit-log?action=user.hacked'), 400).fields).toEqual({ action: 'Unknown action' });
    expect(errorOf(await get('/api/admin/audit-log?cursor=%7B%7D'), 400).code).toBe('VALIDATION_FAILED');
  });
});

describe('who may see them', () => {
  it.each(['/api/admin/summary', '/api/admin/stats', '/api/admin/audit-log'])('%s is for admins only', async (url) => {
    expect(errorOf(await testApp.request({ method: 'GET', url }), 401).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await get(url, buyer), 403)).toEqual({ code: 'FORBIDDEN', message: NOT_ADMIN_MESSAGE });
  });
});
