// Runs once per test run: builds the migrated template every test file clones (TOOLCHAIN: loading a dumped
// PGlite directory takes ~0.5 s, migrating takes several seconds).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteClient } from '../src/db/client.ts';
import { migratePgliteClient, migratePostgres } from '../src/db/migrate.ts';
import type { DatabaseTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

const tmpDir = fileURLToPath(new URL('../../.tmp/', import.meta.url));

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl?.startsWith('postgres')) {
    const prefix = `bizbazaar_test_${randomBytes(4).toString('hex')}`;
    const template = `${prefix}_template`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    await migratePostgres(withDatabase(serverUrl, template));
    project.provide('databaseTemplate', { kind: 'postgres', serverUrl, template, prefix });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }
  const client = await createPgliteClient(undefined);
  await migratePgliteClient(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(tmpDir, { recursive: true });
  const file = `${tmpDir}pglite-template-${process.pid}.tar`;
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
