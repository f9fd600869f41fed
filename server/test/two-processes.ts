// Two apps on one database stand for two server processes (ADR 0011). On PostgreSQL each has its own handle
// (its own pool and LISTEN connection), so NOTIFY really crosses connections; PGlite is one process's database,
// so they share one. The second listens on a port for WebSocket clients.
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createServerTestDatabase, openTestDatabase, type ServerTestDatabase } from './database-template.ts';
import { listenForSockets } from './realtime-client.ts';
import { createTestApp, type CreateTestAppOptions, type TestApp } from './test-app.ts';

export interface TwoProcesses {
  first: TestApp;
  second: TestApp;
  /** Where WebSocket clients reach the second process. */
  secondSocketUrl: string;
  close(): Promise<void>;
}

/** `options` build both apps (e.g. a page renderer); each gets its own database handle on PostgreSQL. */
export async function startTwoProcesses(options: Omit<CreateTestAppOptions, 'database'> = {}): Promise<TwoProcesses> {
  let serverDatabase: ServerTestDatabase | undefined;
  let handles: DatabaseHandle[];
  if (inject('databaseTemplate').kind === 'postgres') {
    serverDatabase = await createServerTestDatabase();
    const target = { kind: 'postgres', url: serverDatabase.url } as const;
    handles = [await openDatabase(target, { migrate: false }), await openDatabase(target, { migrate: false })];
  } else {
    const shared = await openTestDatabase();
    handles = [shared, shared];
  }
  const [firstHandle, secondHandle] = handles;
  const first = await createTestApp({ ...options, database: firstHandle });
  const second = await createTestApp({ ...options, database: secondHandle });
  const secondSocketUrl = await listenForSockets(second.app);
  return {
    first,
    second,
    secondSocketUrl,
    async close() {
      await first.close();
      await second.close();
      for (const handle of new Set(handles)) await handle.close();
      await serverDatabase?.drop();
    },
  };
}
