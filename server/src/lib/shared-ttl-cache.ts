// A value many requests ask for at once, kept for a short while: callers that miss the same key at the same
// moment share one load instead of each starting it (a thundering herd drains the pool), and clear() drops
// both the values and any load under way, so a load that began before a change is never kept after it. A value
// past its time to live but within `staleMs` is still answered at once while one load refreshes it, so a busy
// key never makes a visitor wait for its reload (a whole-index count takes 0.4 s at a million listings).

interface Entry<Value> {
  at: number;
  value: Value;
}

export class SharedTtlCache<Value> {
  private values = new Map<string, Entry<Value>>();
  private pending = new Map<string, Promise<Value>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly staleMs = 0,
  ) {}

  /** The value loaded under `key` within the time to live, or a fresh load (one at a time per key). */
  get(key: string, load: () => Promise<Value>, shouldKeep: (value: Value) => boolean = () => true): Promise<Value> {
    const cached = this.values.get(key);
    const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age < this.ttlMs) return Promise.resolve(cached.value);
    if (cached && age < this.ttlMs + this.staleMs) {
      // A refresh that fails leaves the stale value, and the next caller tries again.
      if (!this.pending.has(key)) this.load(key, load, shouldKeep).catch(() => {});
      return Promise.resolve(cached.value);
    }
    return this.pending.get(key) ?? this.load(key, load, shouldKeep);
  }

  private load(key: string, load: () => Promise<Value>, shouldKeep: (value: Value) => boolean): Promise<Value> {
    // The maps this load began with: after clear() they are no longer the cache's, and the value is not kept.
    const { values, pending } = this;
    const fresh = load()
      .then((value) => {
        values.delete(key);
        if (shouldKeep(value)) values.set(key, { at: Date.now(), value });
        // A Map keeps insertion order: the first key is the least recently loaded.
        if (values.size > this.maxEntries) values.delete(values.keys().next().value ?? '');
        return value;
      })
      .finally(() => pending.delete(key));
    pending.set(key, fresh);
    return fresh;
  }

  clear() {
    this.values = new Map();
    this.pending = new Map();
  }
}
