// ADR 0011 (amended by ADR 0026): after the database restarts, the LISTEN connection is back within a second, so
// events published from then on reach open sockets live rather than only through the clients' catch-up. A private
// PostgreSQL cluster (test/private-postgres.ts) is stopped and started for real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom, type ServerFrame } from '@common/realtime.ts';
import { listenForSockets, TestSocket } from '../../test/realtime-client.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../../test/private-postgres.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

// Long enough that the old schedule of attempts (0.5, 1, 2, 5 s apart) was between two of them when the database
// came back, so it waited seconds more; the new one (0.1 doubling to 0.5 s) waits half a second at most.
const DOWN_FOR_MS = 4_000;
const PUBLISH_EVERY_MS = 50;
// ADR 0026: within a second of the database accepting connections again.
const LISTENING_AGAIN_WITHIN_MS = 1_000;

let cluster: PrivatePostgres;
let database: DatabaseHandle;
let testApp: TestApp;
let socketUrl: string;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  database = await openDatabase({ kind: 'postgres', url: cluster.url });
  testApp = await createTestApp({ database });
  socketUrl = await listenForSockets(testApp.app);
}, 120_000);
afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await testApp?.close();
  await database?.close();
  await cluster?.remove();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('after the database restarts', () => {
  it('listens again within a second, so events published from then on arrive live', async () => {
    const user = await testApp.signUp();
    const socket = await TestSocket.connect(socketUrl, { cookie: user.cookie });
    openSockets.push(socket);
    await testApp.app.realtime.publish(userRoom(user.id), { type: 'notification.created', id: 'before', data: null });
    await socket.waitFor((frame) => 'id' in frame && frame.id === 'before');

    await cluster.stop('fast');
    await sleep(DOWN_FOR_MS);
    await cluster.start();
    const backAt = Date.now();

    // Every 50 ms an event, each with the time it was published; the first to arrive live tells when the hub was
    // listening again. (One published before that is lost, as any NOTIFY without a listener is.)
    const publishedAt = new Map<string, number>();
    const isLive = (frame: ServerFrame) => 'id' in frame && publishedAt.has(frame.id);
    let sequence = 0;
    let firstLive: ServerFrame | undefined;
    while (!firstLive && Date.now() - backAt < 10_000) {
      const id = `after-${(sequence += 1)}`;
      publishedAt.set(id, Date.now());
      await testApp.app.realtime.publish(userRoom(user.id), { type: 'notification.created', id, data: null });
      firstLive = socket.frames.find(isLive);
      if (!firstLive) await sleep(PUBLISH_EVERY_MS);
    }
    firstLive ??= await socket.waitFor(isLive, 1_000);
    const listeningAgainAfterMs = (publishedAt.get('id' in firstLive ? firstLive.id : '') ?? Infinity) - backAt;
    expect(listeningAgainAfterMs).toBeLessThanOrEqual(LISTENING_AGAIN_WITHIN_MS);
    // And the clients were told to catch up on what the gap lost.
    expect(socket.frames.some((frame) => frame.type === 'resync')).toBe(true);
  }, 60_000);
});
