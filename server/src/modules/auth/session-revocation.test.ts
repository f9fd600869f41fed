// ADR 0003: each process remembers signed-in sessions for a few seconds, yet a revoked session is refused on
// the very next request to any process, and a changed role counts at once. Two apps on one database stand for
// two processes (test/two-processes.ts); the second has the session in its cache before the first revokes it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCookie, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { startTwoProcesses, type TwoProcesses } from '../../../test/two-processes.ts';
import { queryRows } from '../../db/client.ts';
import { sessionTokenCookie } from './session-cache.ts';

let processes: TwoProcesses;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  processes = await startTwoProcesses();
  ({ first, second } = processes);
});

afterAll(async () => {
  await processes.close();
});

const profileStatus = async (app: TestApp, user: TestUser) => (await app.request({ method: 'GET', url: '/api/profile', cookie: user.cookie })).statusCode;

const tokenOf = (user: TestUser) => sessionTokenCookie(user.cookie, second.app.sessionCookieName) ?? 'no session cookie';

/** Signed in on the second process, and served from its cache from then on. */
async function cachedOnSecond(user: TestUser, url = '/api/profile') {
  // Notices of this user's earlier changes (a role set by makeUser) would otherwise empty the cache after it.
  expect(await second.app.realtime.catchUpOnRevocations()).toBe(true);
  expect((await second.request({ method: 'GET', url, cookie: user.cookie })).statusCode).toBe(200);
  expect(second.app.sessionCache.find(tokenOf(user))?.viewer.id).toBe(user.id);
}

async function resetPassword(app: TestApp, user: TestUser) {
  const asked = await app.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email, redirectTo: '/auth?reset=true' } });
  expect(asked.statusCode).toBe(200);
  const [stored] = await queryRows<{ identifier: string }>(
    app.database.db,
    sql`select identifier from verifications where value = ${user.id} and identifier like 'reset-password:%'`,
  );
  const token = stored?.identifier.slice('reset-password:'.length) ?? '';
  const reset = await app.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Tamarind-Ledger-2931' } });
  expect(reset.statusCode).toBe(200);
}

describe('a session cached by one process', () => {
  it('is refused there on the next request after it signs out on another', async () => {
    const user = await first.signUp();
    await cachedOnSecond(user);
    expect((await first.request({ method: 'POST', url: '/api/auth/sign-out', cookie: user.cookie, payload: {} })).statusCode).toBe(200);
    expect(await profileStatus(second, user)).toBe(401);
  });

  it('is refused, with every other session of the account, after a password reset on another', async () => {
    const user = await first.signUp();
    const signedInAgain = await first.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
    const otherSession = { ...user, cookie: sessionCookie(signedInAgain) };
    await cachedOnSecond(user);
    await cachedOnSecond(otherSession);
    await resetPassword(first, user);
    expect(await profileStatus(second, user)).toBe(401);
    expect(await profileStatus(second, otherSession)).toBe(401);
  });

  it('is refused after the account is deleted on another', async () => {
    const admin = await first.makeUser({ role: 'admin' });
    const user = await first.signUp();
    await cachedOnSecond(user);
    expect((await first.request({ method: 'DELETE', url: `/api/admin/users/${user.id}`, cookie: admin.cookie })).statusCode).toBe(200);
    expect(await profileStatus(second, user)).toBe(401);
  });

  it('loses the admin role at once when another process takes it away', async () => {
    const admin = await first.makeUser({ role: 'admin' });
    const demoted = await first.makeUser({ role: 'admin' });
    await cachedOnSecond(demoted, '/api/admin/users');
    const changed = await first.request({ method: 'PATCH', url: `/api/admin/users/${demoted.id}/role`, cookie: admin.cookie, payload: { role: 'buyer' } });
    expect(changed.statusCode).toBe(200);
    expect((await second.request({ method: 'GET', url: '/api/admin/users', cookie: demoted.cookie })).statusCode).toBe(403);
    expect(await profileStatus(second, demoted)).toBe(200);
  });

  it('is forgotten when its user’s e-mail confirmation changes in the database', async () => {
    const user = await first.signUp({ emailConfirmed: false });
    await cachedOnSecond(user);
    await first.database.db.execute(sql`update profiles set email_verified = true where id = ${user.id}`);
    // No request follows to wait on here; the notice reaches the second process's LISTEN connection just after.
    await vi.waitFor(() => expect(second.app.sessionCache.find(tokenOf(user))).toBeUndefined(), { timeout: 2_000 });
  });
});
