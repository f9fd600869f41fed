// ADR 0027: what one client address can hold of the server, over real sockets (app.inject has none). Short limits
// through buildApp's options stand in for the production ones (http/overload-limits.ts).
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@common/errors.ts';
import { blockEventLoop, getRequest, openConnection, type RawConnection } from '../../test/raw-http.ts';
import { createTestApp, PUBLIC_URL, type TestApp } from '../../test/test-app.ts';
import { makeWebRoot, type WebRoot } from '../../test/web-root.ts';
import type { PageRenderer } from '../modules/seo/page-renderer.ts';

const SEND_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 800;
const MAX_CONNECTIONS = 3;
const RENDERS_PER_ADDRESS = 2;
const LARGE_BODY_BYTES = 64 * 1024 * 1024;

// A page's render as the real one does it: the page's API data through the in-process fetch, then a few
// milliseconds of the event loop.
const slowRenderer: PageRenderer = {
  async renderPage({ fetchApi }) {
    await fetchApi('/api/categories', {});
    blockEventLoop(10);
    return { appHtml: '<main>Rendered</main>', stateHtml: '' };
  },
};

let testApp: TestApp;
let webRoot: WebRoot;
let port: number;
const opened: RawConnection[] = [];

beforeAll(async () => {
  webRoot = makeWebRoot();
  testApp = await createTestApp({
    limits: {
      clients: { maxConnectionsPerAddress: MAX_CONNECTIONS, sendTimeoutMs: SEND_TIMEOUT_MS, requestTimeoutMs: REQUEST_TIMEOUT_MS, headersTimeoutMs: REQUEST_TIMEOUT_MS, timeoutCheckIntervalMs: 100 },
      // This file is about each client's limits; the process-wide shedding is admission-control.test.ts's.
      admission: { maxEventLoopLagMs: 60_000 },
    },
    beforeReady(app) {
      const large = Buffer.alloc(LARGE_BODY_BYTES, 'x');
      app.get('/test/large', { schema: { hide: true } }, (_request, reply) => reply.type('application/octet-stream').send(large));
    },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const connection of opened) connection.close();
  await testApp.close();
  webRoot.remove();
});

async function open(localAddress: string, app = testApp) {
  const connection = await openConnection((app.app.server.address() as AddressInfo).port, localAddress);
  opened.push(connection);
  return connection;
}

const openConnections = (app = testApp) => new Promise<number>((resolve, reject) => app.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe('a client that does not read its answer', () => {
  it('loses the connection once nothing could be written for the send timeout', async () => {
    const before = await openConnections();
    const reader = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.11' });
    reader.on('error', () => {});
    await new Promise((resolve) => reader.once('connect', resolve));
    // Never reads: the answer fills the socket buffers on both sides and then stalls.
    reader.pause();
    reader.write(getRequest('/test/large'));
    expect(await waitFor(async () => (await openConnections()) > before, 1_000)).toBe(true);
    expect(await waitFor(async () => (await openConnections()) === before, SEND_TIMEOUT_MS * 10)).toBe(true);
    reader.destroy();
  });
});

describe('a request body that arrives a byte at a time', () => {
  it('is answered 408 in the error shape after the request timeout, and the connection closed', async () => {
    const client = await open('127.0.0.12');
    client.send(`POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nOrigin: ${PUBLIC_URL}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`);
    // A byte well within the send timeout each time, so only the request timeout can end it.
    const trickle = setInterval(() => client.send('{'), SEND_TIMEOUT_MS / 3);
    const startedAt = performance.now();
    try {
      const answer = await client.nextResponse();
      expect(answer?.status).toBe(408);
      expect(apiErrorSchema.parse(JSON.parse(answer?.body ?? '')).error).toEqual({ code: 'VALIDATION_FAILED', message: 'The request took too long to arrive.' });
      await client.closed;
      expect(performance.now() - startedAt).toBeLessThan(REQUEST_TIMEOUT_MS * 5);
    } finally {
      clearInterval(trickle);
    }
  });
});

describe('connections per client address', () => {
  it('refuses the connections past the limit with 429, while another address is served', async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => open('127.0.0.13')));
    for (const connection of held) connection.send(getRequest('/api/categories'));
    for (const connection of held) expect((await connection.nextResponse())?.status).toBe(200);

    const extra = await open('127.0.0.13');
    extra.send(getRequest('/api/categories'));
    const refused = await extra.nextResponse();
    expect(refused?.status).toBe(429);
    expect(apiErrorSchema.parse(JSON.parse(refused?.body ?? '')).error.code).toBe('RATE_LIMITED');
    await extra.closed;

    const other = await open('127.0.0.14');
    other.send(getRequest('/api/categories'));
    expect((await other.nextResponse())?.status).toBe(200);

    // A closed connection frees its place.
    held[0]?.close();
    await held[0]?.closed;
    expect(await waitFor(async () => {
      const again = await open('127.0.0.13');
      again.send(getRequest('/api/categories'));
      return (await again.nextResponse())?.status === 200;
    }, 2_000)).toBe(true);
  });

  it('never limits a trusted proxy, whose connections carry many clients', async () => {
    const proxied = await createTestApp({
      config: { trustProxy: ['127.0.0.15'] },
      limits: { clients: { maxConnectionsPerAddress: MAX_CONNECTIONS }, admission: { maxEventLoopLagMs: 60_000 } },
    });
    try {
      await proxied.app.listen({ port: 0, host: '127.0.0.1' });
      const connections = await Promise.all(Array.from({ length: MAX_CONNECTIONS * 2 }, (_, index) => open('127.0.0.15', proxied).then((connection) => ({ connection, index }))));
      for (const { connection, index } of connections) connection.send(getRequest('/api/categories', { 'X-Forwarded-For': `203.0.113.${index + 1}` }));
      for (const { connection } of connections) expect((await connection.nextResponse())?.status).toBe(200);
      // The same app still limits an address it does not trust.
      const direct = await Promise.all(Array.from({ length: MAX_CONNECTIONS + 1 }, () => open('127.0.0.16', proxied)));
      for (const connection of direct) connection.send(getRequest('/api/categories'));
      const statuses = await Promise.all(direct.map(async (connection) => (await connection.nextResponse())?.status));
      expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    } finally {
      await proxied.close();
    }
  });
});

describe('pipelined uncached page renders from one address', () => {
  // Its own app with the production timeouts: with the short ones above, requests queued behind a flood on a busy
  // test machine would time out themselves, which is not what this test is about.
  let pages: TestApp;
  beforeAll(async () => {
    pages = await createTestApp({
      webRoot: webRoot.path,
      pageRenderer: slowRenderer,
      limits: { clients: { maxConnectionsPerAddress: MAX_CONNECTIONS }, pageRenders: { perAddress: RENDERS_PER_ADDRESS, overall: RENDERS_PER_ADDRESS * 2 }, admission: { maxEventLoopLagMs: 60_000 } },
    });
    await pages.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => pages.close());

  it('are refused past the per-address limit with the HTML page, while the health check and another visitor are answered', async () => {
    const flood = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => open('127.0.0.17', pages)));
    const pipelined = 100;
    let pageNumber = 0;
    // Each URL its own, so none comes from the anonymous page cache.
    for (const connection of flood) connection.send(Array.from({ length: pipelined }, () => getRequest(`/listings?search=flood${(pageNumber += 1)}`)).join(''));

    const health = await open('127.0.0.18', pages);
    const visitor = await open('127.0.0.19', pages);
    // While the flood is being rendered (or refused).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const startedAt = performance.now();
    health.send(getRequest('/api/health'));
    visitor.send(getRequest('/listings?search=visitor'));
    expect((await health.nextResponse())?.status).toBe(200);
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    expect((await visitor.nextResponse())?.status).toBe(200);

    const answers = (await Promise.all(flood.map(async (connection) => Promise.all(Array.from({ length: pipelined }, () => connection.nextResponse()))))).flat();
    const refused = answers.filter((answer) => answer?.status === 429);
    expect(answers.filter((answer) => answer?.status === 200).length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(answers.length / 2);
    expect(refused[0]?.headers['content-type']).toMatch(/^text\/html/);
    expect(refused[0]?.headers['retry-after']).toBe('1');
    expect(refused[0]?.body).toContain('You are opening many pages at once.');
    const statuses = new Set(answers.map((answer) => answer?.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });
});
