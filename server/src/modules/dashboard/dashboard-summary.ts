// The stat cards of both dashboards (SPEC §2), in one statement: every figure is a count or sum over one index
// range of the viewer's own rows, so a seller with thousands of listings costs a few milliseconds.
import { sql } from 'drizzle-orm';
import type { DashboardSummary } from '@common/dashboard.ts';
import { queryRows, type Database } from '../../db/client.ts';
import type { Viewer } from '../../http/viewer.ts';

interface SummaryRow {
  favorites: number;
  active_inquiries: number;
  total_inquiries: number;
  saved_searches: number;
  active_listings: number;
  sold_listings: number;
  total_listings: number;
  total_views: number;
  total_value: number;
  pending_inquiries: number;
}

export async function findDashboardSummary(db: Database, viewer: Viewer): Promise<DashboardSummary> {
  // float8 for the sums: a bigint sum arrives as text, and a JS number holds any realistic total exactly.
  const [row] = await queryRows<SummaryRow>(db, sql`
    select
      -- The Favorites tab lists approved listings only (a listing taken down leaves it), so the card counts the same.
      (select count(*) from favorites f join business_listings l on l.id = f.listing_id
        where f.user_id = ${viewer.id} and l.status = 'approved')::int as favorites,
      (select count(*) from inquiries where buyer_id = ${viewer.id} and status <> 'closed')::int as active_inquiries,
      (select count(*) from inquiries where buyer_id = ${viewer.id})::int as total_inquiries,
      (select count(*) from saved_searches where user_id = ${viewer.id})::int as saved_searches,
      (select count(*) from inquiries where seller_id = ${viewer.id} and status = 'pending')::int as pending_inquiries,
      own.*
    from (
      select count(*) filter (where status = 'approved')::int as active_listings,
             count(*) filter (where status = 'sold')::int as sold_listings,
             count(*)::int as total_listings,
             coalesce(sum(views_count), 0)::float8 as total_views,
             coalesce(sum(asking_price) filter (where status in ('approved', 'pending')), 0)::float8 as total_value
      from business_listings where seller_id = ${viewer.id}
    ) own`);
  if (!row) throw new Error('the summary query returned no row');
  return {
    buyer: {
      favorites: row.favorites,
      activeInquiries: row.active_inquiries,
      savedSearches: row.saved_searches,
      totalInquiries: row.total_inquiries,
    },
    seller: {
      activeListings: row.active_listings,
      soldListings: row.sold_listings,
      totalListings: row.total_listings,
      totalViews: row.total_views,
      pendingInquiries: row.pending_inquiries,
      totalValue: row.total_value,
    },
  };
}
