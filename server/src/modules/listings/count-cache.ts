// Counting approved listings reads up to a thousand index entries for a browse total, far more for a broad
// search (about 20 ms for a common word at a million listings), and a whole index for the per-category counts.
// Every visitor asks for the same few counts, and a count half a minute old is fine, so each process keeps
// them for 30 seconds; a status change in this process forgets them at once (docs/performance.md).
import type { Queryable } from '../../db/client.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

const caches = new WeakMap<Queryable, Map<string, { at: number; value: unknown }>>();

/** The value counted under `key` in the last 30 seconds, or a fresh count. */
export async function cachedCount<Value>(db: Queryable, key: string, count: () => Promise<Value>): Promise<Value> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value as Value;
  const fresh = await count();
  cache.delete(key);
  cache.set(key, { at: Date.now(), value: fresh });
  // A Map keeps insertion order: the first key is the least recently counted.
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  return fresh;
}

/** Call after anything that changes which listings are approved. */
export function forgetApprovedCounts(db: Queryable) {
  caches.delete(db);
}
