// The one worker loop of a server process (ARCHITECTURE §9, ADR 0012): each queue it was given (the jobs, the
// e-mail outbox) is drained in a lane of its own until nothing is due, then sleeps until the next poll or a
// wake(). Lanes do not wait for each other, so a job never waits behind mail to an SMTP server that hangs (each
// attempt is bounded too, mail/transport.ts; ADR 0026). A lane that did some work wakes the lanes after it: the
// app gives the jobs first and the outbox second, so mail that a job enqueues leaves at once.

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
  private readonly lanes: Lane[];
  private isStopped = true;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: BackgroundWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 10;
    this.lanes = options.queues.map((queue) => ({ queue, timer: undefined, running: undefined, isWakePending: false }));
  }

  start() {
    this.isStopped = false;
    this.wake();
  }

  /** Ask for a pass of every queue soon (after a mail or a job is enqueued), instead of waiting for the next poll. */
  wake() {
    for (const lane of this.lanes) this.wakeLane(lane);
  }

  async stop() {
    this.isStopped = true;
    for (const lane of this.lanes) clearTimeout(lane.timer);
    await Promise.all(this.lanes.map((lane) => lane.running));
  }

  /**
   * Processes everything due now, queue after queue; resolves when the pass is over and answers how many items
   * were claimed. A failing queue does not keep the others from running; its error is thrown afterwards.
   * A lane's own pass that is under way is waited for too: the items it claimed (skipped by this pass) are then
   * done when drain() resolves, so nothing of what was due is still changing afterwards.
   */
  async drain(): Promise<number> {
    let total = 0;
    const failures: unknown[] = [];
    for (const lane of this.lanes) {
      try {
        do {
          await lane.running;
          total += await this.drainQueue(lane.queue);
        } while (lane.running);
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

  private wakeLane(lane: Lane) {
    if (this.isStopped) return;
    if (lane.running) {
      // The running pass may have looked for due work before this was written: go again right after it.
      lane.isWakePending = true;
      return;
    }
    clearTimeout(lane.timer);
    lane.timer = setTimeout(() => void this.tick(lane), 0);
  }

  /** One pass of one lane; answers whether it did any work. */
  private async pass(lane: Lane): Promise<boolean> {
    try {
      return (await this.drainQueue(lane.queue)) > 0;
    } catch (error) {
      this.options.log.warn({ err: error }, `${lane.queue.name} pass failed`);
      return false;
    }
  }

  private async tick(lane: Lane) {
    if (lane.running) {
      lane.isWakePending = true;
      return;
    }
    lane.isWakePending = false;
    lane.running = this.pass(lane).then((didWork) => {
      lane.running = undefined;
      // What it did may have enqueued work for the lanes after it (a job's mail).
      if (didWork) for (const later of this.lanes.slice(this.lanes.indexOf(lane) + 1)) this.wakeLane(later);
      if (this.isStopped) return;
      // Without this, work enqueued during a pass would wait a whole poll interval.
      // (No other timer of this lane is pending here: while its pass runs, wakeLane() only sets the flag.)
      const delay = lane.isWakePending ? 0 : this.pollIntervalMs;
      lane.isWakePending = false;
      clearTimeout(lane.timer);
      lane.timer = setTimeout(() => void this.tick(lane), delay);
    });
    await lane.running;
  }
}

/** One queue's own loop: its timer, its running pass, and whether a wake() arrived during that pass. */
interface Lane {
  queue: WorkQueue;
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  isWakePending: boolean;
}
