// ADR 0007: when PostgreSQL hangs (reachable but silent, as behind a network that stops forwarding), every
// request still answers within 5 s, the API with 503 in the error shape and pages with an HTML page, and the
// app recovers by itself once the database answers again. Needs a PostgreSQL server (PostgreSQL pass only).
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServerTestDatabase, type ServerTestDatabase } from '../../test/database-template.ts';
import { makeListing } from '../../test/factories.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { isDatabaseUnavailable, serviceUnavailableBody } from '../http/errors.ts';
import { openDatabase, POOL_MAX_CONNECTIONS, queryRows, type DatabaseHandle } from './client.ts';
import { PING_TIMEOUT_MS, REQUEST_TIME_LIMITS } from './time-limits.ts';
import { makeWebRoot, type WebRoot } from '../../test/web-root.ts';

const ANSWER_WITHIN_MS = 5_000;
let serverDatabase: ServerTestDatabase;
let proxy: TcpProxy;
let database: DatabaseHandle;
let webRoot: WebRoot;
let testApp: TestApp;
let user: TestUser;
let listingId: string;

beforeAll(async () => {
  serverDatabase = await createServerTestDatabase();
  const url = new URL(serverDatabase.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  database = await openDatabase({ kind: 'postgres', url: url.toString() }, { migrate: false });
  webRoot = makeWebRoot();
  testApp = await createTestApp({ database, webRoot: webRoot.path });
  user = await testApp.signUp();
  listingId = (await makeListing(testApp)).id;
});

// A failed assertion must not leave the proxy frozen: closing would then wait on sockets that never answer.
afterEach(() => proxy.thaw());

afterAll(async () => {
  await testApp.close();
  await database.close();
  await proxy.close();
  await serverDatabase.drop();
  webRoot.remove();
});

/** Opens several pool connections at once, so the frozen requests find idle ones that then never answer. */
async function warmPool() {
  await busyConnections(8);
}

/** Opens pool connections a few at a time (a burst of new ones on a busy test machine can outlast a checkout). */
async function growPool(size: number) {
  for (let count = 4; count <= size; count += 4) await busyConnections(count);
}

async function busyConnections(count: number) {
  await Promise.all(Array.from({ length: count }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
}

type TestRequest = InjectOptions & { cookie?: string };

async function timed(request: TestRequest, startedAt: number) {
  const response = await testApp.request(request);
  return { request, response, elapsedMs: Date.now() - startedAt };
}

describe('a runaway statement', () => {
  it('is cancelled by PostgreSQL, counts as unavailable, and its connection stays usable', async () => {
    const startedAt = Date.now();
    const failure = await database.db.execute(sql`select pg_sleep(10)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(Date.now() - startedAt).toBeLessThan(REQUEST_TIME_LIMITS.queryTimeoutMs);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const rows = await queryRows<{ answer: number }>(database.db, sql`select 1 as answer`);
    expect(rows).toEqual([{ answer: 1 }]);
  });
});

describe('a frozen database', () => {
  it('gets every request an answer within 5 s, and the app recovers when it thaws', async () => {
    const api: TestRequest[] = [
      // A search term no earlier request counted, so the browse total is not served from the count cache.
      { method: 'GET', url: `/api/listings?search=frozen${Date.now()}` },
      { method: 'GET', url: `/api/listings/${listingId}` },
      { method: 'GET', url: '/api/categories' },
      { method: 'GET', url: '/api/session', cookie: user.cookie },
      { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } },
      { method: 'PUT', url: `/api/favorites/${listingId}`, cookie: user.cookie },
      { method: 'GET', url: '/api/health' },
    ];
    const page = { method: 'GET' as const, url: `/listing/${listingId}` };
    // More requests than the pool has connections, so some also wait for a checkout.
    const crowd = Array.from({ length: 25 }, (_, index) => ({ method: 'GET' as const, url: `/api/listings?search=crowd${index}x${Date.now()}` }));

    await warmPool();
    proxy.freeze();
    const startedAt = Date.now();
    const [apiResults, pageResult, crowdResults] = await Promise.all([
      Promise.all(api.map((request) => timed(request, startedAt))),
      timed(page, startedAt),
      Promise.all(crowd.map((request) => timed(request, startedAt))),
    ]);

    for (const { request, response, elapsedMs } of [...apiResults, ...crowdResults]) {
      const label = `${request.method} ${request.url}`;
      expect(elapsedMs, label).toBeLessThan(ANSWER_WITHIN_MS);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(503);
      expect(response.json(), label).toEqual({ error: serviceUnavailableBody });
    }
    expect(pageResult.elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(pageResult.response.statusCode).toBe(503);
    expect(pageResult.response.headers['content-type']).toMatch(/^text\/html/);
    expect(pageResult.response.body).toContain('BizBazaar is temporarily unavailable. Please try again in a minute.');

    proxy.thaw();
    // One after another: a burst of fresh connections on a busy test machine can outlast the checkout limit.
    for (const request of [...api, page]) {
      const response = await testApp.request(request);
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBeLessThan(300);
    }
  });

  it('fails a ping within its bound, checkout included, so the health check and the auth bridge answer in time', async () => {
    await warmPool();
    proxy.freeze();
    const startedAt = Date.now();
    const pings = await Promise.all(Array.from({ length: POOL_MAX_CONNECTIONS + 5 }, () => database.ping().then(() => 'answered', () => 'failed')));
    expect(Date.now() - startedAt).toBeLessThan(PING_TIMEOUT_MS + 500);
    expect(new Set(pings)).toEqual(new Set(['failed']));
  });

  it('gives up a transaction whose query hangs, without a second wait or a connection left in it', async () => {
    const startedAt = Date.now();
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.freeze();
        await tx.execute(sql`select 2`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // One query timeout, not a second one for the rollback queued behind the hung query.
    expect(Date.now() - startedAt).toBeLessThan(REQUEST_TIME_LIMITS.queryTimeoutMs + 1_000);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    proxy.thaw();
    // Every connection the pool hands out now starts outside any transaction: in one, now() would be the
    // older transaction's start rather than this statement's.
    const checks = await Promise.all(
      Array.from({ length: 20 }, () =>
        queryRows<{ isInOldTransaction: boolean }>(database.db, sql`select statement_timestamp() - now() > interval '50 milliseconds' as "isInOldTransaction"`),
      ),
    );
    expect(checks.flat().filter((row) => row.isInOldTransaction)).toEqual([]);
  });

  it('gives up a transaction whose begin hangs without losing its pool connection', async () => {
    await warmPool();
    proxy.freeze();
    const failures = await Promise.all(
      Array.from({ length: POOL_MAX_CONNECTIONS }, () =>
        database.db.transaction(async (tx) => tx.execute(sql`select 1`)).then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );
    expect(failures.every(isDatabaseUnavailable)).toBe(true);
    proxy.thaw();
    await growPool(POOL_MAX_CONNECTIONS);
    // Every pool connection busy at once for longer than a checkout may wait: had a hung begin kept its
    // connection, one of these would find none.
    const sleepSeconds = (REQUEST_TIME_LIMITS.checkoutTimeoutMs + 200) / 1000;
    const answers = await Promise.all(
      Array.from({ length: POOL_MAX_CONNECTIONS }, () =>
        database.db.transaction(async (tx) => queryRows<{ answer: number }>(tx, sql`select 1 as answer from pg_sleep(${sleepSeconds})`)),
      ),
    );
    expect(answers.flat()).toHaveLength(POOL_MAX_CONNECTIONS);
  });
});
