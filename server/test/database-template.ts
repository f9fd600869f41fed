// Opens a fresh database for one test file from the template the global setup made.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import type { DatabaseTimeLimits } from '../src/db/time-limits.ts';

export type DatabaseTemplate =
  | { kind: 'pglite'; file: string }
  | { kind: 'postgres'; serverUrl: string; template: string; prefix: string };

/** timeLimits: for a test that seeds in bulk, like a script would (PostgreSQL only; PGlite has none). */
export async function openTestDatabase(options: { timeLimits?: DatabaseTimeLimits } = {}): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const loadDataDir = new Blob([readFileSync(template.file)]);
    return openDatabase({ kind: 'pglite', dataDir: undefined }, { loadDataDir, migrate: false });
  }
  const database = await createServerTestDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url }, { migrate: false, timeLimits: options.timeLimits });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export interface ServerTestDatabase {
  /** Where to reach it, e.g. to open it through something in between. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh database cloned from the template on the PostgreSQL server of this run (PostgreSQL pass only). */
export async function createServerTestDatabase(): Promise<ServerTestDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('this test needs a PostgreSQL server: run it with DATABASE_URL=postgres://…');
  const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template.template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(template.serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: template.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
