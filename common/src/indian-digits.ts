// Numbers in the Indian grouping without Intl: the first Intl.NumberFormat or DateTimeFormat a page makes starts
// the browser's ICU, 130–200 ms of main thread on a phone before the page responds (ADR 0018). For the numbers
// the public pages show the rules are simple; anything else still goes to Intl. The output is Intl's, character
// for character (indian-digits.test.ts compares them).

const formatters = new Map<number, Intl.NumberFormat>();

/** "12,34,567" from the digits of a whole number: the last three, then pairs (lakh, crore). */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** "1000" from "999" + 1: adds one to a string of decimal digits. */
function incrementDigits(digits: string): string {
  let carry = 1;
  let result = '';
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const sum = Number(digits[index]) + carry;
    result = `${sum % 10}${result}`;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${result}` : result;
}

/**
 * "-12,34,567.5" as `Intl.NumberFormat('en-IN', { maximumFractionDigits })` writes it; `prefix` goes after the
 * sign ("-₹12,34,567"). Like Intl it rounds the number's shortest decimal form (1.005 is "1.005", so 1.01 to two
 * places) half away from zero and drops trailing zeros. Null for what it leaves to Intl: NaN, ±Infinity, numbers
 * beyond 2^53 and those JavaScript writes with an exponent (below 10^-6).
 */
export function writeIndianNumber(value: number, { maximumFractionDigits, prefix = '' }: { maximumFractionDigits: number; prefix?: string }): string | null {
  if (!(Math.abs(value) <= Number.MAX_SAFE_INTEGER)) return null;
  const decimal = String(Math.abs(value));
  if (decimal.includes('e')) return null;
  const [whole = '', fraction = ''] = decimal.split('.');
  let digits = `${whole}${fraction.slice(0, maximumFractionDigits)}`;
  if (fraction.length > maximumFractionDigits && Number(fraction[maximumFractionDigits]) >= 5) digits = incrementDigits(digits);
  const kept = Math.min(fraction.length, maximumFractionDigits);
  const wholeDigits = digits.slice(0, digits.length - kept);
  const decimals = digits.slice(digits.length - kept).replace(/0+$/, '');
  // Intl writes any negative number with its sign, even one that rounds to zero, and negative zero too ("-0").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${prefix}${groupDigits(wholeDigits)}${decimals ? `.${decimals}` : ''}`;
}

/** "1,00,000", "2.75": a number in the Indian grouping, as `Intl.NumberFormat('en-IN', …)` writes it. */
export function formatIndianNumber(value: number, { maximumFractionDigits = 3 }: { maximumFractionDigits?: number } = {}): string {
  const written = writeIndianNumber(value, { maximumFractionDigits });
  if (written !== null) return written;
  let formatter = formatters.get(maximumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits });
    formatters.set(maximumFractionDigits, formatter);
  }
  return formatter.format(value);
}
