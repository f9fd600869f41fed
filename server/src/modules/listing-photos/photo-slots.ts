// Image work never piles up (ADR 0035, as the covers of ADR 0010): at most `maxRunning` photos are decoded and
// encoded at once, in the encoder process at a lower priority (ADR 0043), a few more wait, and beyond that the
// caller is told to come back later. sharp.concurrency() is 1 on this machine's allocator, so each job uses one
// thread and the bound here is the whole bound.
import { availableParallelism } from 'node:os';

export interface PhotoSlotLimits {
  /** Jobs decoding or encoding at once. */
  maxRunning: number;
  /** Jobs waiting for a slot; one more is refused. */
  maxWaiting: number;
}

// One per core: libuv's four threads also serve file reads, DNS and zlib for every other request.
export const PHOTO_SLOT_LIMITS: PhotoSlotLimits = { maxRunning: Math.max(1, availableParallelism() - 1), maxWaiting: 4 };

export class PhotoSlotsBusyError extends Error {
  constructor() {
    super('Too many photos are being processed at once.');
  }
}

export class PhotoSlots {
  readonly stats = { ran: 0, shed: 0, peakRunning: 0 };
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: PhotoSlotLimits) {}

  /** Runs the work in a slot; rejects at once with PhotoSlotsBusyError when every slot and the queue are taken. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    // Decided before the first await, so a burst cannot all slip past the check.
    if (this.running >= this.limits.maxRunning && this.waiting.length >= this.limits.maxWaiting) {
      this.stats.shed += 1;
      throw new PhotoSlotsBusyError();
    }
    if (this.running < this.limits.maxRunning) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // the releasing job hands over its slot
    this.stats.peakRunning = Math.max(this.stats.peakRunning, this.running);
    try {
      this.stats.ran += 1;
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Whether a new job would be refused now: checked before an upload's body is read. */
  get isFull(): boolean {
    return this.running >= this.limits.maxRunning && this.waiting.length >= this.limits.maxWaiting;
  }
}
