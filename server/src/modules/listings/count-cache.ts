// Counting approved listings reads up to a thousand index entries for a browse total, far more for a broad
// search (about 20 ms for a common word at a million listings), and a whole index for the per-category counts.
// Every visitor asks for the same few counts, and a count half a minute old is fine, so each process keeps
// them for 30 seconds; a change to the approved listings forgets them at once, in every process: the database
// announces it on the realtime channel, and the hub calls forgetApprovedCounts (app.ts, ADR 0026). The process
// that made the change also calls it right after its commit, so its own next request need not wait for the notice
// (docs/performance.md).
import type { Queryable } from '../../db/client.ts';
import { SharedTtlCache } from '../../lib/shared-ttl-cache.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;
// Older counts are still answered at once while one query refreshes them; after this long unasked, callers wait.
const STALE_MS = 270_000;

// A search's page costs 1–7 ms of database time at a million listings (the planner's best: a common word walks the
// date index, two words read their matches from the text index), which at a few hundred of the same search a
// second is more than two cores have. The page a visitor sees a few seconds old is what the server-rendered page
// already shows (anonymous-page-cache.ts), and a change to the approved listings forgets it at once.
const PAGE_TTL_MS = 5_000;
const MAX_PAGES = 500;

interface ApprovedListingCaches {
  counts: SharedTtlCache<unknown>;
  /** Pages of a search as the API answers them (they are the same for every viewer). */
  pages: SharedTtlCache<unknown>;
  /** Bumped whenever the approved listings change in this process; caches of whole pages key by it. */
  version: number;
}

const caches = new WeakMap<Queryable, ApprovedListingCaches>();

function cachesOf(db: Queryable): ApprovedListingCaches {
  let cache = caches.get(db);
  if (!cache) {
    cache = { counts: new SharedTtlCache(TTL_MS, MAX_ENTRIES, STALE_MS), pages: new SharedTtlCache(PAGE_TTL_MS, MAX_PAGES), version: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The value counted under `key` in the last 30 seconds, or a fresh count. Every server-rendered browse page asks
 * for the per-category counts: when they expire under load, callers that miss at once share one count instead of
 * each starting a whole-index count, which together would time out and drain the pool.
 */
export function cachedCount<Value>(db: Queryable, key: string, count: () => Promise<Value>): Promise<Value> {
  return cachesOf(db).counts.get(key, count) as Promise<Value>;
}

/** The search page answered under `key` in the last few seconds, or a fresh one (callers that miss at once share it). */
export function cachedBrowsePage<Value>(db: Queryable, key: string, load: () => Promise<Value>): Promise<Value> {
  return cachesOf(db).pages.get(key, load) as Promise<Value>;
}

/** Changes whenever this process forgets the counts, so anything built from approved listings can key by it. */
export function approvedListingsVersion(db: Queryable): number {
  return cachesOf(db).version;
}

/**
 * Forgets the counts and, through the version, every cached page built from approved listings. Called on the
 * database's notice of a change to a public listing (every process), and after such a commit (its own process).
 */
export function forgetApprovedCounts(db: Queryable) {
  const cache = cachesOf(db);
  cache.counts.clear();
  cache.pages.clear();
  cache.version += 1;
}
