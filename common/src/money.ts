// Money is stored and sent in paise (rupees × 100, SPEC §3) and shown in rupees, en-IN, without decimals.
export const PAISE_PER_RUPEE = 100;

const inrFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** ₹1,25,00,000 — the full amount as Indians write it. */
export function formatInr(paise: number): string {
  return inrFormatter.format(Math.round(paiseToRupees(paise)));
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
  return inrFormatter.format(rupees);
}
