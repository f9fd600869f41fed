// Amounts as Indians type them (issue 24): "50 lakh", "1.5 crore", "50L", "1.5 Cr", "2,50,000", "₹85,000",
// "Rs 1.25 cr" or plain rupees. One parser for the browse price filters (the page's fields, and the server for
// forms sent without the script) and the listing form's money fields. No zod and no Intl here: the public pages
// load it before they hydrate (ADR 0018).

const PAISE_DIGITS = 2;

// How many places each unit moves the decimal point (a lakh is 10^5 rupees, a crore 10^7).
const unitPlaces: Record<string, number> = {
  '': 0,
  k: 3,
  thousand: 3,
  l: 5,
  lac: 5,
  lacs: 5,
  lakh: 5,
  lakhs: 5,
  lk: 5,
  cr: 7,
  crs: 7,
  crore: 7,
  crores: 7,
};

// An optional ₹/Rs/INR, a number (Indian or western commas allowed between digits), an optional unit.
const AMOUNT = /^(?:₹|rs\.?|inr)?\s*(\d[\d,]*)(?:\.(\d*))?\s*([a-z]*)\.?$/;

/**
 * The amount `text` names, in paise (an exact whole number), or null when it names none (empty, a negative, an
 * unknown unit, more precision than a paisa). "50 lakh" → 5,00,00,000 paise (₹50,00,000).
 */
export function parseIndianAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim().toLowerCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, wholeWithCommas = '', fraction = '', unit = ''] = match;
  const places = unitPlaces[unit];
  if (places === undefined || wholeWithCommas.endsWith(',') || wholeWithCommas.includes(',,')) return null;
  // Shift the decimal point as a string, so "1.15 crore" is exactly ₹1,15,00,000 (1.15 × 10^7 is not, in floats).
  const shift = places + PAISE_DIGITS;
  const fractionDigits = fraction.replace(/0+$/, '');
  if (fractionDigits.length > shift) return null;
  const digits = `${wholeWithCommas.replaceAll(',', '')}${fractionDigits.padEnd(shift, '0')}`;
  const paise = Number(digits);
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Whole rupees, as the browse URL writes a price ("5000000"), or null when `text` names no whole-rupee amount. */
export function parseWholeRupees(text: string): number | null {
  const paise = parseIndianAmount(text);
  return paise !== null && paise % 100 === 0 ? paise / 100 : null;
}

/** As parseIndianAmount, with a leading minus for a loss ("-5 lakh" → -5,00,00,000 paise): the listing's profit. */
export function parseSignedIndianAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('-')) return parseIndianAmount(trimmed);
  const paise = parseIndianAmount(trimmed.slice(1));
  return paise === null || paise === 0 ? paise : -paise;
}
