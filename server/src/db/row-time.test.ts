import { describe, expect, it } from 'vitest';
import { RowClock } from './row-time.ts';

describe('RowClock', () => {
  it('gives microseconds that PostgreSQL reads as the same instant, and the millisecond Date drizzle reads back', () => {
    const time = new RowClock().next(Date.parse('2026-11-26T07:38:06.020Z'));
    expect(time.text).toBe('2026-11-26T07:38:06.020000Z');
    expect(time.at.toISOString()).toBe('2026-11-26T07:38:06.020Z');
  });

  it('never repeats or goes back, within a millisecond or when the clock is set back', () => {
    const clock = new RowClock();
    const now = Date.parse('2026-11-26T08:00:00.000Z');
    const texts = [now, now, now, now - 5_000, now + 1].map((ms) => clock.next(ms).text);
    expect(texts).toEqual([
      '2026-11-26T08:00:00.000000Z',
      '2026-11-26T08:00:00.000001Z',
      '2026-11-26T08:00:00.000002Z',
      '2026-11-26T08:00:00.000003Z',
      '2026-11-26T08:00:00.001000Z',
    ]);
  });
});
