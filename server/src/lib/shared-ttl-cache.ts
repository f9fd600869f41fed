// A value many requests ask for at once, kept for a short while: callers that miss the same key at the same
// moment share one load instead of each starting it (a thundering herd drains the pool), and clear() drops
// both the values and any load under way, so a load that began before a change is never kept after it.

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
  ) {}

  /** The value loaded under `key` within the time to live, or a fresh load (one at a time per key). */
  get(key: string, load: () => Promise<Value>, shouldKeep: (value: Value) => boolean = () => true): Promise<Value> {
    const cached = this.values.get(key);
    if (cached && Date.now() - cached.at < this.ttlMs) return Promise.resolve(cached.value);
    const loading = this.pending.get(key);
    if (loading) return loading;
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
