import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/api.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { containsNul, isNestedDeeperThan, MAX_JSON_NESTING_DEPTH } from './json-body.ts';

const INVALID_CHARACTER = { code: 'VALIDATION_FAILED', message: 'The request contains an invalid character.' };
const NESTING_LEVELS = 100_000;
const deepArrays = '['.repeat(NESTING_LEVELS) + ']'.repeat(NESTING_LEVELS);
const deepObjects = '{"a":'.repeat(NESTING_LEVELS) + '1' + '}'.repeat(NESTING_LEVELS);

describe('isNestedDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(isNestedDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(isNestedDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(isNestedDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{{' }), 1)).toBe(false);
  });

  it('is not fooled by an escaped quote inside a string', () => {
    expect(isNestedDeeperThan(JSON.stringify({ text: 'say \\"[[[[" and "{{{{' }), 1)).toBe(false);
    expect(isNestedDeeperThan(JSON.stringify({ text: 'ends in a backslash \\' }), 1)).toBe(false);
  });

  it('scans 100,000 levels without overflowing', () => {
    expect(isNestedDeeperThan(deepArrays, MAX_JSON_NESTING_DEPTH)).toBe(true);
  });
});

describe('containsNul', () => {
  it('finds a NUL in any string, key or nested value, and only a real one', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'key\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['\\u0000 is just text'], n: 0, empty: null })).toBe(false);
  });
});

let testApp: TestApp;
let buyer: TestUser;
let seller: TestUser;
beforeAll(async () => {
  testApp = await createTestApp();
  buyer = await testApp.makeUser();
  seller = await testApp.makeUser({ role: 'seller', emailVerified: true });
});
afterAll(() => testApp.close());

function sendJson(method: 'POST' | 'PATCH', url: string, text: string, cookie?: string) {
  return testApp.request({ method, url, cookie, headers: { 'content-type': 'application/json' }, payload: text });
}

describe('the JSON body parser', () => {
  it('refuses 100,000 levels of nesting with 400 on every kind of route', async () => {
    const routes = [
      { method: 'POST', url: '/api/auth/sign-in/email' },
      { method: 'POST', url: '/api/auth/sign-up/email' },
      { method: 'PATCH', url: '/api/profile', cookie: buyer.cookie },
      { method: 'POST', url: '/api/listings', cookie: seller.cookie },
    ] as const;
    for (const route of routes) {
      for (const body of [deepArrays, deepObjects]) {
        const error = errorOf(await sendJson(route.method, route.url, body, 'cookie' in route ? route.cookie : undefined), 400);
        expect(error).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringContaining('nested too deeply') });
      }
    }
  });

  it('accepts a body nested exactly as deep as the limit', async () => {
    const nested = '['.repeat(MAX_JSON_NESTING_DEPTH - 1) + ']'.repeat(MAX_JSON_NESTING_DEPTH - 1);
    const response = await sendJson('PATCH', '/api/profile', `{"fullName":"Asha Rao","extra":${nested}}`, buyer.cookie);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a NUL in any string of the body, before it reaches a route or the database', async () => {
    const profile = await testApp.request({ method: 'PATCH', url: '/api/profile', cookie: buyer.cookie, payload: { fullName: 'Asha\u0000Rao' } });
    expect(errorOf(profile, 400)).toEqual(INVALID_CHARACTER);

    const nestedInList = await testApp.request({ method: 'POST', url: '/api/listings', cookie: seller.cookie, payload: { assetsIncluded: ['Oven', 'Till\u0000'] } });
    expect(errorOf(nestedInList, 400)).toEqual(INVALID_CHARACTER);

    const inKey = await sendJson('PATCH', '/api/profile', '{"fullName":"Asha","x\\u0000":1}', buyer.cookie);
    expect(errorOf(inKey, 400)).toEqual(INVALID_CHARACTER);
  });

  it('refuses a NUL in the tokens better-auth looks up in the database', async () => {
    const reset = await testApp.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'abc\u0000def', newPassword: 'correct-horse-10' } });
    expect(errorOf(reset, 400)).toEqual(INVALID_CHARACTER);

    const revoke = await testApp.request({ method: 'POST', url: '/api/auth/revoke-session', cookie: buyer.cookie, payload: { token: 'abc\u0000def' } });
    expect(errorOf(revoke, 400)).toEqual(INVALID_CHARACTER);
  });

  it('keeps the text "\\u0000" that is not a NUL', async () => {
    const response = await sendJson('PATCH', '/api/profile', JSON.stringify({ companyName: 'Back\\u0000slash Traders' }), buyer.cookie);
    expect(response.statusCode).toBe(200);
  });

  it('answers malformed, empty and prototype-poisoning bodies with 400 and a readable message', async () => {
    for (const body of ['{"email": "a@example.com",', '', '{"__proto__": {"role": "admin"}}', '{"constructor": {"prototype": {"role": "admin"}}}']) {
      const error = errorOf(await sendJson('POST', '/api/auth/sign-in/email', body), 400);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toMatch(/JSON|empty/);
    }
  });

  it('still refuses a body over the limit with 413', async () => {
    const response = await sendJson('POST', '/api/auth/sign-in/email', JSON.stringify({ email: 'x'.repeat(1024 * 1024) }));
    expect(errorOf(response, 413).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
