import { describe, expect, it } from 'vitest';
import { formatCurrentYear, formatDate, formatDateTime, formatShortDate, TIME_ZONE } from './format';

// The dates are written without Intl (ADR 0018) and must read exactly as Intl en-IN in India's time zone wrote
// them, or the server's page and the browser's first render would differ.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { ...options, timeZone: TIME_ZONE });
const intlDate = intl({ day: 'numeric', month: 'long', year: 'numeric' });
const intlShortDate = intl({ day: 'numeric', month: 'short', year: 'numeric' });
const intlDateTime = intl({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const intlYear = intl({ year: 'numeric' });

function expectSameAsIntl(date: Date) {
  const iso = date.toISOString();
  expect(formatDate(iso), iso).toBe(intlDate.format(date));
  expect(formatShortDate(iso), iso).toBe(intlShortDate.format(date));
  expect(formatDateTime(iso), iso).toBe(intlDateTime.format(date));
  expect(formatCurrentYear(date), iso).toBe(intlYear.format(date));
}

/** A fixed pseudo-random sequence of times from 1900 to 2200, so a failure can be run again. */
function* timesOverThreeCenturies(count: number): Generator<Date> {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const from = Date.UTC(1900, 0, 1);
  const span = Date.UTC(2200, 0, 1) - from;
  for (let index = 0; index < count; index += 1) yield new Date(from + Math.floor(next() * span));
}

describe('dates in India without Intl', () => {
  it('writes the long, short and to-the-minute forms', () => {
    expect(formatDate('2025-11-22T10:00:00.000Z')).toBe('22 November 2025');
    expect(formatShortDate('2025-09-05T10:00:00.000Z')).toBe('5 Sept 2025');
    expect(formatDateTime('2025-11-22T10:15:00.000Z')).toBe('22 Nov 2025, 3:45 pm');
  });

  it('turns the date at midnight in India, 18:30 UTC', () => {
    expect(formatShortDate('2025-12-31T18:29:59.999Z')).toBe('31 Dec 2025');
    expect(formatShortDate('2025-12-31T18:30:00.000Z')).toBe('1 Jan 2026');
    expect(formatCurrentYear(new Date('2025-12-31T18:30:00.000Z'))).toBe('2026');
  });

  it('matches Intl at every hour and minute edge of a day, every month and leap days', () => {
    for (let month = 0; month < 12; month += 1) {
      for (let hour = 0; hour < 24; hour += 1) {
        for (const minute of [0, 1, 29, 30, 31, 59]) expectSameAsIntl(new Date(Date.UTC(2024, month, 28 + (month % 4), hour, minute, 59, 999)));
      }
    }
    expectSameAsIntl(new Date(Date.UTC(2024, 1, 29, 12)));
    expectSameAsIntl(new Date(Date.UTC(2000, 1, 29, 18, 30)));
  });

  it('matches Intl over three centuries, including the years before India kept one offset (left to Intl)', () => {
    for (const date of timesOverThreeCenturies(20_000)) expectSameAsIntl(date);
    for (const iso of ['1945-10-14T17:29:00.000Z', '1945-10-14T17:30:00.000Z', '1945-12-31T18:29:00.000Z', '1945-12-31T18:30:00.000Z', '1942-06-01T18:00:00.000Z'])
      expectSameAsIntl(new Date(iso));
    expectSameAsIntl(new Date('9998-12-31T18:30:00.000Z'));
    expectSameAsIntl(new Date('9999-06-01T00:00:00.000Z'));
  });

  it('shows an unparsable timestamp as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });
});
