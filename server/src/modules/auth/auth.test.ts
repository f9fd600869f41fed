// Accounts through the real auth endpoints: sign-in and sign-out, cross-site protection, e-mail confirmation
// and password reset, with mail caught by a real SMTP listener. Sign-up: sign-up.test.ts; which endpoints
// exist: auth-endpoints.test.ts; limits: auth-rate-limits.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@common/errors.ts';
import { findProfileByEmail, pathOf, RESET_SUBJECT, sessionProfile, signInRequest, signUpRequest, VERIFY_SUBJECT } from '../../../test/auth-requests.ts';
import { firstLink, type CaughtMail, type SmtpListener } from '../../../test/smtp-listener.ts';
import { startTestAppWithMail, stopTestAppWithMail } from '../../../test/test-app-with-mail.ts';
import { nextClientAddress, PUBLIC_URL, sessionCookie, TEST_PASSWORD, uniqueEmail, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { emailOutbox, sessions } from '../../db/schema.ts';

let smtp: SmtpListener;
let testApp: TestApp;
beforeAll(async () => {
  ({ testApp, smtp } = await startTestAppWithMail());
});
afterAll(() => stopTestAppWithMail({ testApp, smtp }));

const signIn = (email: string, password: string) => signInRequest(testApp, email, password);

function mailsTo(address: string, subject: string): CaughtMail[] {
  return smtp.mails.filter((mail) => mail.to.includes(address) && mail.subject === subject);
}

describe('sign-in and sign-out', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await testApp.signUp({ fullName: 'Arjun Mehta' });
  });

  it('signs in with the right password, in any letter case of the e-mail, with an httpOnly SameSite=Lax cookie', async () => {
    const response = await signIn(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'bizbazaar.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeUndefined(); // plain http on localhost; https PUBLIC_URLs get Secure cookies
    expect(await sessionProfile(testApp, sessionCookie(response))).toMatchObject({ id: user.id, fullName: 'Arjun Mehta' });
  });

  it('refuses a wrong password and an unknown e-mail alike, with 401 and a message', async () => {
    for (const [email, password] of [
      [user.email, 'wrong-password-1'],
      [uniqueEmail('nobody'), TEST_PASSWORD],
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

    const response = await testApp.request({ method: 'POST', url: '/api/auth/sign-out', cookie: current, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(await sessionProfile(testApp, current)).toBeNull();
    expect(await sessionProfile(testApp, other)).toMatchObject({ id: user.id });
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
    const signUp = await injectWithout(undefined, '/api/auth/sign-up/email', { fullName: 'No Origin', email, password: TEST_PASSWORD });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json<ApiErrorBody>()).toEqual({ error: { code: 'FORBIDDEN', message: 'Missing or null Origin' } });
    expect(await findProfileByEmail(testApp, email)).toBeUndefined();

    const signIn = await injectWithout(undefined, '/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.cookies).toEqual([]);
  });

  it('refuses requests from a foreign origin, with or without a session cookie', async () => {
    const signIn = await injectWithout('https://evil.example', '/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(403);
    // Our check of every write (ADR 0022) answers before better-auth's own origin check.
    expect(signIn.json<ApiErrorBody>().error).toEqual({ code: 'FORBIDDEN', message: "Changes can only be made from BizBazaar's own pages." });

    const signOut = await injectWithout('https://evil.example', '/api/auth/sign-out', {}, user.cookie);
    expect(signOut.statusCode).toBe(403);
    expect(await sessionProfile(testApp, user.cookie)).toMatchObject({ id: user.id });
  });

  it('accepts the same request from our own origin', async () => {
    const response = await injectWithout(PUBLIC_URL, '/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['sign-up', '/api/auth/sign-up/email', { fullName: 'Redirected', email: uniqueEmail('redirect'), password: TEST_PASSWORD, callbackURL: 'https://evil.example/welcome' }, 'callbackURL'],
    ['a protocol-relative link', '/api/auth/sign-up/email', { fullName: 'Redirected', email: uniqueEmail('redirect'), password: TEST_PASSWORD, callbackURL: '//evil.example' }, 'callbackURL'],
    ['a reset request', '/api/auth/request-password-reset', { email: uniqueEmail('redirect'), redirectTo: 'https://evil.example/reset' }, 'redirectTo'],
    ['a verification mail', '/api/auth/send-verification-email', { email: uniqueEmail('redirect'), callbackURL: '/\\evil.example' }, 'callbackURL'],
  ])('refuses a return address on another site in %s (no open redirect)', async (_label, url, payload, field) => {
    const response = await testApp.request({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please correct the highlighted fields.',
      fields: { [field]: 'Must be a path on this site, such as /' },
    });
  });
});

describe('e-mail verification', () => {
  async function signUpAndReadMail(fullName = 'Test User') {
    const email = uniqueEmail('verify');
    expect((await signUpRequest(testApp, { fullName, email, password: TEST_PASSWORD, callbackURL: '/' })).statusCode).toBe(200);
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(email) && candidate.subject === VERIFY_SUBJECT);
    return { email, mail };
  }

  it('mails a link on sign-up that confirms the address, signs nobody in and lands on the sign-in page naming the address', async () => {
    const { email, mail } = await signUpAndReadMail('Lakshmi Rao');
    expect(mail.body).toContain('Hello \u2068Lakshmi Rao\u2069,');
    const link = firstLink(mail, '/api/auth/verify-email');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2F$/);

    const response = await testApp.request({ method: 'GET', url: pathOf(link) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/auth?confirmed=${encodeURIComponent(email)}`);
    expect(response.cookies).toEqual([]);
    expect(await findProfileByEmail(testApp, email)).toMatchObject({ emailVerified: true });

    // The person signs in with the password, confirmed now.
    const signedIn = await signIn(email, TEST_PASSWORD);
    expect(await sessionProfile(testApp, sessionCookie(signedIn))).toMatchObject({ email, fullName: 'Lakshmi Rao', emailVerified: true });
  });

  it("an attacker's own link opened in a victim's signed-in browser leaves the victim signed in as the victim (no login CSRF)", async () => {
    const victim = await testApp.signUp({ fullName: 'Victim Verma' });
    const { email: attackerEmail, mail } = await signUpAndReadMail('Attacker Anand');

    const response = await testApp.request({ method: 'GET', url: pathOf(firstLink(mail, '/api/auth/verify-email')), cookie: victim.cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await findProfileByEmail(testApp, attackerEmail)).toMatchObject({ emailVerified: true });
    expect(await sessionProfile(testApp, victim.cookie)).toMatchObject({ id: victim.id, fullName: 'Victim Verma' });
    // The page names whose address was confirmed; it does not welcome the victim as the attacker.
    expect(response.headers.location).toBe(`/auth?confirmed=${encodeURIComponent(attackerEmail)}`);
    const attacker = await findProfileByEmail(testApp, attackerEmail);
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.userId, attacker?.id ?? ''))).toEqual([]);
  });

  it('refuses a tampered token without confirming anything or signing anyone in', async () => {
    const { email, mail } = await signUpAndReadMail();
    const link = new URL(firstLink(mail, '/api/auth/verify-email'));
    link.searchParams.set('token', `${link.searchParams.get('token') ?? ''}x`);

    const response = await testApp.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth?confirmed=invalid');
    expect(response.cookies).toEqual([]);
    expect(await findProfileByEmail(testApp, email)).toMatchObject({ emailVerified: false });
  });

  it('sends another mail on request, whose link works too', async () => {
    const { email, mail: first } = await signUpAndReadMail();
    const isVerificationFor = (mail: CaughtMail) => mail.to.includes(email) && mail.subject === VERIFY_SUBJECT;

    const response = await testApp.request({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email, callbackURL: '/' } });
    expect(response.statusCode).toBe(200);
    const resent = await smtp.waitForMail((mail) => mail !== first && isVerificationFor(mail));
    expect(mailsTo(email, VERIFY_SUBJECT)).toHaveLength(2);

    const follow = await testApp.request({ method: 'GET', url: pathOf(firstLink(resent, '/api/auth/verify-email')) });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe(`/auth?confirmed=${encodeURIComponent(email)}`);
    expect(await findProfileByEmail(testApp, email)).toMatchObject({ emailVerified: true });
  });
});

describe('password reset', () => {
  it('mails a link that leads to the reset form, sets the new password and revokes every session', async () => {
    const user = await testApp.signUp({ fullName: 'Deepak Joshi' });
    const secondSession = sessionCookie(await signIn(user.email, user.password));
    expect(await sessionProfile(testApp, user.cookie)).not.toBeNull();
    expect(await sessionProfile(testApp, secondSession)).not.toBeNull();

    const request = await testApp.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email, redirectTo: '/auth?reset=true' } });
    expect(request.statusCode).toBe(200);

    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(user.email) && candidate.subject === RESET_SUBJECT);
    expect(mail.body).toContain('Hello \u2068Deepak Joshi\u2069,');
    const link = firstLink(mail, '/api/auth/reset-password/');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/\w+\?callbackURL=%2Fauth%3Freset%3Dtrue$/);

    const landing = await testApp.request({ method: 'GET', url: pathOf(link) });
    expect(landing.statusCode).toBe(302);
    const location = new URL(landing.headers.location ?? '', PUBLIC_URL);
    expect(`${location.pathname}?reset=${location.searchParams.get('reset')}`).toBe('/auth?reset=true');
    const token = location.searchParams.get('token');
    expect(token).toBe(new URL(link).pathname.split('/').pop());

    const newPassword = 'new-horse-battery-7';
    const reset = await testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { password: newPassword, token } });
    expect(reset.statusCode).toBe(200);

    expect(await sessionProfile(testApp, user.cookie)).toBeNull();
    expect(await sessionProfile(testApp, secondSession)).toBeNull();
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    const fresh = await signIn(user.email, newPassword);
    expect(fresh.statusCode).toBe(200);
    expect(await sessionProfile(testApp, sessionCookie(fresh))).toMatchObject({ id: user.id });

    const reused = await testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { password: 'third-password-3', token } });
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
