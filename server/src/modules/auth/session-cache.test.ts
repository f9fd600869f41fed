// ADR 0003: the session cache serves a session only while it hears every revocation, forgets what a notice
// names, and never stores what a lookup read before a notice arrived (it may be the session just revoked).
import { describe, expect, it } from 'vitest';
import type { Role } from '@common/profiles.ts';
import { SessionCache, sessionTokenCookie, type CachedSession } from './session-cache.ts';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

function sessionOf(userId: string, sessionId: string, { role = 'buyer' as Role, expiresAt = FAR_FUTURE } = {}): CachedSession {
  return { viewer: { id: userId, role, email: `${userId}@example.com`, emailVerified: true }, sessionId, expiresAt };
}

const caughtUp = async () => true;

function hearingCache(options: Partial<ConstructorParameters<typeof SessionCache>[0]> = {}) {
  const cache = new SessionCache({ catchUp: caughtUp, ...options });
  cache.setHearing(true);
  return cache;
}

function remember(cache: SessionCache, token: string, session: CachedSession) {
  cache.remember(token, session, cache.startLookup());
}

describe('SessionCache', () => {
  it('serves a remembered session by its cookie until the time limit', () => {
    let now = 1_000;
    const cache = hearingCache({ ttlMs: 5_000, now: () => now, random: () => 0 });
    remember(cache, 'token-a', sessionOf('u1', 's1'));
    expect(cache.find('token-a')?.sessionId).toBe('s1');
    expect(cache.find('token-b')).toBeUndefined();
    now += 4_999;
    expect(cache.find('token-a')?.sessionId).toBe('s1');
    now += 1;
    expect(cache.find('token-a')).toBeUndefined();
  });

  it('spreads the expiry of entries stored at the same moment over the last quarter of the time limit', () => {
    let now = 1_000;
    let nextRandom = 0;
    const cache = hearingCache({ ttlMs: 8_000, now: () => now, random: () => nextRandom });
    for (const [token, random] of [['early', 0.999], ['middle', 0.5], ['late', 0]] as const) {
      nextRandom = random;
      remember(cache, token, sessionOf(token, token));
    }
    now += 5_999;
    expect(['early', 'middle', 'late'].map((token) => cache.find(token)?.sessionId)).toEqual(['early', 'middle', 'late']);
    now += 3; // 6,002 ms after storing: 8,000 x (1 - 0.25 x 0.999)
    expect(cache.find('early')).toBeUndefined();
    expect(cache.find('middle')?.sessionId).toBe('middle');
    now += 998; // 7,000 ms
    expect(cache.find('middle')).toBeUndefined();
    expect(cache.find('late')?.sessionId).toBe('late');
    now += 1_000; // 8,000 ms, the whole time limit
    expect(cache.find('late')).toBeUndefined();
  });

  it('never serves a session past its own expiry', () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const cache = hearingCache({ now: () => now });
    remember(cache, 'token-a', sessionOf('u1', 's1', { expiresAt: new Date(now + 1_000) }));
    now += 1_000;
    expect(cache.find('token-a')).toBeUndefined();
  });

  it('forgets the sessions a notice names, all of a user’s when it names none, and no one else’s', () => {
    const cache = hearingCache();
    remember(cache, 'a1', sessionOf('u1', 's1'));
    remember(cache, 'a2', sessionOf('u1', 's2'));
    remember(cache, 'b1', sessionOf('u2', 's3'));
    cache.forget({ userId: 'u1', sessionIds: ['s1'] });
    expect(cache.find('a1')).toBeUndefined();
    expect(cache.find('a2')).toBeDefined();
    cache.forget({ userId: 'u1' });
    expect(cache.find('a2')).toBeUndefined();
    expect(cache.find('b1')).toBeDefined();
  });

  it('does not store what a lookup read before a notice arrived', () => {
    const cache = hearingCache();
    const ticket = cache.startLookup();
    // The session is revoked (on any process) while the lookup is reading it from the database.
    cache.forget({ userId: 'u1', sessionIds: ['s1'] });
    cache.remember('a1', sessionOf('u1', 's1'), ticket);
    expect(cache.find('a1')).toBeUndefined();
    remember(cache, 'a1', sessionOf('u1', 's1'));
    expect(cache.find('a1')).toBeDefined();
  });

  it('serves and stores nothing while it cannot hear notices, and starts empty once it hears them again', () => {
    const cache = new SessionCache({ catchUp: caughtUp });
    remember(cache, 'a1', sessionOf('u1', 's1'));
    expect(cache.find('a1')).toBeUndefined();
    cache.setHearing(true);
    remember(cache, 'a1', sessionOf('u1', 's1'));
    const ticket = cache.startLookup();
    cache.setHearing(false);
    expect(cache.find('a1')).toBeUndefined();
    cache.setHearing(true);
    expect(cache.find('a1')).toBeUndefined();
    cache.remember('a2', sessionOf('u1', 's2'), ticket);
    expect(cache.find('a2')).toBeUndefined();
  });

  it('serves a session only once the notices committed before the request have been heard', async () => {
    let onCatchUp = () => {};
    const cache = new SessionCache({
      catchUp: async () => {
        onCatchUp();
        return true;
      },
    });
    cache.setHearing(true);
    remember(cache, 'a1', sessionOf('u1', 's1'));
    expect((await cache.findCurrent('a1'))?.sessionId).toBe('s1');
    // The notice of a sign-out committed just before the request was still on its way.
    onCatchUp = () => cache.forget({ userId: 'u1', sessionIds: ['s1'] });
    expect(await cache.findCurrent('a1')).toBeUndefined();
  });

  it('serves nothing when it cannot tell whether every notice has arrived', async () => {
    const cache = new SessionCache({ catchUp: async () => false });
    cache.setHearing(true);
    remember(cache, 'a1', sessionOf('u1', 's1'));
    expect(await cache.findCurrent('a1')).toBeUndefined();
  });

  it('keeps at most its limit of entries, dropping the oldest', () => {
    const cache = hearingCache({ maxEntries: 2 });
    remember(cache, 'a1', sessionOf('u1', 's1'));
    remember(cache, 'a2', sessionOf('u2', 's2'));
    remember(cache, 'a3', sessionOf('u3', 's3'));
    expect(cache.size).toBe(2);
    expect(cache.find('a1')).toBeUndefined();
    expect(cache.find('a3')).toBeDefined();
  });
});

describe('sessionTokenCookie', () => {
  it('finds the session cookie among others, and refuses to choose between two', () => {
    expect(sessionTokenCookie('a=1; bizbazaar.session_token=t.sig%3D; b=2', 'bizbazaar.session_token')).toBe('t.sig%3D');
    expect(sessionTokenCookie('a=1', 'bizbazaar.session_token')).toBeUndefined();
    expect(sessionTokenCookie('x.bizbazaar.session_token=t', 'bizbazaar.session_token')).toBeUndefined();
    expect(sessionTokenCookie('bizbazaar.session_token=t1; bizbazaar.session_token=t2', 'bizbazaar.session_token')).toBeUndefined();
    expect(sessionTokenCookie(undefined, 'bizbazaar.session_token')).toBeUndefined();
  });
});
