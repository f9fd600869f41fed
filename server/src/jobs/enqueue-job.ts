// How a feature defers work (ARCHITECTURE §9, ADR 0012): a row in `jobs`, written in the caller's transaction,
// so the job exists exactly when the change that causes it was committed.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import type { Bindable } from '../db/prebuilt-query.ts';
import { jobs } from '../db/schema.ts';

export interface NewJob {
  /** Which registered handler runs it (`jobs.register(kind, handler)` in app.ts). */
  kind: string;
  /** What the handler needs, as JSON; ids rather than copies of rows, which may change before it runs. */
  payload: Record<string, unknown>;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one pending job per key: enqueuing while one is pending writes nothing. */
  dedupeKey?: string;
}

/** Answers whether a job was written (false: a pending job with the same dedupe key already exists). */
export async function enqueueJob(db: Queryable, job: NewJob): Promise<boolean> {
  const written = await jobInsert(db, job);
  return written.length > 0;
}

/**
 * The insert enqueueJob runs, for a caller that writes the job as part of a larger statement (a CTE of its own
 * insert; placeholders for the values when that statement is built once, db/prebuilt-query.ts). It returns the
 * job's id when written, nothing when a pending job had the same dedupe key.
 */
export function jobInsert(db: Queryable, job: NewJob | Bindable<NewJob>) {
  return (
    db
      .insert(jobs)
      .values({ kind: job.kind, payload: job.payload, runAt: job.runAt, dedupeKey: job.dedupeKey })
      // The partial unique index jobs_pending_dedupe_key_unique decides, so concurrent requests cannot both write.
      .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`status = 'pending'` })
      .returning({ id: jobs.id })
  );
}
