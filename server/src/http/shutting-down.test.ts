// Issue 23 §7: a request that reaches the server while it shuts down (its connection was busy when closing
// began, so it was not closed as idle) gets the busy answer in the error shape with "Connection: close", not
// Fastify's own JSON ({"error":"Service Unavailable",…}); an upgrade request too, once the WebSocket plugin
// has stopped taking handshakes.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { REALTIME_PATH } from '@common/realtime.ts';
import { apiErrorSchema } from '@common/errors.ts';
import { openConnection } from '../../test/raw-http.ts';
import { createTestApp, PUBLIC_URL, type TestApp } from '../../test/test-app.ts';
import { SHUTTING_DOWN_MESSAGE } from './admission-control.ts';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Lets the preClose hooks run (they are async) before the rest of the request arrives. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a request that arrives while the server shuts down', () => {
  it.each([
    ['an API request', 'GET /api/categories HTTP/1.1\r\nHost: localhost:3000\r\n'],
    ['the health check', 'GET /api/health HTTP/1.1\r\nHost: localhost:3000\r\n'],
    [
      'a WebSocket handshake',
      `GET ${REALTIME_PATH} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${PUBLIC_URL}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n`,
    ],
  ])('is %s answered 503 in the error shape, with Retry-After, and its connection closed', async (_label, head) => {
    testApp = await createTestApp();
    const { app } = testApp;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const connection = await openConnection((app.server.address() as AddressInfo).port);
    // Half a request: the connection is busy, so closing waits for it instead of dropping it as idle.
    connection.send(head);
    await settle();
    const closing = app.close();
    await settle();
    connection.send('\r\n');

    const response = await connection.nextResponse();
    expect(response?.status).toBe(503);
    expect(response?.headers['content-type']).toMatch(/^application\/json/);
    expect(response?.headers['retry-after']).toBe('1');
    expect(response?.headers.connection).toBe('close');
    expect(apiErrorSchema.parse(JSON.parse(response?.body ?? '')).error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: SHUTTING_DOWN_MESSAGE });
    await connection.closed;
    await closing;
  });
});
