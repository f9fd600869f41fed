// ADR 0011: when the PostgreSQL LISTEN connection is lost, notifications sent meanwhile are gone; once it
// listens again, every socket gets {type:'resync'} so its client refetches, the cached public pages are forgotten
// (ADR 0026), and events flow again. Needs a PostgreSQL server to cut the connection on (PostgreSQL pass only).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '@common/realtime.ts';
import { createServerTestDatabase, type ServerTestDatabase } from '../../test/database-template.ts';
import { listenForSockets, TestSocket } from '../../test/realtime-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client.ts';
import { REALTIME_CHANNEL } from './bus-message.ts';

let serverDatabase: ServerTestDatabase;
let database: DatabaseHandle;
let testApp: TestApp;
let url: string;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  serverDatabase = await createServerTestDatabase();
  database = await openDatabase({ kind: 'postgres', url: serverDatabase.url }, { migrate: false });
  testApp = await createTestApp({ database });
  url = await listenForSockets(testApp.app);
});
afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await testApp.close();
  await database.close();
  await serverDatabase.drop();
});

/** The backend of this database whose last statement was our LISTEN: the hub's dedicated connection. */
async function listenerPids(): Promise<number[]> {
  const rows = await queryRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
      and query = ${`listen "${REALTIME_CHANNEL}"`}`,
  );
  return rows.map((row) => row.pid);
}

describe('the LISTEN connection', () => {
  it('is re-opened after it is cut, every socket is told to resync, and the cached public pages are forgotten', async () => {
    // Notices of changed public listings sent while nobody listened are lost too (ADR 0026).
    let forgottenPublicListings = 0;
    testApp.app.realtime.watchPublicListings(() => (forgottenPublicListings += 1));
    const user = await testApp.signUp();
    const other = await testApp.signUp();
    const sockets = [await TestSocket.connect(url, { cookie: user.cookie }), await TestSocket.connect(url, { cookie: other.cookie })];
    openSockets.push(...sockets);
    const [pid, ...others] = await listenerPids();
    expect(others).toEqual([]);
    expect(sockets.some((socket) => socket.frames.some((frame) => frame.type === 'resync'))).toBe(false);

    await database.db.execute(sql`select pg_terminate_backend(${pid})`);

    for (const socket of sockets) expect(await socket.waitFor((frame) => frame.type === 'resync')).toEqual({ type: 'resync' });
    expect(forgottenPublicListings).toBe(1);
    const [newPid] = await listenerPids();
    expect(newPid).toBeDefined();
    expect(newPid).not.toBe(pid);
    // Listening again: events arrive as before.
    await testApp.app.realtime.publish(userRoom(user.id), { type: 'notification.created', id: 'after-resync', data: null });
    expect(await sockets[0]?.waitFor((frame) => 'id' in frame && frame.id === 'after-resync')).toMatchObject({ id: 'after-resync' });
  });
});
