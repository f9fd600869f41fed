// ADR 0011: a socket lives no longer than its session. Signing out closes that session's sockets (and no
// other), a password reset closes all of the account's, and a socket whose session has expired is dropped.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_SESSION_ENDED, userRoom, type ServerFrame } from '@common/realtime.ts';
import { queryRows } from '../db/client.ts';
import { listenForSockets, TestSocket } from '../../test/realtime-client.ts';
import { createTestApp, sessionCookie, type TestApp, type TestUser } from '../../test/test-app.ts';

let testApp: TestApp;
let url: string;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  url = await listenForSockets(testApp.app);
});

afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await testApp.close();
});

async function connect(cookie: string): Promise<TestSocket> {
  const socket = await TestSocket.connect(url, { cookie });
  openSockets.push(socket);
  return socket;
}

/** A second session of the same account, as from another browser. */
async function signInAgain(user: TestUser, password = user.password): Promise<string> {
  const response = await testApp.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password } });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

const isEvent = (id: string) => (frame: ServerFrame) => 'id' in frame && frame.id === id;

describe('revoked sessions', () => {
  it('closes the sockets of a session that signs out, and only those', async () => {
    const user = await testApp.signUp();
    const otherCookie = await signInAgain(user);
    const [signingOut, staying] = await Promise.all([connect(user.cookie), connect(otherCookie)]);

    const response = await testApp.request({ method: 'POST', url: '/api/auth/sign-out', cookie: user.cookie, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(await signingOut.closed).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended' });

    await testApp.app.realtime.publish(userRoom(user.id), { type: 'notification.created', id: 'after-sign-out', data: null });
    await staying.waitFor(isEvent('after-sign-out'));
    expect(signingOut.frames.some(isEvent('after-sign-out'))).toBe(false);
    // And the old cookie cannot open a new one.
    expect(await TestSocket.open(url, { cookie: user.cookie })).toMatchObject({ refusedWith: 401 });
  });

  it('closes every socket of an account whose password is reset', async () => {
    const user = await testApp.signUp();
    const sockets = await Promise.all([connect(user.cookie), connect(await signInAgain(user))]);

    const asked = await testApp.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email, redirectTo: '/auth?reset=true' } });
    expect(asked.statusCode).toBe(200);
    const [stored] = await queryRows<{ identifier: string }>(
      testApp.database.db,
      sql`select identifier from verifications where value = ${user.id} and identifier like 'reset-password:%'`,
    );
    const token = stored?.identifier.slice('reset-password:'.length) ?? '';
    const reset = await testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Tamarind-Ledger-2931' } });
    expect(reset.statusCode).toBe(200);

    for (const socket of sockets) expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
  });

  it('leaves other accounts’ sockets alone', async () => {
    const user = await testApp.signUp();
    const bystander = await testApp.signUp();
    const bystanderSocket = await connect(bystander.cookie);
    await testApp.app.realtime.closeSessions({ userId: user.id });
    await testApp.app.realtime.publish(userRoom(bystander.id), { type: 'notification.created', id: 'bystander', data: null });
    await bystanderSocket.waitFor(isEvent('bystander'));
  });
});
