// Pruning the per-day view counters (ADR 0014): listing_view_days and seller_view_days gain a row per listing and
// seller for every day with views, and only the chart's last 30 days are ever read. One recurring job deletes
// what is older, a bounded batch per table and run: each run is its own short transaction, well inside the
// statement time limit (db/time-limits.ts), and on PGlite it holds the one connection only briefly.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';
import { listingViewDays, sellerViewDays } from '../../db/schema.ts';
import { dailyJob } from '../../jobs/daily-job.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { indianToday } from '../listings/view-days.ts';

export const VIEW_DAYS_PRUNING_JOB = 'view-days-pruning';

/**
 * Days kept, today included. Nothing reads further back than the chart's DASHBOARD_CHART_DAYS, 30 (Total Views reads
 * business_listings.views_count, not these rows); three times that leaves room for a longer chart and for a job
 * that runs late, while each listing and seller keeps at most this many rows.
 */
export const VIEW_DAYS_KEPT = 90;

/**
 * Rows deleted per table in one run. A delete of this many index-found rows takes milliseconds, far inside the
 * 2 s statement limit a job's transaction shares with requests (REQUEST_TIME_LIMITS); a backlog (the first run
 * after a long while) is worked off a batch per pass of the worker loop.
 */
export const VIEW_DAYS_PRUNING_BATCH = 5_000;

/** 03:00 in India, when hardly anyone is looking at a dashboard. */
export const viewDaysPruning = dailyJob(VIEW_DAYS_PRUNING_JOB, { hour: 3, minute: 0 });

/** The oldest day kept: today in India and the VIEW_DAYS_KEPT - 1 days before it. */
const firstKeptDay = (): SQL => sql`(${indianToday()} - ${VIEW_DAYS_KEPT - 1}::int)`;

/** The per-day tables. */
export const VIEW_DAYS_TABLES = {
  listing: sql`${listingViewDays}`,
  seller: sql`${sellerViewDays}`,
} as const;

/**
 * Deletes up to one batch of days before the first kept one from a per-day table and answers how many went. The
 * inner select walks the day index (*_day_idx) from the oldest day and stops after a batch; the delete then goes
 * straight to those row versions by their ctid (a TID scan). Matching them by primary key instead makes the
 * planner hash the batch and read the whole table (view-days-pruning-index.test.ts holds the plan to this).
 */
export function buildOldViewDaysDelete(table: SQL): SQL {
  return sql`
    with gone as (
      delete from ${table} where day < ${firstKeptDay()} and ctid = any(array(
        select ctid from ${table} where day < ${firstKeptDay()} order by day limit ${VIEW_DAYS_PRUNING_BATCH}
      ))
      returning 1
    )
    select count(*)::int as deleted from gone`;
}

async function deleteOldViewDays(tx: Queryable, table: SQL): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(tx, buildOldViewDaysDelete(table));
  return row?.deleted ?? 0;
}

/** The `view-days-pruning` handler, registered in app.ts: a recurring job that reschedules itself. */
export function createViewDaysPruningHandler(): JobHandler {
  return async ({ tx }) => {
    const deleted = [await deleteOldViewDays(tx, VIEW_DAYS_TABLES.listing), await deleteOldViewDays(tx, VIEW_DAYS_TABLES.seller)];
    // A full batch may have left more behind: go on at the next pass, in a new transaction, rather than holding
    // this one; otherwise come back tomorrow.
    const hasMore = deleted.some((count) => count >= VIEW_DAYS_PRUNING_BATCH);
    return { runAgainAt: hasMore ? new Date() : viewDaysPruning.nextRunAt() };
  };
}
