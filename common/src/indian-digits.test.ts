import { describe, expect, it } from 'vitest';
import { formatIndianNumber, writeIndianNumber } from './indian-digits.ts';
import { formatInr, formatInrShort } from './money.ts';

// The shortcut must write what Intl writes (the server renders with Node's ICU, the browser hydrates with its own
// strings): compared here over every size of number, both signs and the values it leaves to Intl.
const intlNumber = new Intl.NumberFormat('en-IN');
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** A fixed pseudo-random sequence, so a failure can be run again. */
function* numbersOfEverySize(count: number): Generator<number> {
  let seed = 12_345;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  for (let index = 0; index < count; index += 1) {
    const digits = 1 + Math.floor(next() * 16);
    yield Math.floor(next() * 10 ** digits);
  }
}

const edges = [0, -0, 1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 99_999, 1_00_000, 9_99_999, 10_00_000, 1_00_00_000, Number.MAX_SAFE_INTEGER];
const leftToIntl = [1e-7, -2.5e-9, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 53, 1e21, -1e25];
const fractions = [0.000_001, 0.000_5, 99_999.999_6, 0.5, 1.005, 1.125, 2.675, 0.0004, 0.0005, -0.0004, 1.999_5, 9_99_999.999_5, 12_345.678_9, 3.1, 7.25];

describe('Indian digits without Intl', () => {
  it('groups whole numbers as Intl en-IN does: the last three digits, then pairs', () => {
    expect(formatIndianNumber(1_23_45_678)).toBe('1,23,45,678');
    for (const value of [...edges, ...numbersOfEverySize(5_000)]) {
      expect(formatIndianNumber(value)).toBe(intlNumber.format(value));
      expect(formatIndianNumber(-value)).toBe(intlNumber.format(-value));
    }
  });

  it('rounds fractions as Intl does (their shortest decimal, half away from zero) and drops trailing zeros', () => {
    expect(formatIndianNumber(2.5, { maximumFractionDigits: 2 })).toBe('2.5');
    expect(formatIndianNumber(1.005, { maximumFractionDigits: 2 })).toBe('1.01');
    expect(formatIndianNumber(99_999.9996)).toBe('1,00,000');
    const intlTwoDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    const values = [...fractions, ...[...numbersOfEverySize(3_000)].map((value, index) => value / 10 ** (1 + (index % 6)))];
    for (const value of values) {
      for (const signed of [value, -value]) {
        expect(formatIndianNumber(signed)).toBe(intlNumber.format(signed));
        expect(formatIndianNumber(signed, { maximumFractionDigits: 2 })).toBe(intlTwoDigits.format(signed));
      }
    }
  });

  it('leaves NaN, infinities and numbers beyond 2^53 to Intl, with the same output', () => {
    for (const value of leftToIntl) {
      expect(writeIndianNumber(value, { maximumFractionDigits: 3 })).toBeNull();
      expect(formatIndianNumber(value)).toBe(intlNumber.format(value));
    }
  });

  it('writes rupees as Intl en-IN currency does, paise rounded to whole rupees', () => {
    expect(formatInr(-5_00_000_00)).toBe('-₹5,00,000');
    for (const value of [...edges, ...numbersOfEverySize(5_000), ...fractions, ...leftToIntl]) {
      for (const paise of [value, -value, value + 49, value + 50, value - 51]) {
        expect(formatInr(paise)).toBe(intlRupees.format(Math.round(paise / 100)));
      }
    }
  });

  it('keeps the short form below a lakh equal to the full amount', () => {
    for (const value of numbersOfEverySize(2_000)) {
      const paise = value % 1_00_000_00;
      expect(formatInrShort(paise)).toBe(intlRupees.format(Math.round(paise / 100)));
    }
  });
});
