// How long the outbox keeps a mail (ADR 0024). A mail carries its recipient's address and often someone else's
// name, words or listing title; once it is sent (or has failed for good) nothing in the app reads it again, and it
// is kept only so that someone looking into a delivery ("I never got the mail") can see what left and when. One
// recurring job of the job queue deletes what is older, a bounded batch per run, like the view-days pruning
// (modules/dashboard/view-days-pruning.ts): each run is its own short transaction.
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { dailyJob } from '../jobs/daily-job.ts';
import type { JobHandler } from '../jobs/job-queue.ts';

export const MAIL_RETENTION_JOB = 'mail-retention';

/**
 * Days a sent mail is kept after sending, and a failed one after it was written: a week, as finished jobs are
 * (jobs/job-queue.ts), long enough to answer a question about a delivery. Mail still pending is never deleted
 * here: it has not done its work yet.
 */
export const MAIL_KEPT_DAYS = 7;

/** Mails deleted in one run; a backlog (the first run after an upgrade) is worked off a batch per pass. */
export const MAIL_RETENTION_BATCH = 5_000;

/** 03:15 in India, a quarter of an hour after the view-days pruning. */
export const mailRetention = dailyJob(MAIL_RETENTION_JOB, { hour: 3, minute: 15 });

/** When a finished mail finished: sent, or (failed) written. The expression email_outbox_finished_idx indexes. */
const finishedAt = sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`;
const isFinished = sql`${emailOutbox.status} <> 'pending'`;
const isPastRetention = sql`${finishedAt} < now() - make_interval(days => ${MAIL_KEPT_DAYS})`;

/**
 * Deletes up to one batch of finished mail past the retention period and answers how many went. The inner select
 * walks email_outbox_finished_idx from the oldest and stops after a batch; the delete goes to those row versions
 * by their ctid, as the view-days pruning does.
 */
async function deleteExpiredMail(tx: Queryable): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    tx,
    sql`
      with gone as (
        delete from ${emailOutbox} where ${isFinished} and ${isPastRetention} and ctid = any(array(
          select ctid from ${emailOutbox} where ${isFinished} and ${isPastRetention} order by ${finishedAt} limit ${MAIL_RETENTION_BATCH}
        ))
        returning 1
      )
      select count(*)::int as deleted from gone`,
  );
  return row?.deleted ?? 0;
}

/** The `mail-retention` handler, registered in app.ts: a recurring job that reschedules itself. */
export function createMailRetentionHandler(): JobHandler {
  return async ({ tx }) => {
    const deleted = await deleteExpiredMail(tx);
    // A full batch may have left more behind: go on at the next pass, in a new transaction; otherwise tomorrow.
    return { runAgainAt: deleted >= MAIL_RETENTION_BATCH ? new Date() : mailRetention.nextRunAt() };
  };
}
