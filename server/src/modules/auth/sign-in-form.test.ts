// The sign-in form sent without the script (issue 24): the same endpoint, limits and origin check as the SPA's
// JSON, answered with a page to go to. Through the real app and better-auth; no mocks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/api.ts';
import { sessionProfile } from '../../../test/auth-requests.ts';
import { createTestApp, nextClientAddress, sessionCookie, uniqueEmail, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';

let testApp: TestApp;
let user: TestUser;
beforeAll(async () => {
  testApp = await createTestApp();
  user = await testApp.signUp({ fullName: 'Kavya Rao' });
});
afterAll(() => testApp.close());

const OWN_PAGE = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

function sendForm(fields: Record<string, string>, { remoteAddress = nextClientAddress(), headers = OWN_PAGE }: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  return testApp.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: new URLSearchParams(fields).toString(), headers, remoteAddress });
}

describe('the sign-in form sent without the script', () => {
  it('signs in with a session cookie and goes on to the in-app `next` with a 303', async () => {
    const response = await sendForm({ email: user.email, password: user.password, next: '/listings?search=coffee' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/listings?search=coffee');
    expect(response.body).toBe('');
    expect(await sessionProfile(testApp, sessionCookie(response))).toMatchObject({ id: user.id });
  });

  it('goes home without a `next`, or with one that would leave the site', async () => {
    for (const next of [undefined, '//evil.example/path', '/\\evil.example', 'https://evil.example/']) {
      const response = await sendForm({ email: user.email, password: user.password, ...(next === undefined ? {} : { next }) });
      expect(response.statusCode, next).toBe(303);
      expect(response.headers.location, next).toBe('/');
    }
  });

  it('goes back to the sign-in page naming the failure, with no cookie, keeping `next`', async () => {
    const wrong = await sendForm({ email: user.email, password: 'wrong-password-1', next: '/favorites' });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/auth?next=%2Ffavorites&signInFailed=credentials');
    expect(wrong.cookies).toEqual([]);

    const empty = await sendForm({ email: '', password: '' });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/auth?signInFailed=fields');
  });

  it('counts a wrong password against the account as the JSON sign-in does, then says it is limited', async () => {
    const victim = await testApp.signUp();
    const { max } = RATE_LIMITS.signInFailuresPerAccount;
    for (let attempt = 1; attempt <= max; attempt += 1) {
      const response = await sendForm({ email: victim.email, password: `wrong-password-${attempt}` });
      expect(response.headers.location).toBe('/auth?signInFailed=credentials');
    }
    const limited = await sendForm({ email: victim.email, password: victim.password, next: '/favorites' });
    expect(limited.statusCode).toBe(303);
    expect(limited.headers.location).toBe('/auth?next=%2Ffavorites&signInFailed=rate-limited');
    expect(limited.cookies).toEqual([]);
    // The JSON client sees the same limit in the error shape.
    const json = await testApp.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: victim.email, password: victim.password }, remoteAddress: nextClientAddress() });
    expect(errorOf(json, 429).code).toBe('RATE_LIMITED');
  });

  it('refuses a form from another origin in the error shape, signing nobody in', async () => {
    const response = await sendForm(
      { email: user.email, password: user.password, next: '/' },
      { headers: { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site', 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(errorOf(response, 403).code).toBe('FORBIDDEN');
    expect(response.cookies).toEqual([]);
  });

  it('answers JSON clients as before: 200 with the user, 401 in the error shape', async () => {
    const signedIn = await testApp.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password, next: '/favorites' }, remoteAddress: nextClientAddress() });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: { id: string } }>().user.id).toBe(user.id);
    const refused = await testApp.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: uniqueEmail('nobody'), password: 'wrong-password-1' }, remoteAddress: nextClientAddress() });
    expect(errorOf(refused, 401)).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
  });
});
