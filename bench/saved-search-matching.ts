// Issue 11's target: matching one newly approved listing against 100,000 saved searches within 200 ms. Seeds the
// searches in SQL (generate_series, no round trip per row), spread over 2,000 users with alerts on, their filters
// drawn like real ones: mostly a category, often a search word, sometimes a city, a price range, a minimum profit or
// a maximum multiple (issue 25). Then times the statement the alert job runs (matchingSavedSearches, in a
// transaction without JIT as the job does) for a sample of approved listings, straight through the driver, and
// prints the plan of one.
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../server/src/db/client.ts';
import { matchingSavedSearches, skipJitCompilation } from '../server/src/modules/saved-searches/saved-search-matching.ts';

const SEARCHES_PER_USER = 50;
const SAMPLED_LISTINGS = 200;
const words = ['bakery', 'cafe', 'restaurant', 'clinic', 'gym', 'salon', 'saas', 'pharmacy', 'hotel', 'boutique', 'dairy', 'logistics'];
const cities = ['Pune', 'Mumbai', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kochi', 'Delhi', 'Jaipur', 'Goa', 'Surat'];
const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);

export interface MatchingResult {
  savedSearches: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
  meanMatches: number;
  plan: string;
}

/** Tops the bench users' saved searches up to `target` (each bench user holds 50, the most a user may keep). */
export async function ensureSavedSearches(database: DatabaseHandle, target: number): Promise<number> {
  const { db } = database;
  const [{ existing } = { existing: 0 }] = await queryRows<{ existing: number }>(db, sql`select count(*)::int as existing from saved_searches`);
  const missing = target - existing;
  if (missing <= 0) return existing;
  console.log(`Seeding ${missing.toLocaleString('en-IN')} saved searches…`);
  const users = Math.ceil(missing / SEARCHES_PER_USER);
  const slugs = (await queryRows<{ slug: string }>(db, sql`select slug from categories where active order by sort_order`)).map((row) => row.slug);
  const stamp = Date.now().toString(36);
  await db.execute(sql`
    insert into profiles (full_name, email, role, email_verified)
    select 'Bench Buyer ' || g, 'bench-buyer-' || ${stamp} || '-' || g || '@bizbazaar.invalid', 'buyer', true
    from generate_series(1, ${users}::int) as g`);
  await db.execute(sql`
    with bench_users as (
      select id, row_number() over (order by email) - 1 as n from profiles where email like 'bench-buyer-' || ${stamp} || '-%'
    )
    insert into saved_searches (user_id, name, filters, alerts_enabled, alert_mode)
    select u.id, 'Bench search ' || g,
      jsonb_strip_nulls(jsonb_build_object(
        -- 90 % name a category; 60 % a search word (every search without a category has one); 40 % a city;
        -- 60 % a price range; 20 % a minimum profit, 20 % a maximum multiple. Independent draws from
        -- multiplicative hashes of g.
        'category', case when h.category < 90 then (${textArray(slugs)})[1 + g % ${slugs.length}] end,
        'search', case when h.category >= 90 or h.search < 60 then (${textArray(words)})[1 + (g / 16) % 12] end,
        'location', case when h.location < 40 then (${textArray(cities)})[1 + (g / 3) % 10] end,
        'minPrice', case when h.price < 60 then (g % 40) * 500000 end,
        'maxPrice', case when h.price < 60 then (g % 40) * 500000 + 50000000 end,
        'minProfit', case when h.metrics < 20 then (g % 20) * 100000 end,
        'maxMultiple', case when h.metrics >= 80 then 2 + (g % 8) end,
        'sort', 'date', 'order', 'desc')),
      true,
      case when g % 3 = 0 then 'daily' else 'instant' end
    from generate_series(1, ${missing}::int) as g
    join bench_users as u on u.n = (g - 1) / ${SEARCHES_PER_USER},
    lateral (select (g * 7919::bigint) % 100 as category, (g * 104729::bigint) % 100 as search,
      (g * 1299709::bigint) % 100 as location, (g * 15485863::bigint) % 100 as price,
      (g * 32452843::bigint) % 100 as metrics) as h`);
  await db.execute(sql`analyze saved_searches`);
  return target;
}

/** The match statement for SAMPLED_LISTINGS approved listings of every category, one at a time. */
export async function measureSavedSearchMatching(database: DatabaseHandle): Promise<MatchingResult> {
  const { db } = database;
  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from saved_searches where alerts_enabled`);
  const sample = await queryRows<{ id: string }>(db, sql`select id from business_listings where status = 'approved' order by random() limit ${SAMPLED_LISTINGS}`);
  // As the alert job runs it: in a transaction without JIT compilation.
  const timeMatch = (listingId: string) =>
    db.transaction(async (tx) => {
      await skipJitCompilation(tx);
      const started = performance.now();
      const rows = await matchingSavedSearches(tx, listingId);
      return { milliseconds: performance.now() - started, matches: rows.length };
    });
  for (const { id } of sample.slice(0, 20)) await timeMatch(id); // warm the cache
  const latencies: number[] = [];
  let matches = 0;
  for (const { id } of sample) {
    const timed = await timeMatch(id);
    latencies.push(timed.milliseconds);
    matches += timed.matches;
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  const planRows = await db.transaction(async (tx) => {
    await skipJitCompilation(tx);
    const listingId = sample[0]?.id ?? '00000000-0000-0000-0000-000000000000';
    return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, buffers) ${matchingSavedSearches(tx, listingId).getSQL()}`);
  });
  return {
    savedSearches: total,
    samples: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    meanMatches: latencies.length === 0 ? 0 : matches / latencies.length,
    plan: planRows.map((row) => row['QUERY PLAN']).join('\n'),
  };
}
