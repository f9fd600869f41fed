import { writeIndianNumber } from './indian-digits.ts';

// Money is stored and sent in paise (rupees × 100, SPEC §3) and shown in rupees, en-IN, without decimals.
export const PAISE_PER_RUPEE = 100;

// Whole rupees are written without Intl (indian-digits.ts: ICU's start-up delays the public pages); the formatter
// is made only for what that does not cover (NaN, ±Infinity, beyond 2^53), and writes the same as before.
let inrFormatter: Intl.NumberFormat | undefined;

/** "₹1,25,00,000", "-₹500": whole rupees as Intl.NumberFormat('en-IN', INR, no decimals) writes them. */
function formatRupees(rupees: number): string {
  const written = writeIndianNumber(rupees, { maximumFractionDigits: 0, prefix: '₹' });
  if (written !== null) return written;
  inrFormatter ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return inrFormatter.format(rupees);
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** ₹1,25,00,000 — the full amount as Indians write it. */
export function formatInr(paise: number): string {
  return formatRupees(Math.round(paiseToRupees(paise)));
}

const CRORE = 10_000_000;
const LAKH = 100_000;

function trimDecimals(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, '');
}

/** ₹1.25 Cr, ₹45 L, ₹85,000 — the short form used beside the full price. */
export function formatInrShort(paise: number): string {
  const rupees = Math.round(paiseToRupees(paise));
  if (rupees >= CRORE) return `₹${trimDecimals(rupees / CRORE)} Cr`;
  if (rupees >= LAKH) return `₹${trimDecimals(rupees / LAKH)} L`;
  return formatRupees(rupees);
}
