// Issue 11's dashboard at scale: a seller with 2,000 listings and 5,000 inquiries on them (and 30 days of views
// on most of them), and a buyer with 200 favourites; each dashboard request at 100 req/s, p99 within 30 ms.
// Seeded with SQL once per database; the two accounts get this run's passwords.
import { hashPassword } from 'better-auth/crypto';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../server/src/db/client.ts';

export const DASHBOARD_RATE = 100;
const SELLER_LISTINGS = 2000;
const INQUIRIES = 5000;
// 5,000 inquiries, one per buyer and listing: 50 buyers asking about 100 listings each.
const ASKING_BUYERS = 50;
const FAVORITES = 200;

export interface BenchAccount {
  email: string;
  password: string;
}

export interface DashboardBench {
  seller: BenchAccount;
  buyer: BenchAccount;
  /** The seller's listing with the most inquiries, for the one-listing chart. */
  busiestListingId: string;
}

const sellerEmail = 'bench-dashboard-seller@bizbazaar.invalid';
const buyerEmail = 'bench-dashboard-buyer-1@bizbazaar.invalid';

/** A profile with a password (better-auth's hash), made once; its password is set again on each run. */
export async function ensureAccount(database: DatabaseHandle, email: string, role: 'buyer' | 'seller', fullName: string): Promise<BenchAccount & { id: string }> {
  const password = randomBytes(18).toString('base64url');
  const hash = await hashPassword(password);
  const [profile] = await queryRows<{ id: string }>(database.db, sql`
    insert into profiles (full_name, email, email_verified, role) values (${fullName}, ${email}, true, ${role})
    on conflict ((lower(email))) do update set role = excluded.role
    returning id`);
  if (!profile) throw new Error(`could not make ${email}`);
  await database.db.execute(sql`delete from accounts where user_id = ${profile.id} and provider_id = 'credential'`);
  await database.db.execute(sql`insert into accounts (user_id, account_id, provider_id, password) values (${profile.id}, ${profile.id}, 'credential', ${hash})`);
  return { id: profile.id, email, password };
}

async function seedSellerListings(database: DatabaseHandle, sellerId: string) {
  const [existing] = await queryRows<{ total: number }>(database.db, sql`select count(*)::int as total from business_listings where seller_id = ${sellerId}`);
  const missing = SELLER_LISTINGS - (existing?.total ?? 0);
  if (missing <= 0) return;
  console.log(`Seeding the dashboard seller's ${missing.toLocaleString('en-IN')} listings, their inquiries and views…`);
  // Most approved, the rest spread over every other status; created over the last two years.
  await database.db.execute(sql`
    insert into business_listings (seller_id, category_id, title, description, asking_price, location, status, views_count, created_at)
    select ${sellerId}, (select id from categories order by sort_order offset (n % 6) limit 1),
           'Dashboard bench business ' || n, 'A business of the dashboard bench seller.',
           (10 + (n * 7919) % 990)::bigint * 100000 * 100, 'Pune, Maharashtra',
           case when n % 10 < 7 then 'approved' when n % 10 = 7 then 'pending' when n % 10 = 8 then 'sold' when n % 20 = 9 then 'rejected' else 'draft' end,
           (n * 104729) % 5000, now() - make_interval(hours => n * 8)
    from generate_series(1, ${missing}) as n`);
  const buyers = Array.from({ length: ASKING_BUYERS }, (_, index) => index + 1);
  await database.db.execute(sql`
    insert into profiles (full_name, email, email_verified, role)
    select 'Dashboard bench buyer ' || b, 'bench-dashboard-buyer-' || b || '@bizbazaar.invalid', true, 'buyer'
    from unnest(${`{${buyers.join(',')}}`}::int[]) as b
    on conflict ((lower(email))) do nothing`);
  // Buyer b asks about 100 distinct listings (a stride through the seller's, so every pair is unique).
  await database.db.execute(sql`
    with listings as (select id, row_number() over (order by created_at, id) - 1 as i from business_listings where seller_id = ${sellerId}),
         buyers as (select id, row_number() over (order by email) as b from profiles where email like 'bench-dashboard-buyer-%@bizbazaar.invalid')
    insert into inquiries (listing_id, buyer_id, seller_id, message, status, seller_responded, created_at, buyer_received_at, seller_received_at)
    select l.id, buyers.id, ${sellerId}, 'Is the business still available?',
           case when (b + k) % 5 < 2 then 'pending' when (b + k) % 5 < 4 then 'responded' else 'closed' end,
           (b + k) % 5 >= 2, now() - make_interval(mins => (b * 100 + k)::int), now() - make_interval(mins => (b * 100 + k)::int),
           now() - make_interval(mins => (b * 100 + k)::int)
    from buyers cross join generate_series(0, ${INQUIRIES / ASKING_BUYERS - 1}) as k
    join listings l on l.i = (b * 37 + k * 19) % ${SELLER_LISTINGS}
    on conflict do nothing`);
  // Views on six days in ten over the last 30 for every approved or sold listing: a busy seller's chart.
  await database.db.execute(sql`
    insert into listing_view_days (listing_id, day, views)
    select l.id, (now() at time zone 'Asia/Kolkata')::date - d, 1 + (abs(hashtext(l.id::text || d)) % 40)
    from business_listings l cross join generate_series(0, 29) as d
    where l.seller_id = ${sellerId} and l.status in ('approved', 'sold') and abs(hashtext(l.id::text || d || 'v')) % 10 < 6
    on conflict do nothing`);
  await database.db.execute(sql`
    insert into seller_view_days (seller_id, day, views)
    select ${sellerId}, v.day, sum(v.views)::int from listing_view_days v join business_listings l on l.id = v.listing_id
    where l.seller_id = ${sellerId} group by v.day
    on conflict (seller_id, day) do update set views = excluded.views`);
}

async function seedFavorites(database: DatabaseHandle, buyerId: string) {
  await database.db.execute(sql`
    insert into favorites (user_id, listing_id)
    select ${buyerId}, id from business_listings where status = 'approved' order by created_at desc limit ${FAVORITES}
    on conflict do nothing`);
}

export async function ensureDashboardBench(database: DatabaseHandle): Promise<DashboardBench> {
  const seller = await ensureAccount(database, sellerEmail, 'seller', 'Dashboard Bench Seller');
  await seedSellerListings(database, seller.id);
  const buyer = await ensureAccount(database, buyerEmail, 'buyer', 'Dashboard bench buyer 1');
  await seedFavorites(database, buyer.id);
  await database.db.execute(sql`analyze business_listings; analyze inquiries; analyze listing_view_days; analyze seller_view_days; analyze favorites`);
  const [busiest] = await queryRows<{ id: string }>(database.db, sql`
    select listing_id as id from inquiries where seller_id = ${seller.id} group by listing_id order by count(*) desc, listing_id limit 1`);
  if (!busiest) throw new Error('the dashboard seller has no inquiries');
  return { seller, buyer, busiestListingId: busiest.id };
}

/** Each dashboard request: the seller's figures, chart and first tab pages, then the buyer's. */
export function dashboardScenarios(bench: DashboardBench): { account: 'seller' | 'buyer'; name: string; path: string }[] {
  return [
    // The floor every signed-in request stands on (the session read, the framework): no dashboard work at all.
    { account: 'seller', name: 'control: GET /api/session, signed in', path: '/api/session' },
    { account: 'seller', name: 'dashboard: seller summary cards', path: '/api/dashboard/summary' },
    { account: 'seller', name: 'dashboard: views chart, all listings', path: '/api/dashboard/views' },
    { account: 'seller', name: 'dashboard: views chart, one listing', path: `/api/dashboard/views?listingId=${bench.busiestListingId}` },
    { account: 'seller', name: 'dashboard: My Listings, first page', path: '/api/me/listings' },
    { account: 'seller', name: 'dashboard: Inquiries (seller), first page', path: '/api/inquiries?role=seller' },
    { account: 'buyer', name: 'dashboard: buyer summary cards', path: '/api/dashboard/summary' },
    { account: 'buyer', name: 'dashboard: Favorites (of 200), first page', path: '/api/favorites' },
    { account: 'buyer', name: 'dashboard: Inquiries (buyer), first page', path: '/api/inquiries?role=buyer' },
  ];
}
