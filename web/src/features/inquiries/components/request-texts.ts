// The structured requests behind Request Financials and Schedule Visit (ARCHITECTURE §7): plain sentences the
// seller can answer, sent as an ordinary message.

export const financialDocuments = [
  { id: 'profit-and-loss', label: 'Profit and loss statements (last 3 years)', phrase: 'profit and loss statements for the last 3 years', isDefault: true },
  { id: 'balance-sheet', label: 'Balance sheet', phrase: 'balance sheet', isDefault: true },
  { id: 'gst-returns', label: 'GST returns', phrase: 'GST returns', isDefault: true },
  { id: 'bank-statements', label: 'Bank statements (last 12 months)', phrase: 'bank statements for 12 months', isDefault: true },
  { id: 'income-tax-returns', label: 'Income tax returns (last 3 years)', phrase: 'income tax returns for the last 3 years', isDefault: false },
] as const;

export type FinancialDocumentId = (typeof financialDocuments)[number]['id'];

export function financialsRequestText(listingTitle: string, documentIds: readonly FinancialDocumentId[]): string {
  const phrases = financialDocuments.filter((document) => documentIds.includes(document.id)).map((document) => document.phrase);
  return `I would like to review the financials of ${listingTitle}: ${phrases.join(', ')}.`;
}

export const visitTimesOfDay = [
  { value: 'morning', label: 'Morning (9 am – 12 pm)' },
  { value: 'afternoon', label: 'Afternoon (12 pm – 4 pm)' },
  { value: 'evening', label: 'Evening (4 pm – 7 pm)' },
  { value: 'any', label: 'Any time' },
] as const;

export type VisitTimeOfDay = (typeof visitTimesOfDay)[number]['value'];

export interface VisitRequest {
  /** yyyy-mm-dd, as a date input gives it. */
  preferredDate: string;
  timeOfDay: VisitTimeOfDay;
  alternativeDate: string;
  notes: string;
}

// Made on first use, not when the listing page loads: the first Intl formatter starts ICU (ADR 0018).
let visitDateFormatter: Intl.DateTimeFormat | undefined;

/** "Monday, 16 March 2026" from "2026-03-16", read as a local calendar day (not UTC midnight). */
export function formatVisitDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  visitDateFormatter ??= new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return visitDateFormatter.format(new Date(year, month - 1, day));
}

function timeOfDayPhrase(timeOfDay: VisitTimeOfDay): string {
  const option = visitTimesOfDay.find((candidate) => candidate.value === timeOfDay);
  return option ? option.label.charAt(0).toLowerCase() + option.label.slice(1) : timeOfDay;
}

export function visitRequestText(listingTitle: string, request: VisitRequest): string {
  const lines = [
    `I would like to schedule a visit to ${listingTitle}.`,
    `Preferred date: ${formatVisitDate(request.preferredDate)}, ${timeOfDayPhrase(request.timeOfDay)}.`,
  ];
  if (request.alternativeDate) lines.push(`Alternative date: ${formatVisitDate(request.alternativeDate)}.`);
  const notes = request.notes.trim();
  if (notes) lines.push(`Notes: ${notes}`);
  lines.push('Please let me know which time suits you.');
  return lines.join('\n');
}

/** Today as yyyy-mm-dd in the visitor's time zone: the earliest day a visit can be asked for. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
