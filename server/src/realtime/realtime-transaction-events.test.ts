// ADR 0011: a feature's events travel with its transaction. PostgreSQL delivers the NOTIFY at the commit, so
// no socket hears of a change before it is saved, and nobody hears of one that was rolled back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom, type ServerFrame } from '@common/realtime.ts';
import { listenForSockets, TestSocket } from '../../test/realtime-client.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import type { BusEvent } from './bus-message.ts';

let testApp: TestApp;
let url: string;
let user: TestUser;
let socket: TestSocket;

beforeAll(async () => {
  testApp = await createTestApp();
  url = await listenForSockets(testApp.app);
  user = await testApp.signUp();
  socket = await TestSocket.connect(url, { cookie: user.cookie });
});

afterAll(async () => {
  socket.close();
  await testApp.close();
});

const isEvent = (id: string) => (frame: ServerFrame) => 'id' in frame && frame.id === id;
const event = (id: string): BusEvent => ({ type: 'notification.created', id, rooms: [userRoom(user.id)], data: { title: id } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('events published with a transaction', () => {
  it('arrive once it commits, in order, and not while it is still open', async () => {
    const { db } = testApp.database;
    await db.transaction(async (tx) => {
      await testApp.app.realtime.publishWith(tx, [event('first'), event('second')]);
      await pause(200);
      expect(socket.frames.some(isEvent('first'))).toBe(false);
    });
    await socket.waitFor(isEvent('second'));
    const ids = socket.frames.filter((frame) => frame.type === 'notification.created').map((frame) => 'id' in frame && frame.id);
    expect(ids.slice(-2)).toEqual(['first', 'second']);
  });

  it('never arrive when it rolls back', async () => {
    await expect(
      testApp.database.db.transaction(async (tx) => {
        await testApp.app.realtime.publishWith(tx, [event('rolled-back')]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await testApp.app.realtime.publish(userRoom(user.id), { type: 'notification.created', id: 'sentinel', data: null });
    await socket.waitFor(isEvent('sentinel'));
    expect(socket.frames.some(isEvent('rolled-back'))).toBe(false);
  });

  it('leave out an event that cannot be encoded, and the transaction still commits the others', async () => {
    const oversizedId = 'x'.repeat(8_000);
    await testApp.database.db.transaction(async (tx) => {
      await testApp.app.realtime.publishWith(tx, [{ ...event('ignored'), id: oversizedId }, event('kept')]);
    });
    await socket.waitFor(isEvent('kept'));
    expect(socket.frames.some(isEvent(oversizedId))).toBe(false);
  });
});
