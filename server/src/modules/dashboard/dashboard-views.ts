// The seller's views chart (issue 11): views per Indian day over the last DASHBOARD_CHART_DAYS days, for all the
// seller's listings or one, zero-filled in SQL; and the listings with the most inquiries beside it.
import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_CHART_LISTINGS,
  type ChartListing,
  type DashboardViews,
  type DashboardViewsQuery,
  type ViewsPerDay,
} from '@common/dashboard.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { LISTING_NOT_FOUND } from '../listings/listings.service.ts';
import { indianToday } from '../listings/view-days.ts';

const firstChartDay = (): SQL => sql`(${indianToday()} - ${DASHBOARD_CHART_DAYS - 1}::int)`;

interface ChartListingRow {
  id: string;
  title: string;
  inquiries: number;
  recent_views: number;
}

const presentChartListing = (row: ChartListingRow): ChartListing => ({
  id: row.id,
  title: row.title,
  inquiries: row.inquiries,
  recentViews: row.recent_views,
});

/** Views per day of the listings the condition picks (on listing_view_days as v), every chart day present. */
async function countViewsPerDay(db: Database, listingCondition: SQL): Promise<ViewsPerDay[]> {
  return queryRows<ViewsPerDay>(db, sql`
    select to_char(chart_day, 'YYYY-MM-DD') as date, coalesce(counted.views, 0)::int as views
    from generate_series(${firstChartDay()}::timestamp, ${indianToday()}::timestamp, interval '1 day') as chart_day
    left join (
      select v.day, sum(v.views) as views from listing_view_days v
      where ${listingCondition} and v.day >= ${firstChartDay()}
      group by v.day
    ) counted on counted.day = chart_day::date
    order by chart_day`);
}

/** The seller's listings ranked by inquiries received (then newest), with their views over the chart's days. */
async function findChartListings(db: Database, sellerId: string, onlyListingId?: string): Promise<ChartListing[]> {
  const rows = await queryRows<ChartListingRow>(db, sql`
    with counts as (
      select listing_id, count(*)::int as inquiries from inquiries where seller_id = ${sellerId} group by listing_id
    ),
    ranked as (
      select l.id, l.title, l.created_at, coalesce(c.inquiries, 0) as inquiries
      from business_listings l left join counts c on c.listing_id = l.id
      where l.seller_id = ${sellerId} ${onlyListingId ? sql`and l.id = ${onlyListingId}` : sql``}
      order by inquiries desc, l.created_at desc, l.id
      limit ${DASHBOARD_CHART_LISTINGS}
    )
    select r.id, r.title, r.inquiries,
           coalesce((select sum(v.views) from listing_view_days v where v.listing_id = r.id and v.day >= ${firstChartDay()}), 0)::int
             as recent_views
    from ranked r
    order by r.inquiries desc, r.created_at desc, r.id`);
  return rows.map(presentChartListing);
}

export async function findDashboardViews(db: Database, viewer: Viewer, query: DashboardViewsQuery): Promise<DashboardViews> {
  const listings = await findChartListings(db, viewer.id);
  if (!query.listingId) {
    const days = await countViewsPerDay(db, sql`v.listing_id in (select id from business_listings where seller_id = ${viewer.id})`);
    return { listingId: null, days, listings };
  }
  const chosenListingId = query.listingId;
  // Only the viewer's own listing: anyone else's (admins' included) is as unknown as a made-up id.
  const chosen = listings.find((listing) => listing.id === chosenListingId) ?? (await findChartListings(db, viewer.id, chosenListingId))[0];
  if (!chosen) throw notFound(LISTING_NOT_FOUND);
  const days = await countViewsPerDay(db, sql`v.listing_id = ${chosenListingId}`);
  return { listingId: chosenListingId, days, listings: listings.includes(chosen) ? listings : [...listings, chosen] };
}
