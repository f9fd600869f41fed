// One Database type for both engines: PGlite in-process (embedded default, tests) or a PostgreSQL server
// through a pg pool. Query code never knows which one it talks to (ADR 0002).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseTarget } from '../config.ts';
import { BoundedPool } from './bounded-pool.ts';
import { migratePgliteClient, migratePostgres } from './migrate.ts';
import type { ListenOptions, NotificationListener } from './notification-listener.ts';
import { listenOnPostgres } from './postgres-listener.ts';
import * as authRelations from './auth-relations.ts';
import * as schema from './schema.ts';
import { PING_TIMEOUT_MS, REQUEST_TIME_LIMITS, type DatabaseTimeLimits } from './time-limits.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The tables, and the relations better-auth joins on (its relational queries need them registered here). */
const schemaWithAuthRelations = { ...schema, ...authRelations };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Resolves when the database answers a trivial query in time (checkout included); rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Queries waiting for a pooled connection right now: the pool's queue, read by admission control (ADR 0027). */
  poolWaiting(): number;
  /**
   * Follows NOTIFY on a channel (ADR 0011): PGlite in-process, a PostgreSQL server on one dedicated connection
   * outside the pool, re-established after a loss. Stop it before close(); close() also stops what is left.
   */
  listen(channel: string, options: ListenOptions): Promise<NotificationListener>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A dumped, already-migrated PGlite data directory (tests start from it instead of migrating). */
  loadDataDir?: Blob;
  /** Apply pending migrations first (default true; tests opening a migrated template skip it). */
  migrate?: boolean;
  /**
   * How long to wait for a PostgreSQL server (default: what a request can afford). PGlite ignores it: it
   * accepts statement_timeout but never enforces it (ADR 0007).
   */
  timeLimits?: DatabaseTimeLimits;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (target.kind === 'postgres') {
    if (shouldMigrate) await migratePostgres(target.url);
    return openPostgres(target.url, options.timeLimits ?? REQUEST_TIME_LIMITS);
  }
  const client = await createPgliteClient(target.dataDir, options.loadDataDir);
  if (shouldMigrate) await migratePgliteClient(client);
  return wrapPglite(client);
}

/**
 * The cost the planner gives reading a table page out of order, relative to reading the next one (PostgreSQL's
 * default is 4, for spinning disks). The database lives in memory (PGlite) or on SSD with its working set cached,
 * where a random read costs about what a sequential one does. At 4 the planner walked the date index past 20,000
 * listings (25 ms) to find a page of a two-word search, rather than read the 1,300 matches from the text index
 * (6 ms): it priced those 1,300 scattered rows as disk seeks (ADR 0029).
 */
export const RANDOM_PAGE_COST = 1.1;

export async function createPgliteClient(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  return client;
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema: schemaWithAuthRelations }) as unknown as Database;
  let isClosed = false;
  const activeListeners = new Set<NotificationListener>();
  return {
    db,
    kind: 'pglite',
    async ping(timeoutMs = PING_TIMEOUT_MS) {
      if (isClosed) throw new Error('database is closed');
      await withTimeout(client.query('select 1'), timeoutMs);
    },
    // PGlite has no pool: its queries run on the event loop, whose lag admission control reads instead.
    poolWaiting: () => 0,
    async listen(channel, { onNotification }) {
      if (isClosed) throw new Error('database is closed');
      const unlisten = await client.listen(channel, onNotification);
      const listener: NotificationListener = {
        // PGlite hands a commit's notifications to the listeners before the committing statement returns.
        async caughtUp() {
          if (isClosed || !activeListeners.has(listener)) throw new Error('not listening');
        },
        async stop() {
          // TOOLCHAIN: an unlisten after close() is an unhandled rejection, so a closed database is left alone.
          if (!activeListeners.delete(listener) || isClosed) return;
          await unlisten();
        },
      };
      activeListeners.add(listener);
      return listener;
    },
    async close() {
      if (isClosed) return;
      await Promise.all([...activeListeners].map((listener) => listener.stop()));
      isClosed = true;
      await client.close();
    },
  };
}

/** Connections per process to a PostgreSQL server. */
export const POOL_MAX_CONNECTIONS = 20;
/**
 * How long a connection may sit unused before the pool closes it. pg's default, 10 s, made a steady 100
 * requests a second stall for half a second every 10 s: the pool closed what the last burst had opened, the
 * next burst opened them again, and each new backend costs ~30 ms before its caches are warm
 * (docs/performance.md, Realtime).
 */
export const POOL_IDLE_TIMEOUT_MS = 5 * 60_000;

function openPostgres(url: string, limits: DatabaseTimeLimits): DatabaseHandle {
  const pool = new BoundedPool({
    connectionString: url,
    max: POOL_MAX_CONNECTIONS,
    connectionTimeoutMillis: limits.checkoutTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.queryTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    // Notices a peer that vanished (a dead host answers no probe) on connections idling in the pool.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePostgres(pool, { schema: schemaWithAuthRelations }) as unknown as Database;
  let isClosed = false;
  const activeListeners = new Set<NotificationListener>();
  return {
    db,
    kind: 'postgres',
    async ping(timeoutMs = PING_TIMEOUT_MS) {
      // Past the race, the pool's own query timeout still frees the connection if the answer never comes.
      await withTimeout(pool.query('select 1'), timeoutMs);
    },
    poolWaiting: () => pool.waitingCount,
    async listen(channel, options) {
      if (isClosed) throw new Error('database is closed');
      const listener = await listenOnPostgres({ url, channel, limits, ...options });
      activeListeners.add(listener);
      return {
        caughtUp: () => listener.caughtUp(),
        async stop() {
          activeListeners.delete(listener);
          await listener.stop();
        },
      };
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await Promise.all([...activeListeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

async function withTimeout(promise: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
