// The benchmark's own PostgreSQL database: created fresh for one run, migrated like the server would, and
// dropped at the end, so a run never touches another database and never starts from leftovers.
import pg from 'pg';
import { migratePostgres } from '../../server/src/db/migrate.ts';

export interface BenchDatabase {
  /** DATABASE_URL for the server processes and the seeder. */
  url: string;
  name: string;
  /** The PostgreSQL backends serving this database now (the servers' pools and listeners). */
  backendPids(): Promise<number[]>;
  drop(): Promise<void>;
}

/** `serverUrl` names the PostgreSQL server (any database on it); the new database gets a name of its own. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_realtime_${Date.now()}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  await withClient(admin.toString(), (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migratePostgres(url.toString());
  return {
    url: url.toString(),
    name,
    backendPids: () =>
      withClient(admin.toString(), async (client) => {
        const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]);
        return rows.map((row) => row.pid);
      }),
    // WITH (FORCE) ends connections a crashed server process may have left behind.
    drop: () => withClient(admin.toString(), (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
