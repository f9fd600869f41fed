// Only the better-auth endpoints the SPA and the e-mailed links use are reachable, each documented with its
// schema (ADR 0009). Everything else better-auth offers answers 404 in the error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@common/errors.ts';
import { signInRequest, signUpRequest } from '../../../test/auth-requests.ts';
import { createTestApp, PUBLIC_URL, TEST_PASSWORD, uniqueEmail, type TestApp, type TestUser } from '../../../test/test-app.ts';

let testApp: TestApp;
let user: TestUser;
beforeAll(async () => {
  testApp = await createTestApp();
  user = await testApp.signUp({ fullName: 'Allowlist User' });
});
afterAll(() => testApp.close());

type PayloadFor = (user: TestUser) => Record<string, unknown> | undefined;

describe('endpoints the app does not use', () => {
  it.each<[method: 'GET' | 'POST', url: string, payload: PayloadFor]>([
    // Confirms a password for anyone holding a session: a stolen cookie would let an attacker test guesses.
    ['POST', '/api/auth/verify-password', (owner) => ({ password: owner.password })],
    ['POST', '/api/auth/revoke-session', () => ({ token: 'x' })],
    ['POST', '/api/auth/revoke-sessions', () => ({})],
    ['POST', '/api/auth/revoke-other-sessions', () => ({})],
    ['GET', '/api/auth/list-sessions', () => undefined],
    ['GET', '/api/auth/get-session', () => undefined],
    ['POST', '/api/auth/update-user', () => ({ role: 'admin', name: 'Root' })],
    ['POST', '/api/auth/change-password', (owner) => ({ currentPassword: owner.password, newPassword: 'another-horse-4' })],
    ['POST', '/api/auth/change-email', () => ({ newEmail: uniqueEmail('changed') })],
    ['POST', '/api/auth/delete-user', (owner) => ({ password: owner.password })],
    ['GET', '/api/auth/list-accounts', () => undefined],
    ['POST', '/api/auth/sign-in/social', () => ({ provider: 'google' })],
    ['GET', '/api/auth/ok', () => undefined],
    ['GET', '/api/auth/sign-in/email', () => undefined],
    ['POST', '/api/auth/verify-email', () => ({ token: 'x' })],
  ])('%s %s answers 404 in the error shape, even with a session', async (method, url, payload) => {
    const response = await testApp.request({ method, url, cookie: user.cookie, payload: payload(user) });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'NOT_FOUND', message: `No route for ${method} ${url}` } });
  });

  it('changed nothing: the role, the name and the password are as they were', async () => {
    const session = await testApp.request({ method: 'GET', url: '/api/session', cookie: user.cookie });
    expect(session.json()).toMatchObject({ profile: { id: user.id, role: 'buyer', fullName: 'Allowlist User' } });
    expect((await signInRequest(testApp, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('endpoints the app uses', () => {
  it('each still reaches better-auth', async () => {
    const email = uniqueEmail('allowed');
    expect((await signUpRequest(testApp, { fullName: 'Allowed', email, password: TEST_PASSWORD, callbackURL: '/' })).statusCode).toBe(200);
    const signedIn = await signInRequest(testApp, email, TEST_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await testApp.request({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email, callbackURL: '/' } })).statusCode).toBe(200);
    expect((await testApp.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email, redirectTo: '/auth?reset=true' } })).statusCode).toBe(200);

    const badReset = await testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { password: 'new-horse-battery-7', token: 'unknown' } });
    expect(badReset.json<ApiErrorBody>().error).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid token' });
    const badVerifyLink = await testApp.request({ method: 'GET', url: '/api/auth/verify-email?token=unknown&callbackURL=%2F' });
    expect([badVerifyLink.statusCode, badVerifyLink.headers.location]).toEqual([302, '/auth?confirmed=invalid']);
    const badResetLink = await testApp.request({ method: 'GET', url: '/api/auth/reset-password/unknown?callbackURL=%2Fauth%3Freset%3Dtrue' });
    expect([badResetLink.statusCode, badResetLink.headers.location]).toEqual([302, `${PUBLIC_URL}/auth?reset=true&error=INVALID_TOKEN`]);

    const cookie = signedIn.cookies.map((candidate) => `${candidate.name}=${candidate.value}`).join('; ');
    expect((await testApp.request({ method: 'POST', url: '/api/auth/sign-out', cookie, payload: {} })).statusCode).toBe(200);
  });

  it('each is in the OpenAPI document with its schema', async () => {
    const document = (await testApp.request({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; parameters?: { name: string; in: string }[] }>>;
    }>();
    const authOperations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/auth/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(authOperations.sort()).toEqual(
      [
        'GET /api/auth/reset-password/{token}',
        'GET /api/auth/verify-email',
        'POST /api/auth/request-password-reset',
        'POST /api/auth/reset-password',
        'POST /api/auth/send-verification-email',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-out',
        'POST /api/auth/sign-up/email',
      ].sort(),
    );
    const bodyProperties = (path: string) => Object.keys(document.paths[path]?.post?.requestBody?.content['application/json']?.schema.properties ?? {}).sort();
    expect(bodyProperties('/api/auth/sign-up/email')).toEqual(['callbackURL', 'email', 'fullName', 'image', 'password', 'role']);
    // `next`: where the sign-in form sent without the script goes on to (issue 24); it is also taken url-encoded.
    expect(bodyProperties('/api/auth/sign-in/email')).toEqual(['email', 'next', 'password']);
    expect(Object.keys(document.paths['/api/auth/sign-in/email']?.post?.requestBody?.content ?? {}).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(bodyProperties('/api/auth/reset-password')).toEqual(['password', 'token']);
    const parameters = document.paths['/api/auth/verify-email']?.get?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(parameters?.sort()).toEqual(['query:callbackURL', 'query:token']);
  });
});
