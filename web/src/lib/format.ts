import { formatInr, formatInrShort } from '@common/money.ts';

// SPEC §9: dates and numbers are shown in the Indian locale, and in India's one time zone: the server renders the
// public pages in UTC and the browser hydrates them in the visitor's zone, so both must name the same one or a
// date near midnight would differ between the two (ADR 0018).
export const TIME_ZONE = 'Asia/Kolkata';
const dateFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const shortDateFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
const numberFormatter = new Intl.NumberFormat('en-IN');

function formatWith(formatter: Intl.DateTimeFormat, isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : formatter.format(date);
}

/** "22 November 2025" from an ISO timestamp; an unparsable value is shown as it came. */
export function formatDate(isoTimestamp: string): string {
  return formatWith(dateFormatter, isoTimestamp);
}

/** "22 Nov 2025", for dense places such as listing cards. */
export function formatShortDate(isoTimestamp: string): string {
  return formatWith(shortDateFormatter, isoTimestamp);
}

/** "1,00,000": counts in the Indian grouping. */
export function formatCount(count: number): string {
  return numberFormatter.format(count);
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

const dateTimeFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

const yearFormatter = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: TIME_ZONE });

/** "2026": this year in India (the footer's copyright), the same on the server and in the browser. */
export function formatCurrentYear(now: Date = new Date()): string {
  return yearFormatter.format(now);
}

/** "22 Nov 2025, 3:45 pm": when something happened, to the minute. */
export function formatDateTime(isoTimestamp: string): string {
  return formatWith(dateTimeFormatter, isoTimestamp);
}
