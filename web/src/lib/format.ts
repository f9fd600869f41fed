import { formatIndianNumber } from '@common/indian-digits.ts';
import { formatInr, formatInrShort } from '@common/money.ts';

// SPEC §9: dates and numbers are shown in the Indian locale, and in India's one time zone: the server renders the
// public pages in UTC and the browser hydrates them in the visitor's zone, so both must name the same one or a
// date near midnight would differ between the two (ADR 0018).
export const TIME_ZONE = 'Asia/Kolkata';

// The dates are written here rather than by Intl: the first Intl formatter a page makes starts the browser's
// ICU, 130–200 ms of main thread on a phone before the page responds (ADR 0018). India keeps one offset and no
// daylight saving, so a timestamp's date in India is its UTC date 5 h 30 min later. The strings are Intl's en-IN
// ones, character for character (format.test.ts compares them), and now the same in every browser.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
// Kolkata has kept +05:30 since 15 October 1945 (before, wartime +06:30 and older local times), and the
// shortcut writes four-digit years only; other timestamps go to Intl.
const FIXED_OFFSET_SINCE = Date.UTC(1946, 0, 1);
const FOUR_DIGIT_YEARS_UNTIL = Date.UTC(9999, 0, 1);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// en-IN's short September is "Sept".
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

type IndiaTime = { year: number; month: number; day: number; hour: number; minute: number };

function indiaTime(time: number): IndiaTime | null {
  // Written so that NaN (an invalid Date) fails it too.
  if (!(time >= FIXED_OFFSET_SINCE && time < FOUR_DIGIT_YEARS_UNTIL)) return null;
  const shifted = new Date(time + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** Writes `date` with `write`, or with the Intl formatter `options` describe where the shortcut does not apply. */
function formatInIndia(date: Date, write: (time: IndiaTime) => string, options: Intl.DateTimeFormatOptions): string {
  const time = indiaTime(date.getTime());
  if (time) return write(time);
  return new Intl.DateTimeFormat('en-IN', { ...options, timeZone: TIME_ZONE }).format(date);
}

function formatTimestamp(isoTimestamp: string, write: (time: IndiaTime) => string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : formatInIndia(date, write, options);
}

const writeDate = ({ day, month, year }: IndiaTime) => `${day} ${MONTHS[month]} ${year}`;
const writeShortDate = ({ day, month, year }: IndiaTime) => `${day} ${SHORT_MONTHS[month]} ${year}`;
const writeDateTime = (time: IndiaTime) =>
  `${writeShortDate(time)}, ${time.hour % 12 || 12}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'am' : 'pm'}`;

/** "22 November 2025" from an ISO timestamp; an unparsable value is shown as it came. */
export function formatDate(isoTimestamp: string): string {
  return formatTimestamp(isoTimestamp, writeDate, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "22 Nov 2025", for dense places such as listing cards. */
export function formatShortDate(isoTimestamp: string): string {
  return formatTimestamp(isoTimestamp, writeShortDate, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "1,00,000": counts in the Indian grouping. */
export function formatCount(count: number): string {
  return formatIndianNumber(count);
}

/** "₹1,25,00,000 · ₹1.25 Cr"; below a lakh the short form adds nothing, so only the full amount is shown. */
export function formatPrice(paise: number): string {
  const full = formatInr(paise);
  const short = formatInrShort(paise);
  return short === full ? full : `${full} · ${short}`;
}

/** "Buyer" from "buyer". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "2026": this year in India (the footer's copyright), the same on the server and in the browser. */
export function formatCurrentYear(now: Date = new Date()): string {
  return formatInIndia(now, ({ year }) => String(year), { year: 'numeric' });
}

/** "22 Nov 2025, 3:45 pm": when something happened, to the minute. */
export function formatDateTime(isoTimestamp: string): string {
  return formatTimestamp(isoTimestamp, writeDateTime, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** "November 2025": a month in India, e.g. when an account was created. */
export function formatMonthYear(isoTimestamp: string): string {
  return formatTimestamp(isoTimestamp, ({ month, year }) => `${MONTHS[month]} ${year}`, { month: 'long', year: 'numeric' });
}
