// The statistics tab and the summary cards (SPEC §2 Admin dashboard; issue 10), computed by SQL aggregates.
// Each aggregate reads a whole index or table (about a million entries at a million listings), so every process
// keeps the result for ADMIN_STATS_CACHE_SECONDS and says when it was computed (computedAt; ADR 0013). A change
// an admin makes in this process forgets it at once; other processes catch up within that time.
import { sql } from 'drizzle-orm';
import { ADMIN_STATS_CACHE_SECONDS, ADMIN_STATS_WEEKS, type AdminStats, type AdminSummary } from '@common/admin.ts';
import { queryRows, type Database } from '../../db/client.ts';

/** SPEC §2 counts the weeks of an Indian marketplace: weeks start on Monday in India's time zone. */
const STATS_TIME_ZONE = 'Asia/Kolkata';
const UNCATEGORISED = 'Uncategorised';

interface AdminAggregates {
  stats: AdminStats;
  totalUsers: number;
  /**
   * Changes of approved listings waiting for review (issue 24; ADR 0031) and photos added to public listings
   * (ADR 0042): reviews too, though the listings are live.
   */
  pendingChanges: number;
}

interface CacheEntry {
  computedAt: number;
  value: Promise<AdminAggregates>;
}

const caches = new WeakMap<Database, CacheEntry>();

/** Rounded to a whole number, 0 when there is nothing to divide by (SPEC §2). */
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : Math.round(part / whole));

async function countListings(db: Database) {
  // float8 for the sums: a bigint sum arrives as text, and a JS number holds any realistic total exactly.
  const [row] = await queryRows<{
    approved: number; pending: number; rejected: number; draft: number; sold: number; total: number; approved_value: number; views: number;
  }>(db, sql`
    select count(*) filter (where status = 'approved')::int as approved,
           count(*) filter (where status = 'pending')::int as pending,
           count(*) filter (where status = 'rejected')::int as rejected,
           count(*) filter (where status = 'draft')::int as draft,
           count(*) filter (where status = 'sold')::int as sold,
           count(*)::int as total,
           coalesce(sum(asking_price) filter (where status = 'approved'), 0)::float8 as approved_value,
           coalesce(sum(views_count), 0)::float8 as views
    from business_listings`);
  return row ?? { approved: 0, pending: 0, rejected: 0, draft: 0, sold: 0, total: 0, approved_value: 0, views: 0 };
}

/** Each of the last weeks, oldest first, with the listings created and the accounts signed up in it. */
async function countWeekly(db: Database) {
  // A week start is a local (Asia/Kolkata) midnight; "at time zone" turns it into the instant the range needs, so
  // each count is one range of the created_at indexes.
  return queryRows<{ week_start: string; new_listings: number; sign_ups: number }>(db, sql`
    with weeks as (
      select week_start, week_start at time zone ${STATS_TIME_ZONE} as starts_at,
             (week_start + interval '1 week') at time zone ${STATS_TIME_ZONE} as ends_at
      from generate_series(
        date_trunc('week', now() at time zone ${STATS_TIME_ZONE}) - make_interval(weeks => ${ADMIN_STATS_WEEKS - 1}),
        date_trunc('week', now() at time zone ${STATS_TIME_ZONE}),
        interval '1 week') as week_start
    )
    select to_char(week_start, 'YYYY-MM-DD') as week_start,
           (select count(*) from business_listings where created_at >= starts_at and created_at < ends_at)::int as new_listings,
           (select count(*) from profiles where created_at >= starts_at and created_at < ends_at)::int as sign_ups
    from weeks
    order by week_start`);
}

async function countApprovedByCategory(db: Database) {
  // Grouped by id first (an index-only scan of the approved category index), named afterwards.
  return queryRows<{ category: string | null; count: number }>(db, sql`
    select c.name as category, counted.count
    from (select category_id, count(*)::int as count from business_listings where status = 'approved' group by category_id) counted
    left join categories c on c.id = counted.category_id
    order by counted.count desc, c.name nulls last`);
}

/** Counted from the partial index of pending changes (listing_revisions_one_pending_per_listing), not the table. */
export const pendingChangesCount = sql`select count(*)::int as total from listing_revisions where status = 'pending'`;

/**
 * Photos added to a listing whose page is public and not reviewed yet (ADR 0042; the queue's condition,
 * listing-photos/photo-review.ts), read from the partial index of unreviewed photos. Photos of a listing in
 * review are reviewed with it: the listing is counted, not they.
 */
export const photosAwaitingReviewCount = sql`
  select count(*)::int as total
  from listing_photos p join business_listings l on l.id = p.listing_id
  where p.reviewed_at is null and (l.status in ('approved', 'sold') or (l.status = 'draft' and l.withdrawn_at is not null))`;

async function computeAdminAggregates(db: Database): Promise<AdminAggregates> {
  const [listings, weekly, byCategory, users, pendingChanges, pendingPhotos] = await Promise.all([
    countListings(db),
    countWeekly(db),
    countApprovedByCategory(db),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from profiles`),
    queryRows<{ total: number }>(db, pendingChangesCount),
    queryRows<{ total: number }>(db, photosAwaitingReviewCount),
  ]);
  const stats: AdminStats = {
    listings: { approved: listings.approved, pending: listings.pending, rejected: listings.rejected, draft: listings.draft, sold: listings.sold, total: listings.total },
    approvalRate: listings.total === 0 ? 0 : Math.round((listings.approved * 100) / listings.total),
    totalPlatformValue: listings.approved_value,
    averageListingPrice: ratio(listings.approved_value, listings.approved),
    totalPageViews: listings.views,
    averageViewsPerListing: ratio(listings.views, listings.total),
    weekly: weekly.map((week) => ({ weekStart: week.week_start, newListings: week.new_listings, signUps: week.sign_ups })),
    approvedByCategory: byCategory.map((row) => ({ category: row.category ?? UNCATEGORISED, count: row.count })),
    computedAt: new Date().toISOString(),
  };
  return { stats, totalUsers: users[0]?.total ?? 0, pendingChanges: (pendingChanges[0]?.total ?? 0) + (pendingPhotos[0]?.total ?? 0) };
}

/** Past this age an expired result is no longer shown while it refreshes: the request waits for new figures. */
const STALE_LIMIT_MS = 10 * ADMIN_STATS_CACHE_SECONDS * 1000;

function startComputation(db: Database): CacheEntry {
  const entry: CacheEntry = { computedAt: Date.now(), value: computeAdminAggregates(db) };
  // A failed computation is not kept: the next request tries again (an older result stays if there was one).
  entry.value.catch(() => {
    if (caches.get(db) === entry) caches.delete(db);
  });
  return entry;
}

/**
 * The aggregates of the last ADMIN_STATS_CACHE_SECONDS, or fresh ones. At a million listings a computation takes
 * 0.3-0.6 s (docs/performance.md), so an expired result that is not too old is answered at once while one
 * computation refreshes it in the background (stale while revalidate; computedAt tells the screen its age).
 * Requests wait only when there is nothing to show: the first after the process starts, the first after an
 * admin's change here, or figures older than STALE_LIMIT_MS. Concurrent requests share one computation.
 */
async function getAdminAggregates(db: Database): Promise<AdminAggregates> {
  const cached = caches.get(db);
  const age = cached ? Date.now() - cached.computedAt : Infinity;
  if (cached && age < ADMIN_STATS_CACHE_SECONDS * 1000) return cached.value;
  if (cached && age < STALE_LIMIT_MS) {
    refreshInBackground(db, cached);
    return cached.value;
  }
  const entry = startComputation(db);
  caches.set(db, entry);
  return entry.value;
}

const refreshing = new WeakMap<Database, Promise<void>>();

/** One refresh at a time; its result replaces `expired` only if nothing newer (or a forget) came meanwhile. */
function refreshInBackground(db: Database, expired: CacheEntry): void {
  if (refreshing.has(db)) return;
  const next = startComputation(db);
  const done = next.value
    .then(() => {
      if (caches.get(db) === expired) caches.set(db, next);
    })
    .catch(() => undefined) // the expired figures stay; the next request tries again
    .finally(() => refreshing.delete(db));
  refreshing.set(db, done);
}

export async function getAdminStats(db: Database): Promise<AdminStats> {
  return (await getAdminAggregates(db)).stats;
}

/**
 * The four cards (SPEC §2): the same aggregates as the statistics tab. Pending Reviews is everything waiting for an
 * admin: new listings, changes of approved ones and photos added to public ones (the queues of the moderation tab).
 */
export async function getAdminSummary(db: Database): Promise<AdminSummary> {
  const { stats, totalUsers, pendingChanges } = await getAdminAggregates(db);
  return { totalUsers, totalListings: stats.listings.total, pendingReviews: stats.listings.pending + pendingChanges, totalViews: stats.totalPageViews };
}

/** Call after an admin changes what the aggregates count (a status, a role, an account). */
export function forgetAdminStats(db: Database): void {
  caches.delete(db);
}
