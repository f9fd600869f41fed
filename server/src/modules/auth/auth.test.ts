import { eq, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@common/errors.ts';
import type { Profile, SessionResponse } from '@common/profiles.ts';
import { openTestDatabase } from '../../../test/database-template.ts';
import { firstLink, startSmtpListener, type CaughtMail, type SmtpListener } from '../../../test/smtp-listener.ts';
import { createTestApp, nextClientAddress, PUBLIC_URL, sessionCookie, uniqueEmail, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { emailOutbox, profiles, rateLimits, sessions } from '../../db/schema.ts';
import { authRateLimitRules } from './auth.ts';

const PASSWORD = 'correct-horse-9';
const VERIFY_SUBJECT = 'Confirm your email for BizBazaar';
const RESET_SUBJECT = 'Reset your BizBazaar password';

let smtp: SmtpListener;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpListener();
  testApp = await createTestApp({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

function signUpRequest(payload: Record<string, unknown>, app: TestApp = testApp) {
  return app.request({ method: 'POST', url: '/api/auth/sign-up/email', payload });
}

function signIn(email: string, password: string, options: Partial<InjectOptions> = {}, app: TestApp = testApp) {
  return app.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, ...options });
}

async function sessionProfile(cookie: string, app: TestApp = testApp): Promise<Profile | null> {
  const response = await app.request({ method: 'GET', url: '/api/session', cookie });
  expect(response.statusCode).toBe(200);
  return response.json<SessionResponse>().profile;
}

async function findProfileByEmail(email: string) {
  const [row] = await testApp.database.db.select().from(profiles).where(eq(sql`lower(${profiles.email})`, email.toLowerCase()));
  return row;
}

function mailsTo(address: string, subject: string): CaughtMail[] {
  return smtp.mails.filter((mail) => mail.to.includes(address) && mail.subject === subject);
}

/** The path and query of a link from a mail, to request through inject. */
function pathOf(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

describe('sign-up', () => {
  it('creates a buyer by default, with an unconfirmed e-mail and an httpOnly SameSite=Lax session cookie', async () => {
    const email = uniqueEmail('buyer');
    const response = await signUpRequest({ name: 'Sunita Patel', email, password: PASSWORD });
    expect(response.statusCode).toBe(200);

    const cookie = response.cookies.find((candidate) => candidate.name === 'bizbazaar.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeUndefined(); // plain http on localhost; https PUBLIC_URLs get Secure cookies

    const profile = await sessionProfile(sessionCookie(response));
    expect(profile).toMatchObject({ fullName: 'Sunita Patel', email, role: 'buyer', emailVerified: false, verified: false });
    expect(await findProfileByEmail(email)).toMatchObject({ role: 'buyer', emailVerified: false });
  });

  it('creates a seller when the form asks for one', async () => {
    const seller = await testApp.signUp({ role: 'seller' });
    expect(await sessionProfile(seller.cookie)).toMatchObject({ id: seller.id, role: 'seller' });
  });

  it('stores the e-mail in lower case, so the same address cannot sign up twice in another case', async () => {
    const email = uniqueEmail('Mixed.Case');
    const first = await signUpRequest({ name: 'First', email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect((await findProfileByEmail(email))?.email).toBe(email.toLowerCase());

    for (const again of [email, email.toUpperCase()]) {
      const response = await signUpRequest({ name: 'Second', email: again, password: PASSWORD });
      expect(response.statusCode).toBe(422);
      expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'User already exists. Use another email.' } });
    }
    expect((await findProfileByEmail(email))?.fullName).toBe('First');
  });

  it('refuses role "admin" with 400 and creates nobody', async () => {
    const email = uniqueEmail('wannabe-admin');
    const response = await signUpRequest({ name: 'Mallory', email, password: PASSWORD, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Choose buyer or seller' } });
    expect(response.cookies).toEqual([]);
    expect(await findProfileByEmail(email)).toBeUndefined();
    const admins = await testApp.database.db.select().from(profiles).where(eq(profiles.role, 'admin'));
    expect(admins).toEqual([]);
  });

  it('ignores fields only the server sets (verified badge, confirmed e-mail)', async () => {
    const email = uniqueEmail('sneaky');
    const response = await signUpRequest({ name: 'Sneaky', email, password: PASSWORD, verified: true, emailVerified: true, role: 'seller' });
    expect(response.statusCode).toBe(200);
    expect(await findProfileByEmail(email)).toMatchObject({ verified: false, emailVerified: false, role: 'seller' });
  });

  it.each([
    ['a 7-character password', { password: 'short12' }, 'Password too short'],
    ['a 129-character password', { password: 'p'.repeat(129) }, 'Password too long'],
    ['no password', { password: undefined }, /"fields":\{"password":/],
    ['no name', { name: undefined }, /"fields":\{"fullName":/],
    ['no e-mail', { email: undefined }, /"fields":\{"email":/],
    ['an invalid e-mail', { email: 'not-an-email' }, /email/i],
  ])('refuses %s with 400 in the error shape', async (_label, override, message) => {
    const email = uniqueEmail('invalid');
    const response = await signUpRequest({ name: 'Invalid', email, password: PASSWORD, ...override });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    // Either better-auth's own message, or a field message for a malformed body.
    expect(JSON.stringify(body.error)).toMatch(message);
    expect(await findProfileByEmail(email)).toBeUndefined();
  });
});

describe('sign-in and sign-out', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await testApp.signUp({ name: 'Arjun Mehta' });
  });

  it('signs in with the right password, in any letter case of the e-mail', async () => {
    const response = await signIn(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(await sessionProfile(sessionCookie(response))).toMatchObject({ id: user.id, fullName: 'Arjun Mehta' });
  });

  it('refuses a wrong password and an unknown e-mail alike, with 401 and a message', async () => {
    for (const [email, password] of [
      [user.email, 'wrong-password-1'],
      [uniqueEmail('nobody'), PASSWORD],
    ] as const) {
      const response = await signIn(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
      expect(response.cookies).toEqual([]);
    }
  });

  it('signing out revokes that session at once, and only that one', async () => {
    const other = sessionCookie(await signIn(user.email, user.password));
    const current = sessionCookie(await signIn(user.email, user.password));

    const response = await testApp.request({ method: 'POST', url: '/api/auth/sign-out', cookie: current });
    expect(response.statusCode).toBe(200);
    expect(await sessionProfile(current)).toBeNull();
    expect(await sessionProfile(other)).toMatchObject({ id: user.id });
    const [token] = current.split('=')[1]?.split('.') ?? [];
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.token, token ?? ''))).toEqual([]);
  });
});

describe('cross-site request protection', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await testApp.signUp({ role: 'buyer' });
  });

  function injectWithout(origin: string | undefined, url: string, payload: Record<string, unknown>, cookie?: string) {
    return testApp.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextClientAddress(),
      // Browsers and Node's fetch send Fetch Metadata (sec-fetch-mode); better-auth then insists on a trusted Origin.
      headers: { 'sec-fetch-mode': 'cors', ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
    });
  }

  it('refuses sign-up and sign-in without an Origin header from a fetch client', async () => {
    const email = uniqueEmail('no-origin');
    const signUp = await injectWithout(undefined, '/api/auth/sign-up/email', { name: 'No Origin', email, password: PASSWORD });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json<ApiErrorBody>()).toEqual({ error: { code: 'FORBIDDEN', message: 'Missing or null Origin' } });
    expect(await findProfileByEmail(email)).toBeUndefined();

    const signIn = await injectWithout(undefined, '/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.cookies).toEqual([]);
  });

  it('refuses requests from a foreign origin, with or without a session cookie', async () => {
    const signIn = await injectWithout('https://evil.example', '/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<ApiErrorBody>().error).toEqual({ code: 'FORBIDDEN', message: 'Invalid origin' });

    const signOut = await injectWithout('https://evil.example', '/api/auth/sign-out', {}, user.cookie);
    expect(signOut.statusCode).toBe(403);
    expect(await sessionProfile(user.cookie)).toMatchObject({ id: user.id });
  });

  it('accepts the same request from our own origin', async () => {
    const response = await injectWithout(PUBLIC_URL, '/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a callback URL on another site (no open redirect)', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password, callbackURL: 'https://evil.example/welcome' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error).toEqual({ code: 'FORBIDDEN', message: 'Invalid callbackURL' });
  });

  it('offers no way to change one’s own role through the auth endpoints', async () => {
    const response = await testApp.request({ method: 'POST', url: '/api/auth/update-user', cookie: user.cookie, payload: { role: 'admin', name: 'Root' } });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.code).toBe('NOT_FOUND');
    expect(await sessionProfile(user.cookie)).toMatchObject({ role: 'buyer', fullName: 'Test User' });
  });
});

describe('e-mail verification', () => {
  it('mails a link on sign-up that confirms the address and redirects to /', async () => {
    const user = await testApp.signUp({ name: 'Lakshmi Rao' });
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(user.email) && candidate.subject === VERIFY_SUBJECT);
    expect(mail.body).toContain('Hello Lakshmi Rao,');
    const link = firstLink(mail, '/api/auth/verify-email');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2F$/);

    const response = await testApp.request({ method: 'GET', url: pathOf(link) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(await findProfileByEmail(user.email)).toMatchObject({ emailVerified: true });
    expect(await sessionProfile(user.cookie)).toMatchObject({ emailVerified: true });
  });

  it('refuses a tampered token without confirming anything', async () => {
    const user = await testApp.signUp();
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(user.email) && candidate.subject === VERIFY_SUBJECT);
    const link = new URL(firstLink(mail, '/api/auth/verify-email'));
    link.searchParams.set('token', `${link.searchParams.get('token') ?? ''}x`);

    const response = await testApp.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?error=INVALID_TOKEN');
    expect(await findProfileByEmail(user.email)).toMatchObject({ emailVerified: false });
  });

  it('sends another mail on request, whose link works too', async () => {
    const user = await testApp.signUp();
    const isVerificationFor = (mail: CaughtMail) => mail.to.includes(user.email) && mail.subject === VERIFY_SUBJECT;
    const first = await smtp.waitForMail(isVerificationFor);

    const response = await testApp.request({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email: user.email, callbackURL: '/' } });
    expect(response.statusCode).toBe(200);
    const resent = await smtp.waitForMail((mail) => mail !== first && isVerificationFor(mail));
    expect(mailsTo(user.email, VERIFY_SUBJECT)).toHaveLength(2);

    const follow = await testApp.request({ method: 'GET', url: pathOf(firstLink(resent, '/api/auth/verify-email')) });
    expect(follow.statusCode).toBe(302);
    expect(await findProfileByEmail(user.email)).toMatchObject({ emailVerified: true });
  });
});

describe('password reset', () => {
  it('mails a link that leads to the reset form, sets the new password and revokes every session', async () => {
    const user = await testApp.signUp({ name: 'Deepak Joshi' });
    const secondSession = sessionCookie(await signIn(user.email, user.password));
    expect(await sessionProfile(user.cookie)).not.toBeNull();
    expect(await sessionProfile(secondSession)).not.toBeNull();

    const request = await testApp.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email, redirectTo: '/auth?reset=true' } });
    expect(request.statusCode).toBe(200);

    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(user.email) && candidate.subject === RESET_SUBJECT);
    expect(mail.body).toContain('Hello Deepak Joshi,');
    const link = firstLink(mail, '/api/auth/reset-password/');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/\w+\?callbackURL=%2Fauth%3Freset%3Dtrue$/);

    const landing = await testApp.request({ method: 'GET', url: pathOf(link) });
    expect(landing.statusCode).toBe(302);
    const location = new URL(landing.headers.location ?? '', PUBLIC_URL);
    expect(`${location.pathname}?reset=${location.searchParams.get('reset')}`).toBe('/auth?reset=true');
    const token = location.searchParams.get('token');
    expect(token).toBe(new URL(link).pathname.split('/').pop());

    const newPassword = 'new-horse-battery-7';
    const reset = await testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword, token } });
    expect(reset.statusCode).toBe(200);

    expect(await sessionProfile(user.cookie)).toBeNull();
    expect(await sessionProfile(secondSession)).toBeNull();
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    const fresh = await signIn(user.email, newPassword);
    expect(fresh.statusCode).toBe(200);
    expect(await sessionProfile(sessionCookie(fresh))).toMatchObject({ id: user.id });

    const reused = await testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: 'third-password-3', token } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ApiErrorBody>().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 200 for an unknown address and sends nothing (no account enumeration)', async () => {
    const stranger = uniqueEmail('stranger');
    const known = await testApp.signUp();
    const unknownResponse = await testApp.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: stranger, redirectTo: '/auth?reset=true' } });
    const knownResponse = await testApp.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: known.email, redirectTo: '/auth?reset=true' } });
    expect(unknownResponse.statusCode).toBe(200);
    expect(unknownResponse.body).toBe(knownResponse.body);

    await smtp.waitForMail((candidate) => candidate.to.includes(known.email) && candidate.subject === RESET_SUBJECT);
    await testApp.app.outbox.drain();
    expect(await testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, stranger))).toEqual([]);
    expect(smtp.mails.filter((mail) => mail.to.includes(stranger))).toEqual([]);
  });
});

const signInLimit = authRateLimitRules['/sign-in/email'].max;

/**
 * Uses up `count` of an address's sign-in allowance cheaply (no password hashing): a request refused for its
 * body still counts.
 */
async function exhaustSignIn(address: string, app: TestApp = testApp, headers: (attempt: number) => Record<string, string> = () => ({}), count: number = signInLimit) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const response = await app.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'x@example.com' }, remoteAddress: address, headers: headers(attempt) });
    expect(response.statusCode).toBe(400);
  }
}

describe('rate limits', () => {
  const limit = signInLimit;

  it(`refuses sign-in number ${limit + 1} from one address with 429, and only from that address`, async () => {
    const user = await testApp.signUp();
    const address = '198.51.100.23';
    await exhaustSignIn(address, testApp, () => ({}), limit - 2);
    expect((await signIn(user.email, 'wrong-password-1', { remoteAddress: address })).statusCode).toBe(401);
    expect((await signIn(user.email, 'wrong-password-2', { remoteAddress: address })).statusCode).toBe(401);
    const limited = await signIn(user.email, user.password, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiErrorBody>()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' } });
    expect(limited.cookies).toEqual([]);

    const rows = await testApp.database.db.select().from(rateLimits).where(like(rateLimits.key, `%${address}%`));
    expect(rows).toEqual([expect.objectContaining({ count: limit })]);

    expect((await signIn(user.email, user.password, { remoteAddress: '198.51.100.24' })).statusCode).toBe(200);
  });

  it('does not trust a client-sent address header', async () => {
    const address = '198.51.100.40';
    await exhaustSignIn(address, testApp, (attempt) => ({ 'x-bizbazaar-client-ip': `203.0.113.${attempt}`, 'x-forwarded-for': `203.0.113.${attempt}` }));
    const limited = await signIn(uniqueEmail('spoofer'), PASSWORD, { remoteAddress: address, headers: { 'x-bizbazaar-client-ip': '203.0.113.99' } });
    expect(limited.statusCode).toBe(429);
  });
});

describe('after a restart (a new app on the same database)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps sessions and rate-limit counters', async () => {
    const address = '192.0.2.77';
    const first = await createTestApp({ database });
    const user = await first.signUp({ name: 'Restart Survivor' });
    await exhaustSignIn(address, first);
    expect((await signIn(user.email, user.password, { remoteAddress: address }, first)).statusCode).toBe(429);
    await first.close();

    const second = await createTestApp({ database });
    try {
      expect(await sessionProfile(user.cookie, second)).toMatchObject({ id: user.id, fullName: 'Restart Survivor' });
      const limited = await signIn(user.email, user.password, { remoteAddress: address }, second);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<ApiErrorBody>().error.code).toBe('RATE_LIMITED');
      expect((await signIn(user.email, user.password, { remoteAddress: '192.0.2.78' }, second)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
