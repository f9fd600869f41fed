// One Database type for both engines: PGlite in-process (embedded default, tests) or a PostgreSQL server
// through a pg pool. Query code never knows which one it talks to (ADR 0002).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { migratePgliteClient, migratePostgres } from './migrate.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A dumped, already-migrated PGlite data directory (tests start from it instead of migrating). */
  loadDataDir?: Blob;
  /** Apply pending migrations first (default true; tests opening a migrated template skip it). */
  migrate?: boolean;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (target.kind === 'postgres') {
    if (shouldMigrate) await migratePostgres(target.url);
    return openPostgres(target.url);
  }
  const client = await createPgliteClient(target.dataDir, options.loadDataDir);
  if (shouldMigrate) await migratePgliteClient(client);
  return wrapPglite(client);
}

export async function createPgliteClient(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let isClosed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      if (isClosed) throw new Error('database is closed');
      await client.query('select 1');
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await client.close();
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  let isClosed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
