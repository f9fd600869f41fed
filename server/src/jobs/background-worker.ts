// The one worker loop of a server process (ARCHITECTURE §9, ADR 0012): each pass drains every queue it was
// given, in order, until nothing is due, then sleeps until the next poll or a wake(). The app gives it the
// jobs first and the e-mail outbox second, so mail that a job enqueues leaves in the same pass.

/** A table of deferred work that the loop drains: the jobs, the e-mail outbox. */
export interface WorkQueue {
  /** Names the queue in log lines. */
  readonly name: string;
  /**
   * Claims up to `limit` due items (FOR UPDATE SKIP LOCKED, so any number of processes can share the table),
   * processes them, and answers how many it claimed; fewer than `limit` means nothing more is due.
   */
  processDueBatch(limit: number): Promise<number>;
}

export interface WorkerLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/** ADR 0004: 30 s, 1 min, 2 min … capped at an hour, before retry number `attempt` (1-based). */
export const defaultRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);

export interface BackgroundWorkerOptions {
  queues: WorkQueue[];
  log: WorkerLog;
  /** A pass runs this long after the previous one at the latest, woken or not. */
  pollIntervalMs?: number;
  batchSize?: number;
}

export class BackgroundWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isStopped = true;
  /** A wake() arrived while a pass was running: that pass may have looked for work before it was written. */
  private isWakePending = false;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: BackgroundWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 10;
  }

  start() {
    this.isStopped = false;
    this.wake();
  }

  /** Ask for a pass soon (after a mail or a job is enqueued), instead of waiting for the next poll. */
  wake() {
    if (this.isStopped) return;
    if (this.running) {
      // The running pass may have looked for due work before this was written: go again right after it.
      this.isWakePending = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  async stop() {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Processes everything due now, queue after queue; resolves when the pass is over and answers how many items
   * were claimed. A failing queue does not keep the others from running; its error is thrown afterwards.
   */
  async drain(): Promise<number> {
    let total = 0;
    const failures: unknown[] = [];
    for (const queue of this.options.queues) {
      try {
        total += await this.drainQueue(queue);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
    return total;
  }

  private async drainQueue(queue: WorkQueue): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await queue.processDueBatch(this.batchSize);
      total += claimed;
      if (claimed < this.batchSize) return total;
    }
  }

  private async pass() {
    for (const queue of this.options.queues) {
      try {
        await this.drainQueue(queue);
      } catch (error) {
        this.options.log.warn({ err: error }, `${queue.name} pass failed`);
      }
    }
  }

  private async tick() {
    if (this.running) {
      this.isWakePending = true;
      return;
    }
    this.isWakePending = false;
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.isStopped) return;
      // Without this, work enqueued during a pass would wait a whole poll interval.
      // (No other timer is pending here: while a pass runs, wake() only sets the flag.)
      const delay = this.isWakePending ? 0 : this.pollIntervalMs;
      this.isWakePending = false;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.tick(), delay);
    });
    await this.running;
  }
}
