import { describe, expect, it } from 'vitest';
import { formatInr, formatInrShort, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('converts rupees to paise and back', () => {
    expect(rupeesToPaise(1_25_000)).toBe(1_25_00_000);
    expect(paiseToRupees(1_25_00_000)).toBe(1_25_000);
  });

  it('formats paise as whole rupees the Indian way', () => {
    expect(formatInr(1_25_00_000_00)).toBe('₹1,25,00,000');
    expect(formatInr(99)).toBe('₹1');
    expect(formatInr(0)).toBe('₹0');
  });

  it('gives the lakh and crore short forms', () => {
    expect(formatInrShort(1_25_00_000_00)).toBe('₹1.25 Cr');
    expect(formatInrShort(45_00_000_00)).toBe('₹45 L');
    expect(formatInrShort(85_000_00)).toBe('₹85,000');
    expect(formatInrShort(1_00_00_000_00)).toBe('₹1 Cr');
  });
});
