// Applies the committed SQL migrations. On a server, an advisory lock keeps several processes that start at
// once from migrating concurrently.
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

// Beside this file, and beside the compiled server in dist/app, where the build copies them (ADR 0028).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_ID = 727_001;

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder });
}

export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
