// Counting the matches of a text search reads every match up to the cap: about 100 ms for a broad term at a
// million listings, while the page itself takes about 1 ms (docs/performance.md). Popular searches repeat,
// so their counts are kept for half a minute; an admin's status change in this process forgets them at once.
import type { BrowseQuery } from '@common/listings.ts';
import type { Queryable } from '../../db/client.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

const caches = new WeakMap<Queryable, Map<string, { at: number; count: number }>>();

/** Only text filters make counting expensive; other filters are served by their indexes. */
function cacheKey(query: BrowseQuery): string | undefined {
  if (!query.search && !query.location) return undefined;
  return JSON.stringify([query.search?.toLowerCase(), query.location?.toLowerCase(), query.category, query.minPrice, query.maxPrice]);
}

export async function countWithCache(db: Queryable, query: BrowseQuery, count: () => Promise<number>): Promise<number> {
  const key = cacheKey(query);
  if (key === undefined) return count();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.count;
  const fresh = await count();
  cache.delete(key);
  cache.set(key, { at: Date.now(), count: fresh });
  // A Map keeps insertion order: the first key is the least recently counted.
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  return fresh;
}

export function forgetSearchCounts(db: Queryable) {
  caches.delete(db);
}
