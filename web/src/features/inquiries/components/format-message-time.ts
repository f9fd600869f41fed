// SPEC §9: en-IN. Today's messages show the time only; older ones the date too. The formatters are made on first
// use, not when a page that may show a message loads: the first Intl formatter starts ICU (ADR 0018).
let formatters: { time: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat; full: Intl.DateTimeFormat } | undefined;

/** "3:05 pm" today, "12 Mar, 3:05 pm" this year, "12 Mar 2025" before. */
export function formatMessageTime(isoTimestamp: string, now: Date = new Date()): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  formatters ??= {
    time: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' }),
    dateTime: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
    full: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
  };
  if (date.toDateString() === now.toDateString()) return formatters.time.format(date);
  if (date.getFullYear() === now.getFullYear()) return formatters.dateTime.format(date);
  return formatters.full.format(date);
}
