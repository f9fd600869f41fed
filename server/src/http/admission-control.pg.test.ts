// ADR 0027: while more queries wait for a pooled connection than the limit, a new request is refused at once with
// 503 and Retry-After instead of joining the queue (where it would wait up to the 1 s checkout and fail slowly).
// Needs a PostgreSQL server: PGlite has no pool (PostgreSQL pass only).
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@common/errors.ts';
import { getRequest, openConnection } from '../../test/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { POOL_MAX_CONNECTIONS } from '../db/client.ts';
import { ADMISSION_LIMITS } from './overload-limits.ts';

const MAX_POOL_WAITING = 5;
let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp({ limits: { admission: { maxPoolWaiting: MAX_POOL_WAITING, maxEventLoopLagMs: 60_000 } } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(() => testApp.close());

describe('admission control on the database pool', () => {
  it('refuses a new request at once while the pool has a queue, and admits it again once the queue is gone', async () => {
    // Every connection busy for a moment, and more queries than the limit waiting behind them.
    // drizzle runs a query when it is awaited: Promise.resolve starts each at once.
    const busy = Array.from({ length: POOL_MAX_CONNECTIONS + MAX_POOL_WAITING * 2 }, () => Promise.resolve(testApp.database.db.execute(sql`select pg_sleep(0.5)`)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(testApp.database.poolWaiting()).toBeGreaterThan(MAX_POOL_WAITING);

    const client = await openConnection(port);
    const sentAt = performance.now();
    client.send(getRequest('/api/categories'));
    const refused = await client.nextResponse();
    expect(performance.now() - sentAt).toBeLessThan(300);
    expect(refused?.status).toBe(503);
    expect(refused?.headers['retry-after']).toBe(String(ADMISSION_LIMITS.retryAfterSeconds));
    expect(apiErrorSchema.parse(JSON.parse(refused?.body ?? '')).error.code).toBe('SERVICE_UNAVAILABLE');

    await Promise.allSettled(busy);
    client.send(getRequest('/api/categories'));
    expect((await client.nextResponse())?.status).toBe(200);
    client.close();
  });
});
