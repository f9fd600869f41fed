// Running a daily job (jobs/daily-job.ts) in a test without waiting for its time of day.
import { and, eq, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { jobs } from '../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

export const pendingJobsOf = (db: Database, kind: string) => db.select().from(jobs).where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));

/** As if its time had come: the pending job is due; runs until it has rescheduled itself for tomorrow. */
export async function runDailyJobNow(testApp: TestApp, kind: string) {
  const { db } = testApp.database;
  await db.update(jobs).set({ runAt: sql`now()` }).where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));
  // The app's own loop may claim it first, and a backlog takes more than one run: drain until it waits again.
  await vi.waitFor(
    async () => {
      await testApp.app.outbox.drain();
      const [pending] = await pendingJobsOf(db, kind);
      expect(pending?.runAt.getTime()).toBeGreaterThan(Date.now());
    },
    { timeout: 15_000, interval: 50 },
  );
}
