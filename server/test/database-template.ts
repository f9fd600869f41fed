// Opens a fresh database for one test file from the template the global setup made.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

export type DatabaseTemplate =
  | { kind: 'pglite'; file: string }
  | { kind: 'postgres'; serverUrl: string; template: string; prefix: string };

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const loadDataDir = new Blob([readFileSync(template.file)]);
    return openDatabase({ kind: 'pglite', dataDir: undefined }, { loadDataDir, migrate: false });
  }
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
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() }, { migrate: false });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: template.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
