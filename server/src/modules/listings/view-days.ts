// Views per Indian day (issue 11's seller chart; ADR 0014). listing_views keeps only the last counted view of each
// viewer, so it cannot say how many views a day had: the statement that counts a view also bumps that day's row
// of listing_view_days (per listing) and of seller_view_days (per seller, for the overall chart).
import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_TIME_ZONE } from '@common/dashboard.ts';

/** The Indian calendar day of an instant: 18:30 UTC is already the next day in India. */
export function indianDayOf(instant: SQL): SQL {
  return sql`(${instant} at time zone ${DASHBOARD_TIME_ZONE})::date`;
}

/** Today in India, as the chart and the counter see it. */
export const indianToday = (): SQL => indianDayOf(sql`now()`);
