import { describe, expect, it } from 'vitest';
import { parseIndianAmount, parseSignedIndianAmount, parseWholeRupees } from './indian-amount.ts';

const rupees = (amount: number) => amount * 100;

describe('parseIndianAmount', () => {
  it.each([
    ['50 lakh', rupees(50_00_000)],
    ['50 Lakhs', rupees(50_00_000)],
    ['50 lac', rupees(50_00_000)],
    ['50L', rupees(50_00_000)],
    ['50l', rupees(50_00_000)],
    ['1.5 crore', rupees(1_50_00_000)],
    ['1.5 Cr', rupees(1_50_00_000)],
    ['1.5cr', rupees(1_50_00_000)],
    ['1.15 crore', rupees(1_15_00_000)],
    ['2 crores', rupees(2_00_00_000)],
    ['2,50,000', rupees(2_50_000)],
    ['250,000', rupees(2_50_000)],
    ['250000', rupees(2_50_000)],
    ['₹85,000', rupees(85_000)],
    ['Rs. 45 lakh', rupees(45_00_000)],
    ['INR 12 L', rupees(12_00_000)],
    ['50k', rupees(50_000)],
    ['  7  ', rupees(7)],
    ['0', 0],
    ['1234.5', 1_234_50],
    ['1.2345678 lakh', 1_23_45_678],
  ])('reads %j', (text, paise) => {
    expect(parseIndianAmount(text)).toBe(paise);
  });

  it.each(['', ' ', 'lakh', 'fifty', '-5', '5 lakh crore', '5 million', '1,,000', '1000,', '1.234', '1e5', '0x10', '50 lakh!', String(10 ** 17)])(
    'refuses %j',
    (text) => {
      expect(parseIndianAmount(text)).toBeNull();
    },
  );
});

describe('parseWholeRupees', () => {
  it('gives whole rupees, and nothing for paise', () => {
    expect(parseWholeRupees('50 lakh')).toBe(50_00_000);
    expect(parseWholeRupees('1.5 Cr')).toBe(1_50_00_000);
    expect(parseWholeRupees('99.5')).toBeNull();
    expect(parseWholeRupees('')).toBeNull();
  });
});

describe('parseSignedIndianAmount', () => {
  it('reads a loss with a leading minus', () => {
    expect(parseSignedIndianAmount('-5 lakh')).toBe(-rupees(5_00_000));
    expect(parseSignedIndianAmount(' -2,50,000')).toBe(-rupees(2_50_000));
    expect(parseSignedIndianAmount('12 L')).toBe(rupees(12_00_000));
    expect(parseSignedIndianAmount('-')).toBeNull();
    expect(parseSignedIndianAmount('--5')).toBeNull();
  });
});
