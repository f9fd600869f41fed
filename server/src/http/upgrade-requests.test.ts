// Issue 23 §7: an upgrade request gets an answer in the error shape, over a real socket (app.inject cannot send
// one): to a route that takes no WebSocket it is refused before the handshake and its connection closed at once
// (it used to get "101 Switching Protocols" and a socket held 30 s); a malformed handshake on /api/realtime gets
// JSON instead of `ws`'s text/html page.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_PATH } from '@common/realtime.ts';
import { parseErrorResponse, sendRaw } from '../../test/raw-http.ts';
import { createTestApp, PUBLIC_URL, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makeWebRoot, type WebRoot } from '../../test/web-root.ts';

/** Well under the 30 s a WebSocket close handshake waits: the server ends the connection itself. */
const PROMPTLY_MS = 2_000;
const VALID_KEY = 'dGhlIHNhbXBsZSBub25jZQ==';

let testApp: TestApp;
let port: number;
let user: TestUser;
let webRoot: WebRoot;

beforeAll(async () => {
  // A built web app, so that pages (the GET /* route) exist.
  webRoot = makeWebRoot();
  testApp = await createTestApp({ webRoot: webRoot.path, pageRenderer: false });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
  user = await testApp.signUp();
});

afterAll(async () => {
  await testApp?.close();
  webRoot?.remove();
});

function upgradeRequest(method: string, path: string, headers: Record<string, string> = {}) {
  const lines = Object.entries({ host: 'localhost:3000', connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': VALID_KEY, ...headers });
  return `${method} ${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
}

describe('an upgrade request to a route that takes no WebSocket', () => {
  it.each([
    ['a public API route', 'GET', '/api/categories'],
    ['a page', 'GET', '/listings'],
    ['an unknown address', 'GET', '/api/no-such-route'],
    ['a write', 'POST', '/api/notifications/read-all'],
    ['the realtime address with HEAD', 'HEAD', REALTIME_PATH],
  ])('is refused before the handshake for %s, in the error shape, and the connection closed promptly', async (_label, method, path) => {
    const exchange = await sendRaw(port, upgradeRequest(method, path, { cookie: user.cookie, origin: PUBLIC_URL }), { waitMs: PROMPTLY_MS });
    expect(exchange.text).not.toMatch(/^HTTP\/1\.1 101/);
    expect(exchange.isClosed).toBe(true);
    expect(exchange.elapsedMs).toBeLessThan(PROMPTLY_MS);
    if (method === 'HEAD') {
      expect(exchange.text).toMatch(/^HTTP\/1\.1 400 /);
      return;
    }
    const response = parseErrorResponse(exchange.text);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.error).toEqual({ code: 'VALIDATION_FAILED', message: 'This address does not take a WebSocket connection.' });
  });
});

describe('a WebSocket handshake on /api/realtime', () => {
  const admitted = () => ({ cookie: user.cookie, origin: PUBLIC_URL });

  it.each([
    ['a malformed Sec-WebSocket-Key', { 'sec-websocket-key': 'not-a-key' }, 'Missing or invalid Sec-WebSocket-Key header'],
    ['an unknown Sec-WebSocket-Version', { 'sec-websocket-version': '7' }, 'Missing or invalid Sec-WebSocket-Version header'],
    ['a malformed Sec-WebSocket-Protocol', { 'sec-websocket-protocol': 'a,,b' }, 'Invalid Sec-WebSocket-Protocol header'],
  ])('answers %s with 400 in the error shape, not text/html', async (_label, headers, reason) => {
    const exchange = await sendRaw(port, upgradeRequest('GET', REALTIME_PATH, { ...admitted(), ...headers }), { waitMs: PROMPTLY_MS });
    expect(exchange.isClosed).toBe(true);
    const response = parseErrorResponse(exchange.text);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['sec-websocket-version']).toBe('13, 8');
    expect(response.body.error).toEqual({ code: 'VALIDATION_FAILED', message: `The WebSocket handshake is not valid: ${reason}.` });
  });

  it('refuses a foreign origin and a visitor in the error shape, closing the connection', async () => {
    for (const [headers, status] of [[{ cookie: user.cookie, origin: 'http://localhost:3001' }, 403], [{ origin: PUBLIC_URL }, 401]] as const) {
      const exchange = await sendRaw(port, upgradeRequest('GET', REALTIME_PATH, headers), { waitMs: PROMPTLY_MS });
      expect(exchange.isClosed).toBe(true);
      expect(parseErrorResponse(exchange.text).status).toBe(status);
    }
  });

  it('still upgrades a valid handshake from a signed-in page of the site', async () => {
    const exchange = await sendRaw(port, upgradeRequest('GET', REALTIME_PATH, admitted()), { waitMs: 500 });
    expect(exchange.text).toMatch(/^HTTP\/1\.1 101 Switching Protocols\r\n/);
  });
});
