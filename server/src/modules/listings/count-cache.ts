// Counting approved listings reads up to a thousand index entries for a browse total, far more for a broad
// search (about 20 ms for a common word at a million listings), and a whole index for the per-category counts.
// Every visitor asks for the same few counts, and a count half a minute old is fine, so each process keeps
// them for 30 seconds; a status change in this process forgets them at once (docs/performance.md).
import type { Queryable } from '../../db/client.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

interface CountCache {
  values: Map<string, { at: number; value: unknown }>;
  /** Counts under way: callers that miss at the same moment share one query instead of each running it. */
  pending: Map<string, Promise<unknown>>;
}

const caches = new WeakMap<Queryable, CountCache>();

/** The value counted under `key` in the last 30 seconds, or a fresh count (one at a time per key). */
export function cachedCount<Value>(db: Queryable, key: string, count: () => Promise<Value>): Promise<Value> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { values: new Map(), pending: new Map() };
    caches.set(db, cache);
  }
  const cached = cache.values.get(key);
  if (cached && Date.now() - cached.at < TTL_MS) return Promise.resolve(cached.value as Value);
  // Every server-rendered browse page asks for the per-category counts: when they expire under load, each
  // request would start its own whole-index count at once, and together they time out and drain the pool.
  const counting = cache.pending.get(key);
  if (counting) return counting as Promise<Value>;
  const { values, pending } = cache;
  const fresh = count()
    .then((value) => {
      // Into the cache this count began with: after forgetApprovedCounts that one is gone, and so is the value.
      values.delete(key);
      values.set(key, { at: Date.now(), value });
      // A Map keeps insertion order: the first key is the least recently counted.
      if (values.size > MAX_ENTRIES) values.delete(values.keys().next().value ?? '');
      return value;
    })
    .finally(() => pending.delete(key));
  pending.set(key, fresh);
  return fresh;
}

/** Call after anything that changes which listings are approved. */
export function forgetApprovedCounts(db: Queryable) {
  caches.delete(db);
}
