import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedTtlCache } from './shared-ttl-cache.ts';

/** A load that finishes when the test says, counting how often it was started. */
function heldLoad() {
  let release: (value: number) => void = () => {};
  const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
  return { load, release: (value: number) => release(value) };
}

describe('SharedTtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load among callers that miss at once, and keeps its value for the time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SharedTtlCache<number>(1_000, 10);
    const { load, release } = heldLoad();
    const callers = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    release(7);
    expect(await Promise.all(callers)).toEqual([7, 7, 7]);
    expect(await cache.get('k', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a stale value at once while one load refreshes it, and waits once the value is older still', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SharedTtlCache<number>(1_000, 10, 5_000);
    await cache.get('k', () => Promise.resolve(1));
    vi.setSystemTime(Date.now() + 1_500);
    const { load, release } = heldLoad();
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    release(2);
    await vi.waitFor(async () => expect(await cache.get('k', load)).toBe(2));

    vi.setSystemTime(Date.now() + 6_001);
    const later = heldLoad();
    const waiting = cache.get('k', later.load);
    later.release(3);
    expect(await waiting).toBe(3);
  });

  it('keeps a stale value when its refresh fails, and never keeps a load that began before clear()', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SharedTtlCache<number>(1_000, 10, 5_000);
    await cache.get('k', () => Promise.resolve(1));
    vi.setSystemTime(Date.now() + 1_500);
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe(1);
    await Promise.resolve();
    expect(await cache.get('k', () => Promise.resolve(4))).toBe(1);

    const { load, release } = heldLoad();
    const before = cache.get('other', load);
    cache.clear();
    release(5);
    expect(await before).toBe(5);
    expect(await cache.get('other', () => Promise.resolve(6))).toBe(6);
  });
});
