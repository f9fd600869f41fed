import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@common/errors.ts';
import { errorOf } from '../../test/api.ts';
import { parseErrorResponse, sendRaw as sendRawTo } from '../../test/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const INVALID_CHARACTER = { code: 'VALIDATION_FAILED', message: 'The request contains an invalid character.' };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('a NUL in the URL', () => {
  it('is refused with 400 on every route, in the path or the query', async () => {
    const urls = [
      '/api/listings/ab%00cd',
      '/api/listings?search=tea%00shop',
      '/api/no-such-route?x=%00',
      '/api/auth/verify-email?token=abc%00def',
      '/api/auth/reset-password/abc%00def?callbackURL=%2Freset-password',
      '/api/auth/reset-password/abcdef?callbackURL=%2Freset%00',
    ];
    for (const url of urls) {
      expect(errorOf(await testApp.request({ method: 'GET', url }), 400), url).toEqual(INVALID_CHARACTER);
    }
  });

  it('is refused on a POST too, before the body is read', async () => {
    const response = await testApp.request({ method: 'POST', url: '/api/auth/sign-in/email?x=%00', payload: { email: 'a@example.com', password: 'correct-horse-9' } });
    expect(errorOf(response, 400)).toEqual(INVALID_CHARACTER);
  });
});

describe('URLs the router cannot match', () => {
  it('answers a bad percent-encoding with 400 in the error shape, without echoing the URL', async () => {
    for (const url of ['/api/listings/%ZZ', '/api/listings/%E0%A4%A', '/api/no-such-route/%']) {
      const error = errorOf(await testApp.request({ method: 'GET', url }), 400);
      expect(error, url).toEqual({ code: 'VALIDATION_FAILED', message: 'The address is not valid: it has a malformed percent-encoding.' });
    }
  });

  it('answers a path parameter over 100 characters with 414 in the error shape', async () => {
    const response = await testApp.request({ method: 'GET', url: `/api/listings/${'a'.repeat(101)}` });
    expect(errorOf(response, 414)).toEqual({ code: 'VALIDATION_FAILED', message: 'The address is not valid: one of its parts is too long.' });
  });
});

// Node's HTTP parser refuses these before Fastify (and app.inject) sees them: only a real socket shows it.
describe('requests refused by the HTTP parser', () => {
  let port: number;
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and resolves with everything the server wrote before closing the connection. */
  const sendRaw = async (request: string) => (await sendRawTo(port, request)).text;
  const parseResponse = parseErrorResponse;

  it('answers a 20 KB URL with 431 in the error shape and closes the connection', async () => {
    const secret = 'do-not-echo-me';
    const response = parseResponse(await sendRaw(`GET /api/listings?search=${secret}${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    expect(response.status).toBe(431);
    expect(response.headers['connection']).toBe('close');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.error).toEqual({ code: 'VALIDATION_FAILED', message: 'The request line or headers are too large.' });
    expect(JSON.stringify(response)).not.toContain(secret);
  });

  it('answers a 20 KB header with 431 in the error shape', async () => {
    const response = parseResponse(await sendRaw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`));
    expect(response.status).toBe(431);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a 20 KB URL sent by fetch with 431 in the error shape', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/listings?search=${'a'.repeat(20 * 1024)}`);
    expect(response.status).toBe(431);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers bytes that are not HTTP with 400 in the error shape', async () => {
    const response = parseResponse(await sendRaw('GET /api/health HTTP/1.1\r\nHost: local\u0001host\r\n\r\n'));
    expect(response.status).toBe(400);
    expect(response.headers['connection']).toBe('close');
    expect(response.body.error).toEqual({ code: 'VALIDATION_FAILED', message: 'The request is not valid HTTP.' });
  });

  // Node answered both itself with an empty body (issue 23 §7).
  it('answers an HTTP/1.1 request without a Host header with 400 in the error shape', async () => {
    const exchange = await sendRawTo(port, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    const response = parseResponse(exchange.text);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.error).toEqual({ code: 'VALIDATION_FAILED', message: 'The request has no Host header.' });
  });

  it('answers an expectation other than 100-continue with 417 in the error shape, and still meets 100-continue', async () => {
    const exchange = await sendRawTo(port, 'POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nExpect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    const response = parseResponse(exchange.text);
    expect(response.status).toBe(417);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['connection']).toBe('close');
    expect(response.body.error).toEqual({ code: 'VALIDATION_FAILED', message: 'The server only meets the expectation "100-continue".' });

    const continued = await sendRawTo(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n');
    expect(continued.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK/);
  });
});
