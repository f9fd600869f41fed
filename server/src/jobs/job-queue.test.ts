// Deferred work (ADR 0012): jobs written in the caller's transaction, run once when due by the worker loop,
// retried with backoff, kept as failed after the last attempt, deduplicated by a constraint.
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database-template.ts';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { emailOutbox, jobs } from '../db/schema.ts';
import { enqueueEmail, MailOutbox } from '../mail/outbox.ts';
import { createMailTransport } from '../mail/transport.ts';
import { BackgroundWorker } from './background-worker.ts';
import { enqueueJob } from './enqueue-job.ts';
import { JobQueue, type JobHandler, type JobQueueOptions } from './job-queue.ts';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
afterEach(async () => {
  await db.delete(jobs);
  await db.delete(emailOutbox);
});

function makeQueue(handlers: Record<string, JobHandler>, options: Partial<JobQueueOptions> = {}) {
  const warnings: { message: string; details: object }[] = [];
  const log = { info() {}, warn: (details: object, message: string) => void warnings.push({ message, details }) };
  const queue = new JobQueue({ db, log, ...options });
  for (const [kind, handler] of Object.entries(handlers)) queue.register(kind, handler);
  return { queue, worker: new BackgroundWorker({ queues: [queue], log }), warnings };
}

async function jobRow(id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

async function onlyJobId(): Promise<string> {
  const rows = await db.select({ id: jobs.id }).from(jobs);
  expect(rows).toHaveLength(1);
  return rows[0]?.id ?? '';
}

/** Makes a pending job due now, as if its time had come. */
async function makeDue(id: string) {
  await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
}

describe('jobs', () => {
  it('runs a due job once with its payload, in a transaction, and marks it done', async () => {
    const seen: unknown[] = [];
    const { worker } = makeQueue({
      'test-greeting': async ({ tx, payload }) => {
        seen.push(payload);
        await enqueueEmail(tx, { to: 'asha@example.in', subject: 'Job mail', text: 'Namaste', html: null }, { aboutUserIds: [] });
      },
    });
    await db.transaction((tx) => enqueueJob(tx, { kind: 'test-greeting', payload: { name: 'Asha', city: 'पुणे' } }));

    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([{ name: 'Asha', city: 'पुणे' }]);
    expect(await jobRow(await onlyJobId())).toMatchObject({ status: 'done', attempts: 1, lastError: null, lockedUntil: null });
    expect(await db.select({ subject: emailOutbox.subject }).from(emailOutbox)).toEqual([{ subject: 'Job mail' }]);
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const { worker } = makeQueue({ 'test-noop': async () => {} });
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test-noop', payload: {} });
        throw new Error('the message insert failed');
      }),
    ).rejects.toThrow('the message insert failed');
    expect(await worker.drain()).toBe(0);
    expect(await db.select().from(jobs)).toEqual([]);
  });

  it('waits until run_at, then runs the job', async () => {
    let runs = 0;
    const { worker } = makeQueue({ 'test-later': async () => void (runs += 1) });
    await enqueueJob(db, { kind: 'test-later', payload: {}, runAt: new Date(Date.now() + 10 * 60_000) });

    expect(await worker.drain()).toBe(0);
    expect(runs).toBe(0);
    await makeDue(await onlyJobId());
    expect(await worker.drain()).toBe(1);
    expect(runs).toBe(1);
  });

  it('keeps at most one pending job per dedupe key, as a constraint, and allows a new one once it is done', async () => {
    const { worker } = makeQueue({ 'test-dedupe': async () => {} });
    const job = { kind: 'test-dedupe', payload: {}, dedupeKey: 'conversation-1' };
    expect(await enqueueJob(db, job)).toBe(true);
    expect(await enqueueJob(db, job)).toBe(false);
    expect(await Promise.all([enqueueJob(db, job), enqueueJob(db, job)])).toEqual([false, false]);
    expect(await enqueueJob(db, { ...job, dedupeKey: 'conversation-2' })).toBe(true);
    expect(await db.select().from(jobs)).toHaveLength(2);
    // The database itself refuses a second pending row, whoever writes it.
    await expect(db.insert(jobs).values(job)).rejects.toThrow();

    expect(await worker.drain()).toBe(2);
    expect(await enqueueJob(db, job)).toBe(true);
    const rows = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.dedupeKey, 'conversation-1'));
    expect(rows.map((row) => row.status).sort()).toEqual(['done', 'pending']);
  });

  it('retries a failing job with the backoff, rolls back what it wrote, and logs the error escaped', async () => {
    const { worker, warnings } = makeQueue({
      'test-failing': async ({ tx }) => {
        await enqueueEmail(tx, { to: 'ravi@example.in', subject: 'Never sent', text: 'x', html: null }, { aboutUserIds: [] });
        throw new Error('SMTP said no\n\u001b[31mFAKE LOG LINE');
      },
    });
    await enqueueJob(db, { kind: 'test-failing', payload: {} });

    expect(await worker.drain()).toBe(1);
    const row = await jobRow(await onlyJobId());
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, lastError: 'SMTP said no\n\u001b[31mFAKE LOG LINE' });
    // ADR 0004's backoff: 30 s before the second attempt.
    const waitMs = row.runAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(20_000);
    expect(waitMs).toBeLessThanOrEqual(30_000);
    expect(await db.select().from(emailOutbox)).toEqual([]);
    expect(warnings).toEqual([
      {
        message: 'job failed',
        details: { jobId: row.id, kind: 'test-failing', attempt: 1, isFinal: false, error: 'SMTP said no\\u000a\\u001b[31mFAKE LOG LINE' },
      },
    ]);

    // Not due yet: the next pass leaves it alone.
    expect(await worker.drain()).toBe(0);
    expect((await jobRow(row.id)).attempts).toBe(1);
  });

  it('keeps a job as failed with its last error after maxAttempts, and never runs it again', async () => {
    let runs = 0;
    const { worker } = makeQueue(
      {
        'test-broken': async () => {
          runs += 1;
          throw new Error(`attempt ${runs} failed`);
        },
      },
      { maxAttempts: 3, retryDelayMs: () => 0 },
    );
    await enqueueJob(db, { kind: 'test-broken', payload: {}, dedupeKey: 'broken' });
    const id = await onlyJobId();

    for (const attempt of [1, 2]) {
      expect(await worker.drain()).toBe(1);
      expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: attempt, lastError: `attempt ${attempt} failed` });
    }
    expect(await worker.drain()).toBe(1);
    const failed = await jobRow(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'attempt 3 failed' });
    expect(failed.finishedAt).not.toBeNull();

    expect(await worker.drain()).toBe(0);
    expect(runs).toBe(3);
    // A failed job no longer holds its dedupe key.
    expect(await enqueueJob(db, { kind: 'test-broken', payload: {}, dedupeKey: 'broken' })).toBe(true);
  });

  it('keeps a job pending until the time its handler asks for, without counting a failure', async () => {
    const later = new Date(Date.now() + 45 * 60_000);
    let runs = 0;
    const { worker } = makeQueue({
      'test-not-yet': async () => {
        runs += 1;
        if (runs === 1) return { runAgainAt: later };
      },
    });
    await enqueueJob(db, { kind: 'test-not-yet', payload: {}, dedupeKey: 'not-yet' });
    const id = await onlyJobId();

    expect(await worker.drain()).toBe(1);
    const waiting = await jobRow(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, lastError: null, lockedUntil: null });
    expect(waiting.runAt.getTime()).toBe(later.getTime());
    expect(await enqueueJob(db, { kind: 'test-not-yet', payload: {}, dedupeKey: 'not-yet' })).toBe(false);
    expect(await worker.drain()).toBe(0);

    await makeDue(id);
    expect(await worker.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('leaves a job alone while its lease runs, and takes it over once the lease has run out', async () => {
    let runs = 0;
    const { worker } = makeQueue({ 'test-leased': async () => void (runs += 1) });
    await enqueueJob(db, { kind: 'test-leased', payload: {} });
    const id = await onlyJobId();
    // Claimed by a process that then died: attempts counted, lease still running.
    await db.update(jobs).set({ attempts: 1, lockedUntil: sql`now() + interval '1 minute'` }).where(eq(jobs.id, id));
    expect(await worker.drain()).toBe(0);

    await db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    expect(await worker.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('leaves kinds it has no handler for to the processes that know them', async () => {
    const { worker } = makeQueue({ 'test-known': async () => {} });
    await enqueueJob(db, { kind: 'test-from-a-newer-version', payload: {} });
    expect(await worker.drain()).toBe(0);
    expect(await db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs)).toEqual([{ status: 'pending', attempts: 0 }]);
  });

  it('refuses a second handler for one kind', () => {
    const { queue } = makeQueue({ 'test-once': async () => {} });
    expect(() => queue.register('test-once', async () => {})).toThrow('already registered');
  });

  it('lets two workers claim one table at once (SKIP LOCKED) without running any job twice', async () => {
    const runsById = new Map<string, number>();
    const handler: JobHandler = async ({ job }) => {
      runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
      await sleep(5);
    };
    for (let index = 0; index < 30; index += 1) await enqueueJob(db, { kind: 'test-shared', payload: { index } });
    const workers = [makeQueue({ 'test-shared': handler }), makeQueue({ 'test-shared': handler })].map(
      ({ queue }) => new BackgroundWorker({ queues: [queue], log: { info() {}, warn() {} }, batchSize: 4 }),
    );

    const claimed = await Promise.all(workers.map((worker) => worker.drain()));
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(runsById.size).toBe(30);
    expect([...runsById.values()].every((runs) => runs === 1)).toBe(true);
    const rows = await db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(rows).toEqual(Array.from({ length: 30 }, () => ({ status: 'done', attempts: 1 })));
  });
});

describe('the worker loop', () => {
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(() => smtp.close());

  it('runs a job woken into the loop and sends the mail it enqueued in the same pass', async () => {
    const log = { info() {}, warn() {} };
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'BizBazaar <no-reply@bizbazaar.in>', log: () => {} });
    const queue = new JobQueue({ db, log });
    queue.register('test-mailing', async ({ tx, payload }) => {
      await enqueueEmail(tx, { to: 'meera@example.in', subject: `Loop mail ${String(payload.n)}`, text: 'Hello', html: null }, { aboutUserIds: [] });
    });
    // A poll a minute away: only wake() can make this quick.
    const worker = new BackgroundWorker({ queues: [queue, new MailOutbox({ db, transport, log })], log, pollIntervalMs: 60_000 });
    worker.start();
    try {
      await enqueueJob(db, { kind: 'test-mailing', payload: { n: 1 } });
      worker.wake();
      const mail = await smtp.waitForMail((caught) => caught.subject === 'Loop mail 1', 5_000);
      expect(mail.to).toEqual(['meera@example.in']);
      await vi.waitFor(async () => expect((await db.select({ status: jobs.status }).from(jobs))[0]?.status).toBe('done'));
    } finally {
      await worker.stop();
      transport.close();
    }
  });
});
