// Cover PNGs are drawn once per listing version and never pile up. A bounded least-recently-used cache is
// keyed by the SVG's hash, which changes whenever anything the cover shows changes, so a stale cover cannot
// be served and query strings do not matter. Requests for a cover already being drawn wait for that drawing
// (single flight). At most MAX_CONCURRENT_RENDERS draw at once, off the main thread (cover-png.ts); a few more
// may wait, and beyond that the caller is told to come back later instead of stacking up work.
// The cache holds whatever it is given: check that the viewer may see the listing before asking it.
import { coverVersion } from './listing-cover.ts';
import { renderCoverPng } from './cover-png.ts';

// The machine has two cores, and libuv's four threads also serve file reads, DNS and zlib for everyone else:
// two covers at a time (~20 ms each, ~100 covers a second) leave room for the rest.
export const MAX_CONCURRENT_RENDERS = 2;
// The last of 8 waiting renders starts after ~4 rounds, about 100 ms; later requests get a 503 at once.
export const MAX_QUEUED_RENDERS = 8;
// About 1,500 covers at ~20 KB. PNG covers serve link previews (pages show the SVG), so the hot set is the
// listings being shared right now, far fewer than that.
export const MAX_CACHED_PNG_BYTES = 32 * 1024 * 1024;

/** Where a PNG came from: the cache, a fresh drawing, or a drawing another request had already started. */
export type CoverPngSource = 'hit' | 'miss' | 'shared';

export class CoverRendererBusyError extends Error {
  constructor() {
    super('Too many covers are being drawn at once.');
  }
}

export interface CoverRendererLimits {
  maxConcurrentRenders: number;
  maxQueuedRenders: number;
  maxCachedBytes: number;
}

export class CoverPngRenderer {
  /** Counters for tests and the benchmark; `renders` counts drawings, not requests. */
  readonly stats = { renders: 0, hits: 0, shared: 0, shed: 0, peakActiveRenders: 0 };
  private readonly cache = new Map<string, Buffer>(); // in order of last use, oldest first
  private cachedBytes = 0;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: CoverRendererLimits) {}

  get activeRenders(): number {
    return this.active;
  }

  /** The PNG of this SVG, from the cache when it can; rejects with CoverRendererBusyError when the queue is full. */
  async render(svg: string): Promise<{ png: Buffer; source: CoverPngSource }> {
    const key = coverVersion(svg);
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      this.stats.hits += 1;
      return { png: cached, source: 'hit' };
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.stats.shared += 1;
      return { png: await pending, source: 'shared' };
    }
    // Decided before the first await, so a burst of calls cannot all slip past the check.
    if (this.active >= this.limits.maxConcurrentRenders && this.waiting.length >= this.limits.maxQueuedRenders) {
      this.stats.shed += 1;
      throw new CoverRendererBusyError();
    }
    const drawing = this.renderInSlot(svg)
      .then((png) => {
        this.remember(key, png);
        return png;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, drawing);
    return { png: await drawing, source: 'miss' };
  }

  private async renderInSlot(svg: string): Promise<Buffer> {
    if (this.active < this.limits.maxConcurrentRenders) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // the releasing render hands over its slot
    this.stats.peakActiveRenders = Math.max(this.stats.peakActiveRenders, this.active);
    try {
      this.stats.renders += 1;
      return await renderCoverPng(svg);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  private remember(key: string, png: Buffer) {
    if (png.length > this.limits.maxCachedBytes) return;
    this.cache.set(key, png);
    this.cachedBytes += png.length;
    for (const [oldestKey, oldest] of this.cache) {
      if (this.cachedBytes <= this.limits.maxCachedBytes) break;
      this.cache.delete(oldestKey);
      this.cachedBytes -= oldest.length;
    }
  }
}

/** One per process: the thread pool it protects is per process too. */
export const coverPngRenderer = new CoverPngRenderer({
  maxConcurrentRenders: MAX_CONCURRENT_RENDERS,
  maxQueuedRenders: MAX_QUEUED_RENDERS,
  maxCachedBytes: MAX_CACHED_PNG_BYTES,
});
