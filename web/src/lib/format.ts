// SPEC §9: dates and numbers are shown in the Indian locale.
const dateFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** "22 November 2025" from an ISO timestamp; an unparsable value is shown as it came. */
export function formatDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : dateFormatter.format(date);
}

/** "Buyer" from "buyer". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
