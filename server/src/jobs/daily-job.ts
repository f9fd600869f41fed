// A recurring job that runs once a day at a fixed time in India (ADR 0012): the view-days pruning, the mail
// retention. The app enqueues it at every start; the dedupe key makes that a no-op while one is pending (with
// several processes too) and brings it back after one failed for good. Its handler answers `runAgainAt:
// nextRunAt()` (or sooner, to work off a backlog), so one stays pending for good.
import type { Queryable } from '../db/client.ts';
import { enqueueJob, type NewJob } from './enqueue-job.ts';

/** India's offset from UTC (IST, no daylight saving): +5:30. */
const INDIA_UTC_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTES_PER_DAY = 24 * 60;

export interface DailyJob {
  kind: string;
  /** The next run strictly after `now`. */
  nextRunAt(now?: Date): Date;
  /** The one pending job, at the next run time. */
  job(now?: Date): NewJob;
  schedule(db: Queryable): Promise<void>;
}

export function dailyJob(kind: string, indianTime: { hour: number; minute: number }): DailyJob {
  const utcMinuteOfDay = (indianTime.hour * 60 + indianTime.minute - INDIA_UTC_OFFSET_MINUTES + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const nextRunAt = (now: Date = new Date()) => {
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 0, utcMinuteOfDay));
    return today.getTime() > now.getTime() ? today : new Date(today.getTime() + MINUTES_PER_DAY * 60_000);
  };
  const job = (now: Date = new Date()): NewJob => ({ kind, payload: {}, runAt: nextRunAt(now), dedupeKey: kind });
  return { kind, nextRunAt, job, schedule: async (db) => void (await enqueueJob(db, job())) };
}
