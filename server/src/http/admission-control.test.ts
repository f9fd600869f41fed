// ADR 0027: while the event loop is behind, new requests from the network are refused at once with 503 and
// Retry-After (before their body is read), the health check is still answered, and one slow turn sheds nothing.
// The server runs in this process, so the test holds the event loop itself, as a long synchronous task would.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@common/errors.ts';
import { blockEventLoop, getRequest, openConnection, type RawConnection } from '../../test/raw-http.ts';
import { createTestApp, PUBLIC_URL, type TestApp } from '../../test/test-app.ts';
import { makeWebRoot, type WebRoot } from '../../test/web-root.ts';
import { BUSY_MESSAGE } from './busy-answer.ts';
import { ADMISSION_LIMITS } from './overload-limits.ts';

// A long window of sparse samples: the requests queued during a block are handled before enough ticks on time
// have brought the mean down, even on a busy machine.
const WINDOW_MS = 1_000;
const SAMPLE_INTERVAL_MS = 50;
let testApp: TestApp;
let webRoot: WebRoot;
let port: number;
const connections: RawConnection[] = [];

beforeAll(async () => {
  webRoot = makeWebRoot();
  // Every request counts, however few are in flight: the test sends a handful.
  testApp = await createTestApp({
    webRoot: webRoot.path,
    pageRenderer: false,
    limits: { admission: { lagWindowMs: WINDOW_MS, lagSampleIntervalMs: SAMPLE_INTERVAL_MS, minInFlightForLag: 0 } },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const connection of connections) connection.close();
  await testApp.close();
  webRoot.remove();
});

async function connection() {
  const opened = await openConnection(port);
  connections.push(opened);
  return opened;
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, WINDOW_MS * 2));

describe('admission control', () => {
  it('refuses a new request with 503 and Retry-After at once while the event loop is behind, without reading its body', async () => {
    await quiet();
    const [post, page, health] = await Promise.all([connection(), connection(), connection()]);
    // Headers only: the 1,000-byte body never comes, so an answer proves the body was not waited for.
    post.send(`POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nOrigin: ${PUBLIC_URL}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`);
    page.send(getRequest('/listings'));
    health.send(getRequest('/api/health'));
    blockEventLoop(WINDOW_MS * 1.5);
    const freeAt = performance.now();

    // At once: the body never comes, and without admission control the request would wait for it for good.
    const refused = await post.nextResponse();
    expect(performance.now() - freeAt).toBeLessThan(1_000);
    expect(refused?.status).toBe(503);
    expect(refused?.headers['retry-after']).toBe(String(ADMISSION_LIMITS.retryAfterSeconds));
    expect(refused?.headers['connection']).toBe('close');
    expect(apiErrorSchema.parse(JSON.parse(refused?.body ?? '')).error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });

    // A page gets the HTML error page, and the load balancer's health check is still answered.
    const refusedPage = await page.nextResponse();
    expect(refusedPage?.status).toBe(503);
    expect(refusedPage?.headers['content-type']).toMatch(/^text\/html/);
    expect(refusedPage?.headers['retry-after']).toBe(String(ADMISSION_LIMITS.retryAfterSeconds));
    expect(refusedPage?.body).toContain(BUSY_MESSAGE);
    expect((await health.nextResponse())?.status).toBe(200);

    // Once the loop has caught up, the same connection's next request is admitted.
    await quiet();
    page.send(getRequest('/api/categories'));
    expect((await page.nextResponse())?.status).toBe(200);
  });

  it('admits requests after one slow turn of the loop shorter than the window: a pause is not a backlog', async () => {
    await quiet();
    const client = await connection();
    client.send(getRequest('/api/categories'));
    blockEventLoop(ADMISSION_LIMITS.maxEventLoopLagMs * 1.5);
    expect((await client.nextResponse())?.status).toBe(200);
  });

  it('does not refuse a request for the lag alone while too few are in flight to make a queue (start-up, a slow query)', async () => {
    const fewInFlight = await createTestApp({ limits: { admission: { lagWindowMs: WINDOW_MS, lagSampleIntervalMs: SAMPLE_INTERVAL_MS } } });
    try {
      await fewInFlight.app.listen({ port: 0, host: '127.0.0.1' });
      await quiet();
      const client = await openConnection((fewInFlight.app.server.address() as AddressInfo).port);
      connections.push(client);
      client.send(getRequest('/api/categories'));
      blockEventLoop(WINDOW_MS * 1.5);
      expect((await client.nextResponse())?.status).toBe(200);
    } finally {
      await fewInFlight.close();
    }
  });

  it('does not refuse the requests a page makes of the app itself (in-process, already admitted)', async () => {
    await quiet();
    const answer = testApp.app.inject({ method: 'GET', url: '/api/categories' });
    blockEventLoop(WINDOW_MS * 1.5);
    expect((await answer).statusCode).toBe(200);
  });
});
