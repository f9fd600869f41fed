// The mechanism of ADR 0022 (server/test/fuzz/cross-site-writes.test.ts walks every write operation with it):
// what passes, and a route that declares another content type.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@common/errors.ts';
import { createTestApp, nextClientAddress, PUBLIC_URL, type TestApp, type TestUser } from '../../test/test-app.ts';
import { RATE_LIMITS } from './rate-limits.ts';

const UPLOAD_PATH = '/api/test-upload';

/** A throwaway route that takes multipart only, as an upload would (with its own parser, as @fastify/multipart adds). */
function registerUploadRoute(app: FastifyInstance) {
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, text, done) => done(null, { length: String(text).length }));
    scope.post(UPLOAD_PATH, { config: { rateLimit: [RATE_LIMITS.authPerIp] }, schema: { hide: true, consumes: ['multipart/form-data'] } }, async () => ({ ok: true }));
  });
}

let testApp: TestApp;
let user: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ beforeReady: registerUploadRoute });
  user = await testApp.signUp();
});

afterAll(async () => {
  await testApp?.close();
});

function send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: string | object) {
  return testApp.app.inject({ method, url, headers: { cookie: user.cookie, ...headers }, payload, remoteAddress: nextClientAddress() });
}

describe('writes from the own origin only (ADR 0022)', () => {
  it("accepts a write from the app's own page: Sec-Fetch-Site same-origin and the public URL's origin", async () => {
    const response = await send('POST', '/api/notifications/read-all', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }, {});
    expect(response.statusCode).toBe(200);
  });

  it('accepts a write that names no origin at all (curl, a server): no browser sent it, so no cookie rode along', async () => {
    const response = await send('POST', '/api/notifications/read-all', {});
    expect(response.statusCode).toBe(200);
  });

  it('accepts Origin: null when Sec-Fetch-Site says same-origin (a form our page posts under no-referrer), not otherwise', async () => {
    const ownForm = await send('POST', '/api/notifications/read-all', { origin: 'null', 'sec-fetch-site': 'same-origin' }, {});
    expect(ownForm.statusCode).toBe(200);
    const foreign: Record<string, string>[] = [{ origin: 'null' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }, { origin: 'null', 'sec-fetch-site': 'same-site' }];
    for (const headers of foreign) {
      const response = await send('POST', '/api/notifications/read-all', headers, {});
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('refuses an origin that only looks like ours', async () => {
    for (const origin of [`${PUBLIC_URL}.evil.example`, 'https://localhost:3000', 'http://localhost:3000/', 'http://LOCALHOST:3000']) {
      const response = await send('POST', '/api/notifications/read-all', { origin }, {});
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it('leaves reads alone: a GET from another site is answered as usual', async () => {
    const response = await send('GET', '/api/notifications/unread-count', { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a foreign write in the error shape with a clear message', async () => {
    const response = await send('POST', '/api/notifications/read-all', { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json())).toEqual({ error: { code: 'FORBIDDEN', message: "Changes can only be made from BizBazaar's own pages." } });
  });
});

describe('content types a route declares (ADR 0022)', () => {
  it('takes JSON with parameters, and a write with neither a Content-Type nor a body', async () => {
    expect((await send('POST', '/api/notifications/read-all', { 'content-type': 'application/json; charset=utf-8' }, '{}')).statusCode).toBe(200);
    expect((await send('POST', '/api/notifications/read-all', {})).statusCode).toBe(200);
  });

  it('answers any other type with 415 in the error shape, even without a body', async () => {
    const response = await send('POST', '/api/notifications/read-all', { 'content-type': 'text/plain' }, '');
    expect(response.statusCode).toBe(415);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send this request as application/json (the Content-Type header).' },
    });
  });

  it('lets a route declare multipart (schema.consumes) instead of JSON, and then refuses JSON there', async () => {
    const multipart = await send('POST', UPLOAD_PATH, { 'content-type': 'multipart/form-data; boundary=x' }, '--x--');
    expect(multipart.statusCode).toBe(200);
    const json = await send('POST', UPLOAD_PATH, { 'content-type': 'application/json' }, '{}');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: { message: 'Send this request as multipart/form-data (the Content-Type header).' } });
  });
});

describe('rate limits (ADR 0022)', () => {
  it("spends none of a visitor's allowance of failed attempts on refused requests: the owner can still delete their account", async () => {
    const owner = await testApp.signUp();
    const foreign = { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' };
    // Five wrong passwords lock "Delete my account" for 15 minutes (rate-limits.ts); a foreign page sends ten.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await testApp.app.inject({ method: 'DELETE', url: '/api/profile', headers: { cookie: owner.cookie, ...foreign }, payload: { password: 'wrong-password-1' } });
      expect(response.statusCode).toBe(403);
    }
    const response = await testApp.request({ method: 'DELETE', url: '/api/profile', cookie: owner.cookie, payload: { password: owner.password } });
    expect(response.statusCode).toBe(200);
  });
});
