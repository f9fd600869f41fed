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
import { listingViewDays, sellerViewDays } from '../../db/schema.ts';
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

/** Views per day from a per-day table (listing_view_days or seller_view_days as v), every chart day present. */
async function countViewsPerDay(db: Database, table: SQL, condition: SQL): Promise<ViewsPerDay[]> {
  return queryRows<ViewsPerDay>(db, sql`
    select to_char(chart_day, 'YYYY-MM-DD') as date, coalesce(v.views, 0)::int as views
    from generate_series(${firstChartDay()}::timestamp, ${indianToday()}::timestamp, interval '1 day') as chart_day
    left join ${table} v on v.day = chart_day::date and ${condition}
    order by chart_day`);
}

/**
 * The seller's listings ranked by inquiries received, then newest: the most asked-about ones from the inquiries
 * index alone, topped up with the newest listings, so only those few listing rows are read, not all of them.
 */
async function findChartListings(db: Database, sellerId: string): Promise<ChartListing[]> {
  const rows = await queryRows<ChartListingRow>(db, sql`
    with asked as (
      select listing_id, count(*)::int as inquiries from inquiries where seller_id = ${sellerId}
      group by listing_id order by inquiries desc, listing_id limit ${DASHBOARD_CHART_LISTINGS}
    ),
    newest as (
      select id from business_listings where seller_id = ${sellerId} order by created_at desc, id desc limit ${DASHBOARD_CHART_LISTINGS}
    )
    select l.id, l.title, coalesce(asked.inquiries, 0) as inquiries, ${recentViewsOf(sql`l.id`)} as recent_views
    from business_listings l left join asked on asked.listing_id = l.id
    where l.id in (select listing_id from asked union select id from newest)
    order by inquiries desc, l.created_at desc, l.id desc
    limit ${DASHBOARD_CHART_LISTINGS}`);
  return rows.map(presentChartListing);
}

/** One listing of the seller's with its figures; none when it is not theirs. */
async function findOwnChartListing(db: Database, sellerId: string, listingId: string): Promise<ChartListing | undefined> {
  const [row] = await queryRows<ChartListingRow>(db, sql`
    select l.id, l.title, (select count(*) from inquiries where listing_id = l.id)::int as inquiries, ${recentViewsOf(sql`l.id`)} as recent_views
    from business_listings l where l.id = ${listingId} and l.seller_id = ${sellerId}`);
  return row && presentChartListing(row);
}

const recentViewsOf = (listingId: SQL): SQL =>
  sql`coalesce((select sum(v.views) from listing_view_days v where v.listing_id = ${listingId} and v.day >= ${firstChartDay()}), 0)::int`;

export async function findDashboardViews(db: Database, viewer: Viewer, query: DashboardViewsQuery): Promise<DashboardViews> {
  // The statements are independent: on PostgreSQL's pool they run at once (PGlite takes them in turn).
  if (!query.listingId) {
    const [listings, days] = await Promise.all([
      findChartListings(db, viewer.id),
      countViewsPerDay(db, sql`${sellerViewDays}`, sql`v.seller_id = ${viewer.id}`),
    ]);
    return { listingId: null, days, listings };
  }
  const chosenListingId = query.listingId;
  const [listings, chosen, days] = await Promise.all([
    findChartListings(db, viewer.id),
    findOwnChartListing(db, viewer.id, chosenListingId),
    countViewsPerDay(db, sql`${listingViewDays}`, sql`v.listing_id = ${chosenListingId}`),
  ]);
  // Only the viewer's own listing: anyone else's (admins' included) is as unknown as a made-up id, and its days,
  // read alongside, are dropped unseen.
  if (!chosen) throw notFound(LISTING_NOT_FOUND);
  const isAmongTop = listings.some((listing) => listing.id === chosen.id);
  return { listingId: chosenListingId, days, listings: isAmongTop ? listings : [...listings, chosen] };
}
