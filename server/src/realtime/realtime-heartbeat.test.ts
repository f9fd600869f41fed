// ADR 0011: a ping every heartbeat; a socket that has not answered the previous ping is terminated. The
// interval is shortened here instead of waiting 25 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { userRoom } from '@common/realtime.ts';
import { listenForSockets } from '../../test/realtime-client.ts';
import { createTestApp, PUBLIC_URL, type TestApp } from '../../test/test-app.ts';

const HEARTBEAT_MS = 100;

let testApp: TestApp;
let url: string;
const openSockets: WebSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ realtime: { heartbeatIntervalMs: HEARTBEAT_MS } });
  url = await listenForSockets(testApp.app);
});
afterAll(async () => {
  for (const socket of openSockets) socket.terminate();
  await testApp.close();
});

/** A raw client; `autoPong: false` makes it ignore pings, like a peer whose network has gone. */
async function openRawSocket(cookie: string, options: { autoPong: boolean }) {
  const socket = new WebSocket(url, { headers: { cookie }, origin: PUBLIC_URL, autoPong: options.autoPong });
  openSockets.push(socket);
  const pings: number[] = [];
  socket.on('ping', () => pings.push(Date.now()));
  const closed = new Promise<{ code: number; at: number }>((resolve) => socket.on('close', (code) => resolve({ code, at: Date.now() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, pings, closed };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the heartbeat', () => {
  it('terminates a socket that does not answer pings, after one missed heartbeat', async () => {
    const user = await testApp.signUp();
    const opened = Date.now();
    const silent = await openRawSocket(user.cookie, { autoPong: false });
    const answering = await openRawSocket(user.cookie, { autoPong: true });

    const { code, at } = await silent.closed;
    // Terminated, not closed politely: the peer is presumed gone. Pinged once, dropped at the next beat.
    expect(code).toBe(1006);
    expect(silent.pings.length).toBeGreaterThanOrEqual(1);
    // Within a few beats, far from the default 25 s (the margin is for a busy test machine).
    expect(at - opened).toBeLessThan(5_000);
    expect(testApp.app.realtime.socketCount).toBe(1);

    // The socket that answers lives on through many beats and still gets events.
    await pause(HEARTBEAT_MS * 5);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    expect(answering.pings.length).toBeGreaterThanOrEqual(4);
    const received = new Promise<string>((resolve) => answering.socket.once('message', (data) => resolve(String(data))));
    await testApp.app.realtime.publish(userRoom(user.id), { type: 'notification.created', id: 'still-alive', data: null });
    expect(JSON.parse(await received)).toMatchObject({ type: 'notification.created', id: 'still-alive' });
  });
});
