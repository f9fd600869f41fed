// A page that is not in the anonymous page cache is rendered for its request (ADR 0018): the event loop's CPU
// and the page's API queries. 200 connections from one address with 20 pipelined uncached pages each left the
// health check unanswered for 70–100 s, so renders are bounded per client address and per process, and a render
// past either bound is refused at once (ADR 0027) rather than queued behind the others.
import type { PageRenderLimits } from '../../http/overload-limits.ts';
import { CountsByKey } from '../../lib/counts-by-key.ts';

export class PageRenderBusyError extends Error {
  constructor(readonly scope: 'address' | 'process') {
    super(scope === 'address' ? 'Too many pages are being rendered for this address.' : 'Too many pages are being rendered.');
  }
}

export class PageRenderSlots {
  private active = 0;
  private readonly activeByAddress = new CountsByKey();

  constructor(private readonly limits: Pick<PageRenderLimits, 'perAddress' | 'overall'>) {}

  /** Runs `render` in a slot of `address`; rejects with PageRenderBusyError, without waiting, when none is free. */
  async run<T>(address: string, render: () => Promise<T>): Promise<T> {
    // The address first: one client's flood is its own 429, not everyone's 503.
    if (this.activeByAddress.get(address) >= this.limits.perAddress) throw new PageRenderBusyError('address');
    if (this.active >= this.limits.overall) throw new PageRenderBusyError('process');
    this.active += 1;
    this.activeByAddress.increment(address);
    try {
      return await render();
    } finally {
      this.active -= 1;
      this.activeByAddress.decrement(address);
    }
  }
}
