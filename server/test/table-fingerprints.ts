// A fingerprint of every row of every table, to show that a refused request changed nothing anywhere. The tables
// are read from the database itself (not schema.ts), so the migrations' bookkeeping, the rate-limit counters, the
// job queue and the outbox are covered too, and a table added later needs no change here.
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../src/db/client.ts';

/** table → md5 of its rows as text, in a fixed order. */
export type TableFingerprints = Record<string, string>;

export async function fingerprintTables(db: Queryable): Promise<TableFingerprints> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const fingerprints: TableFingerprints = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, e'\n' order by t::text), '')) as digest from ${sql.raw(name)} t`,
    );
    fingerprints[name] = row?.digest ?? '';
  }
  return fingerprints;
}

/** The tables whose rows differ between two fingerprints (or that exist in only one). */
export function changedTables(before: TableFingerprints, after: TableFingerprints): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
