// The auth routes are limited by the app's one rate-limit mechanism (ADR 0008), as each route declares in
// auth.routes.ts; better-auth's own limiter is off and its table gone (ADR 0009).
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/api.ts';
import { signInRequest, signUpRequest } from '../../../test/auth-requests.ts';
import { openTestDatabase } from '../../../test/database-template.ts';
import { createTestApp, nextClientAddress, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema.ts';
import { describeWait } from '../../http/rate-limit.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/**
 * Uses up `count` of an address's sign-in allowance cheaply: a body the schema refuses still counts, and each
 * names another account, so no account's failure limit is reached.
 */
async function useUpSignIns(address: string, count: number, app: TestApp = testApp, headers: (attempt: number) => Record<string, string> = () => ({})) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const response = await app.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: uniqueEmail('filler') }, remoteAddress: address, headers: headers(attempt) });
    expect(response.statusCode).toBe(400);
  }
}

function expectLimited(response: Awaited<ReturnType<TestApp['request']>>, message: string) {
  const error = errorOf(response, 429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(error).toEqual({ code: 'RATE_LIMITED', message: `${message} Please try again in ${describeWait(retryAfter)}.` });
  expect(response.cookies).toEqual([]);
}

describe('sign-in', () => {
  const { max } = RATE_LIMITS.signInPerIp;

  it(`refuses attempt number ${max + 1} from one address with 429, even with the right password, and only from that address`, async () => {
    const user = await testApp.signUp();
    const address = nextClientAddress();
    await useUpSignIns(address, max - 1);
    expect((await signInRequest(testApp, user.email, 'wrong-password-1', { remoteAddress: address })).statusCode).toBe(401);
    expectLimited(await signInRequest(testApp, user.email, user.password, { remoteAddress: address }), RATE_LIMITS.signInPerIp.message);

    expect((await signInRequest(testApp, user.email, user.password, { remoteAddress: nextClientAddress() })).statusCode).toBe(200);
  });

  it('does not trust a client-sent address header', async () => {
    const address = nextClientAddress();
    await useUpSignIns(address, max, testApp, (attempt) => ({ 'x-bizbazaar-client-ip': `203.0.113.${attempt}`, 'x-forwarded-for': `203.0.113.${attempt}` }));
    const limited = await signInRequest(testApp, uniqueEmail('spoofer'), TEST_PASSWORD, { remoteAddress: address, headers: { 'x-bizbazaar-client-ip': '203.0.113.99' } });
    expect(limited.statusCode).toBe(429);
  });

  it(`locks an account for a while after ${RATE_LIMITS.signInFailuresPerAccount.max} wrong passwords from ${RATE_LIMITS.signInFailuresPerAccount.max} addresses; other accounts sign in as usual`, async () => {
    const target = await testApp.signUp();
    const bystander = await testApp.signUp();
    const addresses = Array.from({ length: RATE_LIMITS.signInFailuresPerAccount.max }, () => nextClientAddress());
    for (const [attempt, address] of addresses.entries()) {
      // Any letter case names the same account.
      const email = attempt % 2 === 0 ? target.email : target.email.toUpperCase();
      expect((await signInRequest(testApp, email, `wrong-password-${attempt}`, { remoteAddress: address })).statusCode).toBe(401);
    }

    const locked = await signInRequest(testApp, target.email, target.password, { remoteAddress: nextClientAddress() });
    expectLimited(locked, RATE_LIMITS.signInFailuresPerAccount.message);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMITS.signInFailuresPerAccount.windowSeconds);

    // Neither the addresses used nor the other account are held back.
    expect((await signInRequest(testApp, bystander.email, bystander.password, { remoteAddress: addresses[0] })).statusCode).toBe(200);
    expect((await signInRequest(testApp, bystander.email, bystander.password, { remoteAddress: nextClientAddress() })).statusCode).toBe(200);
  });

  it('lifts the lock on an account as soon as its owner resets the password, as the 429 suggests', async () => {
    const target = await testApp.signUp();
    for (let attempt = 0; attempt < RATE_LIMITS.signInFailuresPerAccount.max; attempt += 1) {
      await signInRequest(testApp, target.email, `wrong-password-${attempt}`, { remoteAddress: nextClientAddress() });
    }
    expect((await signInRequest(testApp, target.email, target.password)).statusCode).toBe(429);

    const asked = await testApp.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: target.email, redirectTo: '/auth?reset=true' } });
    expect(asked.statusCode).toBe(200);
    const [stored] = await queryRows<{ identifier: string }>(
      testApp.database.db,
      sql`select identifier from verifications where value = ${target.id} and identifier like 'reset-password:%'`,
    );
    const token = stored?.identifier.slice('reset-password:'.length) ?? '';
    const newPassword = 'Tamarind-Ledger-2931';
    expect((await testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: newPassword } })).statusCode).toBe(200);

    expect((await signInRequest(testApp, target.email, newPassword)).statusCode).toBe(200);
  });
});

describe('the other auth routes', () => {
  /** Sends `max + 1` requests; all but the last must pass with `allowed`, the last is refused with `message`. */
  async function expectLimitAfter(max: number, allowed: number, send: (attempt: number) => Promise<Awaited<ReturnType<TestApp['request']>>>, message: string) {
    for (let attempt = 1; attempt <= max; attempt += 1) expect((await send(attempt)).statusCode, `attempt ${attempt}`).toBe(allowed);
    expectLimited(await send(max + 1), message);
  }

  it('sign-up, per address', async () => {
    const address = nextClientAddress();
    await expectLimitAfter(
      RATE_LIMITS.signUpPerIp.max,
      200,
      () => signUpRequest(testApp, { fullName: 'Many Accounts', email: uniqueEmail('many'), password: TEST_PASSWORD }, { remoteAddress: address }),
      RATE_LIMITS.signUpPerIp.message,
    );
  });

  it('password reset requests, per address and per e-mail address', async () => {
    const address = nextClientAddress();
    const reset = (email: string, remoteAddress: string) => testApp.request({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress, payload: { email } });
    await expectLimitAfter(RATE_LIMITS.passwordResetPerIp.max, 200, () => reset(uniqueEmail('reset'), address), RATE_LIMITS.passwordResetPerIp.message);

    const email = uniqueEmail('reset-target');
    await expectLimitAfter(RATE_LIMITS.passwordResetPerEmail.max, 200, () => reset(email, nextClientAddress()), RATE_LIMITS.passwordResetPerEmail.message);
  });

  it('verification mails, per address', async () => {
    const address = nextClientAddress();
    await expectLimitAfter(
      RATE_LIMITS.verificationMailPerIp.max,
      200,
      () => testApp.request({ method: 'POST', url: '/api/auth/send-verification-email', remoteAddress: address, payload: { email: uniqueEmail('verify') } }),
      RATE_LIMITS.verificationMailPerIp.message,
    );
  });

  it('the links in the mails, per address', async () => {
    const address = nextClientAddress();
    await expectLimitAfter(
      RATE_LIMITS.authPerIp.max,
      302,
      (attempt) => testApp.request({ method: 'GET', url: `/api/auth/verify-email?token=guess-${attempt}&callbackURL=%2F`, remoteAddress: address }),
      // The mechanism's own sentence: authPerIp names none.
      'Too many requests.',
    );
  });

  it('keeps no counters of better-auth’s own: its limiter is off and its table dropped', async () => {
    const [row] = await queryRows<{ table: string | null }>(testApp.database.db, sql`select to_regclass('rate_limits')::text as table`);
    expect(row?.table).toBeNull();
  });
});

describe('after a restart (a new app on the same database)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps sessions and rate-limit counters', async () => {
    const address = nextClientAddress();
    const first = await createTestApp({ database });
    const user = await first.signUp({ fullName: 'Restart Survivor' });
    await useUpSignIns(address, RATE_LIMITS.signInPerIp.max, first);
    expect((await signInRequest(first, user.email, user.password, { remoteAddress: address })).statusCode).toBe(429);
    await first.close();

    const second = await createTestApp({ database });
    try {
      const session = await second.request({ method: 'GET', url: '/api/session', cookie: user.cookie });
      expect(session.json()).toMatchObject({ profile: { id: user.id, fullName: 'Restart Survivor' } });
      expect(await database.db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, `sign-in:ip:${address}`))).toEqual([
        expect.objectContaining({ hits: RATE_LIMITS.signInPerIp.max + 1 }),
      ]);
      const limited = await signInRequest(second, user.email, user.password, { remoteAddress: address });
      expect(errorOf(limited, 429).code).toBe('RATE_LIMITED');
      expect((await signInRequest(second, user.email, user.password, { remoteAddress: nextClientAddress() })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
