// Deferred work (ARCHITECTURE §9, ADR 0012): due rows of `jobs` are claimed with FOR UPDATE SKIP LOCKED and run
// by the handler registered for their kind, with attempts and backoff like the e-mail outbox. One queue of the
// worker loop (background-worker.ts); a feature adds a kind with one `register` call in app.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { safeForLog } from '../http/log-safe.ts';
import { defaultRetryDelayMs, type WorkerLog, type WorkQueue } from './background-worker.ts';

type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  /**
   * The job's own transaction: everything the handler writes (an e-mail in the outbox, a timestamp) commits
   * together with the job's outcome, or not at all. Use it for every query: on PGlite, a query on the database
   * itself would wait for this transaction to end.
   */
  tx: Transaction;
  /** As enqueued; the handler checks its shape. */
  payload: Record<string, unknown>;
  job: Pick<JobRow, 'id' | 'kind' | 'attempts' | 'runAt' | 'createdAt'>;
}

/** Nothing: the job is done. `runAgainAt`: not yet; keep it pending until then (not counted as a failure). */
export type JobOutcome = void | { runAgainAt: Date };

/** Throwing fails the attempt: the transaction rolls back and the job is retried later. */
export type JobHandler = (context: JobContext) => Promise<JobOutcome>;

export interface JobQueueOptions {
  db: Database;
  log: WorkerLog;
  /** After this many failed attempts a job is kept as failed, with its last error, and not tried again. */
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1-based). */
  retryDelayMs?: (attempt: number) => number;
  /**
   * Opens each job's transaction (default: db.transaction). The app passes transactionWithEvents, so a handler
   * can notify() a user: the realtime event leaves with the job's commit (ARCHITECTURE §9).
   */
  transaction?: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
}

// A claimed job is leased for this long; if its process dies, another worker takes it over afterwards. While
// the handler runs, its transaction also holds the row lock, which the claim skips.
const CLAIM_LEASE_SECONDS = 120;
const LAST_ERROR_MAX_LENGTH = 2_000;
// Finished jobs are kept a week for anyone looking into what happened, then deleted a batch at a time.
const KEEP_DONE_JOBS_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60_000;
const PRUNE_BATCH = 1_000;

export class JobQueue implements WorkQueue {
  readonly name = 'jobs';
  private readonly handlers = new Map<string, JobHandler>();
  private readonly db: Database;
  private readonly log: WorkerLog;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  private lastPrunedAt = 0;

  constructor(options: JobQueueOptions) {
    this.db = options.db;
    this.log = options.log;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
    this.transaction = options.transaction ?? ((work) => this.db.transaction(work));
  }

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`a job handler for "${kind}" is already registered`);
    this.handlers.set(kind, handler);
  }

  async processDueBatch(limit: number): Promise<number> {
    await this.pruneFinishedJobs();
    // Only kinds this process knows: during a rolling deploy, an older process leaves a newer kind alone.
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return 0;
    const claimed = await this.db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})` })
      .where(
        sql`${jobs.id} in (select id from ${jobs} where ${jobs.status} = 'pending' and ${jobs.runAt} <= now()
          and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= now()) and ${inArray(jobs.kind, kinds)}
          order by ${jobs.runAt} limit ${limit} for update skip locked)`,
      )
      .returning();
    for (const job of claimed) await this.run(job);
    return claimed.length;
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) throw new Error(`claimed a job of unknown kind "${job.kind}"`);
    // Still ours: pending with the attempt we claimed (a lease taken over would have counted another), and
    // not locked by a worker running it right now.
    const isStillOurs = and(eq(jobs.id, job.id), eq(jobs.status, 'pending'), eq(jobs.attempts, job.attempts));
    try {
      await this.transaction(async (tx) => {
        const [locked] = await tx.select({ id: jobs.id }).from(jobs).where(isStillOurs).for('update', { skipLocked: true });
        if (!locked) return;
        const { id, kind, attempts, runAt, createdAt } = job;
        const outcome = await handler({ tx, payload: job.payload, job: { id, kind, attempts, runAt, createdAt } });
        const finish = outcome
          ? { runAt: outcome.runAgainAt, attempts: 0, lockedUntil: null, lastError: null }
          : { status: 'done' as const, finishedAt: new Date(), lockedUntil: null, lastError: null };
        await tx.update(jobs).set(finish).where(eq(jobs.id, job.id));
      });
    } catch (error) {
      await this.recordFailure(job, error, isStillOurs);
    }
  }

  private async recordFailure(job: JobRow, error: unknown, isStillOurs: ReturnType<typeof and>) {
    const message = error instanceof Error ? error.message : String(error);
    const isFinal = job.attempts >= this.maxAttempts;
    this.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, isFinal, error: safeForLog(message) }, 'job failed');
    try {
      await this.db
        .update(jobs)
        .set({
          status: isFinal ? 'failed' : 'pending',
          lastError: message.slice(0, LAST_ERROR_MAX_LENGTH),
          runAt: new Date(Date.now() + this.retryDelayMs(job.attempts)),
          lockedUntil: null,
          finishedAt: isFinal ? new Date() : null,
        })
        .where(isStillOurs);
    } catch (recordError) {
      // The lease still runs out, and the job is tried again then.
      this.log.warn({ jobId: job.id, err: recordError }, 'could not record a failed job');
    }
  }

  private async pruneFinishedJobs() {
    if (Date.now() - this.lastPrunedAt < PRUNE_EVERY_MS) return;
    this.lastPrunedAt = Date.now();
    await this.db.execute(
      sql`delete from ${jobs} where ${jobs.id} in (select id from ${jobs} where ${jobs.status} = 'done'
        and ${jobs.finishedAt} < now() - make_interval(days => ${KEEP_DONE_JOBS_DAYS}) limit ${PRUNE_BATCH})`,
    );
  }
}
