import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/api.ts';
import { makeListing } from '../../test/factories.ts';
import { createTestApp, nextClientAddress, type TestApp, type TestUser } from '../../test/test-app.ts';
import { assertWritesAreLimited, clientAddressKey, describeWait, pruneRateLimitCounters, type RateLimitRule } from './rate-limit.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { rateLimitCounters } from '../db/schema.ts';

const perIp: RateLimitRule = { name: 'test-ip', per: 'ip', max: 3, windowSeconds: 60, message: 'Slow down.' };
const perAccount: RateLimitRule = { name: 'test-account', per: 'account', max: 2, windowSeconds: 3600 };
const failures: RateLimitRule = { name: 'test-failures', per: 'body-email', max: 2, windowSeconds: 900, counts: 'failures' };
const chainedRules: RateLimitRule[] = [
  { name: 'test-chain-failures', per: 'body-email', max: 2, windowSeconds: 900, counts: 'failures', message: 'Too many failures.' },
  { name: 'test-chain-minute', per: 'ip', max: 2, windowSeconds: 60, message: 'Per minute.' },
  { name: 'test-chain-hour', per: 'ip', max: 10, windowSeconds: 3600 },
];

/** Answers 401 unless the body says the secret word, like a sign-in. */
async function signInLike(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body as { password?: string };
  return body.password === 'right' ? { ok: true } : reply.status(401).send({ error: { code: 'UNAUTHENTICATED', message: 'Wrong' } });
}

function addTestRoutes(app: FastifyInstance) {
  app.post('/api/test/ip', { config: { rateLimit: [perIp] } }, async () => ({ ok: true }));
  app.post('/api/test/account', { config: { rateLimit: [perAccount] } }, async () => ({ ok: true }));
  app.post('/api/test/sign-in', { config: { rateLimit: [failures] } }, signInLike);
  app.post('/api/test/chained', { config: { rateLimit: chainedRules } }, signInLike);
  app.get('/api/test/whoami', async (request) => ({ ip: request.ip }));
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ beforeReady: addTestRoutes });
});
afterAll(async () => {
  await testApp.close();
});

function hit(app: TestApp, url: string, options: { remoteAddress?: string; cookie?: string; payload?: object; headers?: Record<string, string> } = {}) {
  return app.request({ method: 'POST', url, payload: {}, ...options });
}

describe('the rate-limit mechanism', () => {
  it('answers 429 in the error shape with Retry-After once a client passes the limit, and counts each address apart', async () => {
    const address = nextClientAddress();
    for (let attempt = 1; attempt <= perIp.max; attempt += 1) expect((await hit(testApp, '/api/test/ip', { remoteAddress: address })).statusCode).toBe(200);

    const limited = await hit(testApp, '/api/test/ip', { remoteAddress: address });
    expect(errorOf(limited, 429)).toEqual({ code: 'RATE_LIMITED', message: 'Slow down. Please try again in 1 minute.' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(perIp.windowSeconds);

    expect((await hit(testApp, '/api/test/ip', { remoteAddress: nextClientAddress() })).statusCode).toBe(200);
  });

  it('starts a new window once the old one has ended', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt <= perIp.max; attempt += 1) await hit(testApp, '/api/test/ip', { remoteAddress: address });
    expect((await hit(testApp, '/api/test/ip', { remoteAddress: address })).statusCode).toBe(429);

    await testApp.database.db.execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key = ${`test-ip:ip:${address}`}`);
    expect((await hit(testApp, '/api/test/ip', { remoteAddress: address })).statusCode).toBe(200);
  });

  it('counts an account across addresses, and leaves anonymous requests to the other rules', async () => {
    const user = await testApp.makeUser();
    const other = await testApp.makeUser();
    for (let attempt = 1; attempt <= perAccount.max; attempt += 1) expect((await hit(testApp, '/api/test/account', { cookie: user.cookie })).statusCode).toBe(200);
    expect(errorOf(await hit(testApp, '/api/test/account', { cookie: user.cookie }), 429).message).toBe('Too many requests. Please try again in 1 hour.');
    expect((await hit(testApp, '/api/test/account', { cookie: other.cookie })).statusCode).toBe(200);
    expect((await hit(testApp, '/api/test/account')).statusCode).toBe(200);
  });

  it('with counts: failures, counts only refused attempts but then blocks even the right one', async () => {
    const email = `Target.${Date.now()}@Example.com`;
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await hit(testApp, '/api/test/sign-in', { payload: { email, password: 'right' } })).statusCode).toBe(200);
    for (let attempt = 0; attempt < failures.max; attempt += 1) expect((await hit(testApp, '/api/test/sign-in', { payload: { email, password: 'wrong' } })).statusCode).toBe(401);

    // Another address and another spelling of the same account: still the same counter.
    const blocked = await hit(testApp, '/api/test/sign-in', { payload: { email: email.toLowerCase(), password: 'right' } });
    expect(errorOf(blocked, 429).code).toBe('RATE_LIMITED');
    expect((await hit(testApp, '/api/test/sign-in', { payload: { email: `other.${email}`, password: 'wrong' } })).statusCode).toBe(401);
  });

  it('checks a route\'s rules in their order in one go, and counts none behind the first that refuses', async () => {
    const hitsOf = async (key: string) => (await testApp.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.hits;
    const address = nextClientAddress();
    const attempt = (password: string, from = address) => hit(testApp, '/api/test/chained', { remoteAddress: from, payload: { email: `chain.${from}@example.com`, password } });
    for (let index = 0; index < 2; index += 1) expect((await attempt('right')).statusCode).toBe(200);
    expect(errorOf(await attempt('right'), 429).message).toBe('Per minute. Please try again in 1 minute.');
    expect(await hitsOf(`test-chain-minute:ip:${address}`)).toBe(3);
    // Refused by the per-minute rule: the hourly one behind it did not count the attempt.
    expect(await hitsOf(`test-chain-hour:ip:${address}`)).toBe(2);

    // A failures rule in front refuses before anything behind it is counted.
    const other = nextClientAddress();
    for (let index = 0; index < 2; index += 1) expect((await attempt('wrong', other)).statusCode).toBe(401);
    expect(errorOf(await attempt('right', other), 429).message).toBe('Too many failures. Please try again in 15 minutes.');
    expect(await hitsOf(`test-chain-minute:ip:${other}`)).toBe(2);
    expect(await hitsOf(`test-chain-hour:ip:${other}`)).toBe(2);
  });

  it('keeps its counters in the database: a restarted process and a second process see the same counts', async () => {
    const address = nextClientAddress();
    for (let attempt = 1; attempt <= perIp.max; attempt += 1) await hit(testApp, '/api/test/ip', { remoteAddress: address });

    const secondProcess = await createTestApp({ database: testApp.database, beforeReady: addTestRoutes });
    try {
      expect((await hit(secondProcess, '/api/test/ip', { remoteAddress: address })).statusCode).toBe(429);
    } finally {
      await secondProcess.close();
    }
  });

  it('prunes windows that have ended, and only those', async () => {
    const ended = `pruned:ip:${nextClientAddress()}`;
    const running = `kept:ip:${nextClientAddress()}`;
    await testApp.database.db.execute(
      sql`insert into rate_limit_counters (key, hits, reset_at) values (${ended}, 5, now() - interval '2 minutes'), (${running}, 5, now() + interval '1 minute')`,
    );
    await pruneRateLimitCounters(testApp.database.db);
    const rows = await testApp.database.db.execute(sql`select key from rate_limit_counters where key in (${ended}, ${running})`);
    expect((rows as unknown as { rows: { key: string }[] }).rows.map((row) => row.key)).toEqual([running]);
  });

  it('keeps its counters in an unlogged table, so counting a request never waits for the disk (ADR 0008)', async () => {
    const rows = await testApp.database.db.execute(sql`select relpersistence from pg_class where relname = 'rate_limit_counters' and relkind = 'r'`);
    expect((rows as unknown as { rows: { relpersistence: string }[] }).rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('refuses to build an app with a route that writes and declares no limit', async () => {
    const unlimited = (app: FastifyInstance) => {
      app.post('/api/test/unlimited', async () => ({ ok: true }));
    };
    await expect(createTestApp({ database: testApp.database, beforeReady: unlimited })).rejects.toThrow(
      'POST /api/test/unlimited writes but declares no rate limit',
    );
    expect(() => assertWritesAreLimited({ method: ['GET', 'HEAD'], url: '/api/test/read' })).not.toThrow();
    expect(() => assertWritesAreLimited({ method: 'DELETE', url: '/api/test/x', config: { rateLimit: [] } })).toThrow(/declares no rate limit/);
  });

  it('describes the wait in words', () => {
    expect([1, 45, 60, 61, 3599, 3600, 7200].map(describeWait)).toEqual(['1 second', '45 seconds', '1 minute', '2 minutes', '1 hour', '1 hour', '2 hours']);
  });

  it('keys IPv6 clients by their /64 and IPv4-mapped addresses as IPv4', () => {
    expect(clientAddressKey('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3:12::/64');
    expect(clientAddressKey('2001:db8:85a3:12::99')).toBe('2001:db8:85a3:12::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const proxy = '10.250.0.1';

  async function addressSeen(app: TestApp, remoteAddress: string, forwardedFor: string): Promise<string> {
    const response = await app.request({ method: 'GET', url: '/api/test/whoami', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    return response.json<{ ip: string }>().ip;
  }

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressSeen(testApp, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
  });

  it('with a hop count, takes the address the proxy appended, not one the client wrote', async () => {
    const behindProxy = await createTestApp({ database: testApp.database, config: { trustProxy: 1 }, beforeReady: addTestRoutes });
    try {
      expect(await addressSeen(behindProxy, proxy, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');

      // A client forging a new X-Forwarded-For on every attempt is still one client to the limit.
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= perIp.max; attempt += 1) {
        const forged = `192.0.2.${attempt + 1}, 203.0.113.8`;
        statuses.push((await hit(behindProxy, '/api/test/ip', { remoteAddress: proxy, headers: { 'x-forwarded-for': forged } })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await behindProxy.close();
    }
  });

  it('with proxy addresses, believes only those proxies', async () => {
    const behindProxy = await createTestApp({ database: testApp.database, config: { trustProxy: ['10.250.0.0/16'] }, beforeReady: addTestRoutes });
    try {
      expect(await addressSeen(behindProxy, proxy, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
      expect(await addressSeen(behindProxy, '203.0.113.66', '198.51.100.1')).toBe('203.0.113.66');
    } finally {
      await behindProxy.close();
    }
  });

  it('limits sign-in attempts per client even when each attempt forges its address', async () => {
    const behindProxy = await createTestApp({ database: testApp.database, config: { trustProxy: 1 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= RATE_LIMITS.signInPerIp.max + 2; attempt += 1) {
        const response = await behindProxy.request({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': `192.0.2.${attempt + 1}, 203.0.113.9` },
          payload: { email: `nobody.${attempt}@example.com`, password: 'not-the-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, RATE_LIMITS.signInPerIp.max).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(RATE_LIMITS.signInPerIp.max)).toEqual([429, 429, 429]);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the limits on the routes that write', () => {
  let seller: TestUser;
  beforeAll(async () => {
    seller = await testApp.makeUser({ role: 'seller' });
  });

  async function statusesOf(count: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) statuses.push((await send()).statusCode);
    return statuses;
  }

  /** Every request until the limit passes, and the first beyond it is refused. */
  function expectLimitedAfter(statuses: number[], max: number, allowed: number) {
    expect(statuses.slice(0, max).every((status) => status === allowed), `statuses ${statuses.join(',')}`).toBe(true);
    expect(statuses[max]).toBe(429);
  }

  it('newsletter sign-ups, per address', async () => {
    const address = nextClientAddress();
    const { max } = RATE_LIMITS.newsletterPerIp;
    let counter = 0;
    const statuses = await statusesOf(max + 1, () =>
      testApp.request({ method: 'POST', url: '/api/newsletter', remoteAddress: address, payload: { email: `stranger.${Date.now()}.${(counter += 1)}@example.com` } }),
    );
    expectLimitedAfter(statuses, max, 202);
  });

  it('listing creation, per seller', async () => {
    const { max } = RATE_LIMITS.createListingPerAccount;
    const payload = { title: 'Flooded listing', categoryId: (await makeListing(testApp)).categoryId, description: 'A listing made by a script.', location: 'Pune', askingPrice: 100000 };
    const statuses = await statusesOf(max + 1, () => testApp.request({ method: 'POST', url: '/api/listings', cookie: seller.cookie, payload }));
    expectLimitedAfter(statuses, max, 201);
  });

  it('favourites, per account', async () => {
    const buyer = await testApp.makeUser();
    const listing = await makeListing(testApp);
    const { max } = RATE_LIMITS.favoritePerAccount;
    let isAdding = false;
    const statuses = await statusesOf(max + 1, () => {
      isAdding = !isAdding;
      return testApp.request({ method: isAdding ? 'PUT' : 'DELETE', url: `/api/favorites/${listing.id}`, cookie: buyer.cookie });
    });
    expectLimitedAfter(statuses, max, 204);
  });

  it('view counting and covers, per address', async () => {
    const listing = await makeListing(testApp);
    const address = nextClientAddress();
    const views = await statusesOf(RATE_LIMITS.recordViewPerIp.max + 1, () =>
      testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/views`, remoteAddress: address }),
    );
    expectLimitedAfter(views, RATE_LIMITS.recordViewPerIp.max, 200);

    const covers = await statusesOf(RATE_LIMITS.coverPerIp.max + 1, () =>
      testApp.request({ method: 'GET', url: `/api/listings/${listing.id}/cover.svg?v=${Math.random()}`, remoteAddress: address }),
    );
    expectLimitedAfter(covers, RATE_LIMITS.coverPerIp.max, 200);
  });
});
