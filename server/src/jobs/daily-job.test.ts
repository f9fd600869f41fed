import { expect, it } from 'vitest';
import { dailyJob } from './daily-job.ts';

const pruning = dailyJob('example', { hour: 3, minute: 0 });

it('runs at the Indian time given, in UTC (IST is UTC+5:30): 03:00 in India is 21:30 UTC the day before', () => {
  expect(pruning.nextRunAt(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-26T21:30:00.000Z');
  expect(pruning.nextRunAt(new Date('2026-11-26T21:29:59Z')).toISOString()).toBe('2026-11-26T21:30:00.000Z');
});

it('answers a time strictly after now, so a job that runs at its time schedules the next day', () => {
  expect(pruning.nextRunAt(new Date('2026-11-26T21:30:00Z')).toISOString()).toBe('2026-11-27T21:30:00.000Z');
});

it('keeps one pending job by its kind', () => {
  const job = pruning.job(new Date('2026-11-26T10:00:00Z'));
  expect(job).toMatchObject({ kind: 'example', dedupeKey: 'example', payload: {} });
  expect(job.runAt?.toISOString()).toBe('2026-11-26T21:30:00.000Z');
});
