// ADR 0011: identical processes on one database deliver every event to every socket that should get it.
// Two apps stand for two processes: on PostgreSQL each has its own handle (its own pool and LISTEN
// connection), so NOTIFY really crosses connections; PGlite is one process's database, so they share one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_SESSION_ENDED, userRoom, type ServerFrame } from '@common/realtime.ts';
import { TestSocket } from '../../test/realtime-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startTwoProcesses, type TwoProcesses } from '../../test/two-processes.ts';
import { NOTIFY_PAYLOAD_MAX_BYTES } from './bus-message.ts';

let processes: TwoProcesses;
let first: TestApp;
let second: TestApp;
let secondUrl: string;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  processes = await startTwoProcesses();
  ({ first, second } = processes);
  secondUrl = processes.secondSocketUrl;
});

afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await processes.close();
});

async function connectToSecond(cookie: string): Promise<TestSocket> {
  const socket = await TestSocket.connect(secondUrl, { cookie });
  openSockets.push(socket);
  return socket;
}

const isEvent = (id: string) => (frame: ServerFrame) => 'id' in frame && frame.id === id;

describe('two processes', () => {
  it('deliver an event published on one to a socket on the other', async () => {
    const user = await first.signUp();
    const socket = await connectToSecond(user.cookie);
    await first.app.realtime.publish(userRoom(user.id), { type: 'notification.created', id: 'across', data: { title: 'New inquiry' } });
    expect(await socket.waitFor(isEvent('across'))).toEqual({ type: 'notification.created', id: 'across', room: userRoom(user.id), data: { title: 'New inquiry' } });
  });

  it('close a socket on one process when its session signs out on the other', async () => {
    const user = await first.signUp();
    const socket = await connectToSecond(user.cookie);
    expect((await first.request({ method: 'POST', url: '/api/auth/sign-out', cookie: user.cookie, payload: {} })).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
  });

  it('deliver an event too large for NOTIFY by its id, each process reading the row itself', async () => {
    const user = await first.signUp();
    const socket = await connectToSecond(user.cookie);
    const loadedIds: string[] = [];
    second.app.realtime.eventLoaders.register('inquiry.updated', async (id) => {
      loadedIds.push(id);
      return { inquiryId: id, status: 'closed' };
    });
    const oversized = { note: 'x'.repeat(NOTIFY_PAYLOAD_MAX_BYTES) };
    await first.app.realtime.publish(userRoom(user.id), { type: 'inquiry.updated', id: 'big-1', data: oversized });
    expect(await socket.waitFor(isEvent('big-1'))).toEqual({ type: 'inquiry.updated', id: 'big-1', room: userRoom(user.id), data: { inquiryId: 'big-1', status: 'closed' } });
    expect(loadedIds).toEqual(['big-1']);
  });
});
