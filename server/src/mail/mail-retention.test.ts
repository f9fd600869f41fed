// The outbox's retention period (issue 23, ADR 0024): the recurring job of the job queue deletes sent mail
// MAIL_KEPT_DAYS after sending and failed mail as long after it was written, never mail still pending, works a
// backlog off a batch at a time, and is always pending exactly once.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingJobsOf, runDailyJobNow } from '../../test/daily-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows, type Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { createMailRetentionHandler, MAIL_KEPT_DAYS, MAIL_RETENTION_BATCH, MAIL_RETENTION_JOB, mailRetention } from './mail-retention.ts';

let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
});
afterAll(() => testApp.close());

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let mailCounter = 0;
/** A mail in the outbox as the worker would have left it. */
async function makeMail(state: { status: 'pending' | 'sent' | 'failed'; createdAt: Date; sentAt?: Date; nextAttemptAt?: Date }) {
  mailCounter += 1;
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: `retention.${mailCounter}@example.com`, subject: `Mail ${mailCounter}`, text: 'Hello', html: null, nextAttemptAt: daysAgo(-1), ...state })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('mail insert returned nothing');
  return row.id;
}

describe('the outbox retention period', () => {
  it('is pending once from the start, for the next run time, however often an app starts on the database', async () => {
    const again = await createTestApp({ database: testApp.database });
    await again.close();
    const pending = await pendingJobsOf(db, MAIL_RETENTION_JOB);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.runAt.getTime()).toBeLessThanOrEqual(mailRetention.nextRunAt().getTime());
    expect(pending[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('deletes sent mail a period after sending and failed mail a period after writing; keeps newer mail and every pending one', async () => {
    const expired = [
      await makeMail({ status: 'sent', createdAt: daysAgo(MAIL_KEPT_DAYS + 1), sentAt: daysAgo(MAIL_KEPT_DAYS + 1) }),
      await makeMail({ status: 'sent', createdAt: daysAgo(400), sentAt: daysAgo(399) }),
      await makeMail({ status: 'failed', createdAt: daysAgo(MAIL_KEPT_DAYS + 2) }),
    ];
    const kept = [
      // Written long ago but sent (after retries) within the period: counted from the sending.
      await makeMail({ status: 'sent', createdAt: daysAgo(MAIL_KEPT_DAYS + 3), sentAt: daysAgo(MAIL_KEPT_DAYS - 1) }),
      await makeMail({ status: 'sent', createdAt: daysAgo(1), sentAt: daysAgo(1) }),
      await makeMail({ status: 'failed', createdAt: daysAgo(MAIL_KEPT_DAYS - 1) }),
      // Not sent yet, however old: still needed.
      await makeMail({ status: 'pending', createdAt: daysAgo(400), nextAttemptAt: daysAgo(-1) }),
    ];

    await runDailyJobNow(testApp, MAIL_RETENTION_JOB);

    const left = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(inArray(emailOutbox.id, [...expired, ...kept]));
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
    // Done for today: the same job waits for the next run time.
    const pending = await pendingJobsOf(db, MAIL_RETENTION_JOB);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.runAt.getTime()).toBe(mailRetention.nextRunAt().getTime());
  });

  it('deletes one batch per run, and works a larger backlog off run after run', async () => {
    const backlog = MAIL_RETENTION_BATCH + 10;
    await db.execute(sql`
      insert into ${emailOutbox} ("to", subject, text, status, sent_at, created_at)
      select 'backlog@example.com', 'Old', 'Hello', 'sent', now() - make_interval(days => ${MAIL_KEPT_DAYS + 1} + n % 30), now() - make_interval(days => ${MAIL_KEPT_DAYS + 1} + n % 30)
      from generate_series(1, ${backlog}) n`);
    const oldMail = async () =>
      (await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${emailOutbox} where "to" = 'backlog@example.com'`))[0]?.count;

    // One run, in a transaction of its own, as the job queue gives it.
    const outcome = await db.transaction(async (tx) =>
      createMailRetentionHandler()({ tx, payload: {}, job: { id: 'test', kind: MAIL_RETENTION_JOB, attempts: 1, runAt: new Date(), createdAt: new Date() } }),
    );
    expect(await oldMail()).toBe(10);
    // More may be left after a full batch: due again at once rather than tomorrow.
    expect(outcome?.runAgainAt.getTime()).toBeLessThanOrEqual(Date.now());

    await runDailyJobNow(testApp, MAIL_RETENTION_JOB);
    expect(await oldMail()).toBe(0);
  });
});
