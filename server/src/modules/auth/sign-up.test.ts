// Sign-up (ADR 0009): the same field rules as profile editing, no session until the address is confirmed, the
// same answer whether or not the address has an account, and no common or easily guessed passwords (also on
// reset). Mail is caught by a real SMTP listener.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIDI_CONTROL_MESSAGE, CONTROL_CHARACTER_MESSAGE } from '@common/validation.ts';
import type { ApiErrorBody } from '@common/errors.ts';
import {
  EXISTING_ACCOUNT_SUBJECT,
  findProfileByEmail,
  pathOf,
  RESET_SUBJECT,
  sessionProfile,
  signInRequest,
  signUpRequest,
  VERIFY_SUBJECT,
} from '../../../test/auth-requests.ts';
import { firstLink, type SmtpListener } from '../../../test/smtp-listener.ts';
import { startTestAppWithMail, stopTestAppWithMail } from '../../../test/test-app-with-mail.ts';
import { PUBLIC_URL, sessionCookie, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../../test/test-app.ts';
import { profiles } from '../../db/schema.ts';
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from './password-strength.ts';

let smtp: SmtpListener;
let testApp: TestApp;
beforeAll(async () => {
  ({ testApp, smtp } = await startTestAppWithMail());
});
afterAll(() => stopTestAppWithMail({ testApp, smtp }));

const signUp = (payload: Record<string, unknown>) => signUpRequest(testApp, payload);
const newAccount = (overrides: Record<string, unknown> = {}) => ({ fullName: 'Sunita Patel', email: uniqueEmail('new'), password: TEST_PASSWORD, ...overrides });

/** The keys of a JSON value at every depth, values left out: what a client can tell two answers apart by. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value === null || typeof value !== 'object') return typeof value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, shapeOf(item)]));
}

function expectFieldError(response: { statusCode: number; json: <T>() => T }, field: string, message: string | RegExp) {
  expect(response.statusCode).toBe(400);
  const { error } = response.json<ApiErrorBody>();
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(error.fields ?? {})).toEqual([field]);
  expect(error.fields?.[field]).toMatch(message);
}

describe('a new account', () => {
  it('is a buyer by default with an unconfirmed e-mail, and sign-up starts no session', async () => {
    const account = newAccount();
    const response = await signUp(account);
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    expect(await findProfileByEmail(testApp, account.email)).toMatchObject({ fullName: 'Sunita Patel', role: 'buyer', emailVerified: false, verified: false });

    const signedIn = await signInRequest(testApp, account.email, account.password);
    expect(signedIn.statusCode).toBe(200);
    expect(await sessionProfile(testApp, sessionCookie(signedIn))).toMatchObject({ fullName: 'Sunita Patel', email: account.email, role: 'buyer', emailVerified: false });
  });

  it('is a seller when the form asks for one', async () => {
    const seller = await testApp.signUp({ role: 'seller' });
    expect(await sessionProfile(testApp, seller.cookie)).toMatchObject({ id: seller.id, role: 'seller' });
  });

  it('stores the name trimmed and the e-mail in lower case', async () => {
    const account = newAccount({ fullName: '  Ravi Kumar ', email: uniqueEmail('Mixed.Case') });
    expect((await signUp(account)).statusCode).toBe(200);
    expect(await findProfileByEmail(testApp, account.email)).toMatchObject({ fullName: 'Ravi Kumar', email: account.email.toLowerCase() });
  });

  it('ignores fields only the server sets (verified badge, confirmed e-mail)', async () => {
    const account = newAccount({ verified: true, emailVerified: true, role: 'seller' });
    expect((await signUp(account)).statusCode).toBe(200);
    expect(await findProfileByEmail(testApp, account.email)).toMatchObject({ verified: false, emailVerified: false, role: 'seller' });
  });
});

describe('refuses with 400 and a message for the field, creating nobody', () => {
  it.each([
    ['role "admin"', { role: 'admin' }, 'role', 'Choose buyer or seller'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image', 'Add a profile photo on your profile page after signing in'],
    ['any image (the profile page sets photos)', { image: 'https://example.com/me.png' }, 'image', /profile page/],
    ['an empty name', { fullName: '   ' }, 'fullName', 'Full name is required'],
    ['no name', { fullName: undefined }, 'fullName', /expected string/],
    ['a 200,000-character name', { fullName: 'x'.repeat(200_000) }, 'fullName', 'Must be at most 100 characters'],
    ['a name with a line break', { fullName: 'Priya\nBcc: everyone@example.com' }, 'fullName', CONTROL_CHARACTER_MESSAGE],
    ['a name with ANSI escapes', { fullName: 'Priya \u001b[31mSharma\u001b[0m' }, 'fullName', CONTROL_CHARACTER_MESSAGE],
    ['a name with a C1 control', { fullName: 'Priya\u0085Sharma' }, 'fullName', CONTROL_CHARACTER_MESSAGE],
    ['a name with a bidi override', { fullName: 'Priya \u202eamrahS' }, 'fullName', BIDI_CONTROL_MESSAGE],
    ['a 7-character password', { password: 'short12' }, 'password', 'Password must be at least 8 characters'],
    ['a 129-character password', { password: 'p'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    ['no password', { password: undefined }, 'password', /expected string/],
    ['no e-mail', { email: undefined }, 'email', 'Email is required'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
  ])('%s', async (_label, override, field, message) => {
    const account = newAccount(override);
    const response = await signUp(account);
    expectFieldError(response, field, message);
    expect(response.cookies).toEqual([]);
    if (typeof account.email === 'string') expect(await findProfileByEmail(testApp, account.email)).toBeUndefined();
    expect(await testApp.database.db.select().from(profiles).where(eq(profiles.role, 'admin'))).toEqual([]);
  });
});

describe('an address that already has an account', () => {
  it('gets the same answer as a new one, no session, and its owner an e-mail instead of a second account', async () => {
    const owner = await testApp.signUp({ fullName: 'Meera Iyer' });
    const fresh = newAccount({ fullName: 'Someone Else' });

    const forExisting = await signUp({ fullName: 'Someone Else', email: owner.email.toUpperCase(), password: 'another-horse-4' });
    const forNew = await signUp(fresh);
    expect(forExisting.statusCode).toBe(200);
    expect(forExisting.statusCode).toBe(forNew.statusCode);
    expect(shapeOf(forExisting.json())).toEqual(shapeOf(forNew.json()));
    expect(forExisting.headers['content-type']).toBe(forNew.headers['content-type']);
    expect(forExisting.cookies).toEqual([]);
    expect(forNew.cookies).toEqual([]);

    // Nothing about the account changed, and the old password still works.
    expect(await findProfileByEmail(testApp, owner.email)).toMatchObject({ id: owner.id, fullName: 'Meera Iyer' });
    expect((await signInRequest(testApp, owner.email, 'another-horse-4')).statusCode).toBe(401);
    expect((await signInRequest(testApp, owner.email, owner.password)).statusCode).toBe(200);

    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(owner.email) && candidate.subject === EXISTING_ACCOUNT_SUBJECT);
    expect(mail.body).toContain('Hello \u2068Meera Iyer\u2069,');
    expect(mail.body).toContain('Someone just tried to create a new BizBazaar account with this email address');
    expect(firstLink(mail, '/auth')).toBe(`${PUBLIC_URL}/auth`);
    expect(firstLink(mail, '/auth?reset=true')).toBe(`${PUBLIC_URL}/auth?reset=true`);

    // The new address got its confirmation mail; the existing one only the notice.
    await smtp.waitForMail((candidate) => candidate.to.includes(fresh.email) && candidate.subject === VERIFY_SUBJECT);
    await testApp.app.outbox.drain();
    expect(smtp.mails.filter((candidate) => candidate.to.includes(fresh.email) && candidate.subject === EXISTING_ACCOUNT_SUBJECT)).toEqual([]);
    const ownerMails = smtp.mails.filter((candidate) => candidate.to.includes(owner.email)).map((candidate) => candidate.subject);
    expect(ownerMails.filter((subject) => subject === EXISTING_ACCOUNT_SUBJECT)).toHaveLength(1);
  });
});

describe('common and easily guessed passwords', () => {
  it.each([
    ['a top common password', { password: 'password1' }, COMMON_PASSWORD_MESSAGE],
    ['a common password in l33t', { password: 'P@ssw0rd' }, COMMON_PASSWORD_MESSAGE],
    ['a keyboard row', { password: 'qwertyuiop' }, COMMON_PASSWORD_MESSAGE],
    ['the e-mail address itself', { email: 'priya.sharma@example.com', password: 'priya.sharma@example.com' }, PERSONAL_PASSWORD_MESSAGE],
    ['the name', { fullName: 'Priya Sharma', password: 'PriyaSharma' }, PERSONAL_PASSWORD_MESSAGE],
    ['repeated characters', { password: 'aaaaaaaaaa' }, /Repeated characters/],
  ])('are refused at sign-up: %s', async (_label, override, message) => {
    const account = newAccount({ email: uniqueEmail('weak'), ...override });
    expectFieldError(await signUp(account), 'password', message);
    expect(await findProfileByEmail(testApp, account.email)).toBeUndefined();
  });

  it('are refused at sign-up even for an address that has an account (the answer reveals nothing)', async () => {
    const owner = await testApp.signUp();
    expectFieldError(await signUp(newAccount({ email: owner.email, password: 'iloveyou' })), 'password', COMMON_PASSWORD_MESSAGE);
  });

  it('are refused when resetting, weighed against the account’s name and e-mail; a good one is taken', async () => {
    const user = await testApp.signUp({ fullName: 'Deepak Joshi' });
    await testApp.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email, redirectTo: '/auth?reset=true' } });
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(user.email) && candidate.subject === RESET_SUBJECT);
    const landing = await testApp.request({ method: 'GET', url: pathOf(firstLink(mail, '/api/auth/reset-password/')) });
    const token = new URL(landing.headers.location ?? '', PUBLIC_URL).searchParams.get('token');

    const reset = (password: string) => testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { password, token } });
    expectFieldError(await reset('12345678'), 'password', COMMON_PASSWORD_MESSAGE);
    expectFieldError(await reset('DeepakJoshi'), 'password', PERSONAL_PASSWORD_MESSAGE);
    expectFieldError(await reset('short'), 'password', 'Password must be at least 8 characters');
    expect((await signInRequest(testApp, user.email, user.password)).statusCode).toBe(200);

    expect((await reset('new-horse-battery-7')).statusCode).toBe(200);
    expect((await signInRequest(testApp, user.email, 'new-horse-battery-7')).statusCode).toBe(200);
  });

  it('are not weighed for an unknown reset token: the token is refused first', async () => {
    const response = await testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { password: 'password1', token: 'no-such-token' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid token' });
  });
});
