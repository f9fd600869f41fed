import { describe, expect, it } from 'vitest';
import { formatMargin, formatMultiple, listingMetrics } from './listing-metrics.ts';

const lakh = 100_000 * 100;

describe('listingMetrics', () => {
  it('divides profit by revenue and the asking price by profit', () => {
    expect(listingMetrics({ askingPrice: 70 * lakh, revenue: 80 * lakh, profit: 20 * lakh })).toEqual({ margin: 0.25, askingMultiple: 3.5 });
  });

  it('has no multiple when profit is missing, zero or a loss', () => {
    expect(listingMetrics({ askingPrice: 70 * lakh, revenue: 80 * lakh, profit: null }).askingMultiple).toBeNull();
    expect(listingMetrics({ askingPrice: 70 * lakh, revenue: 80 * lakh, profit: 0 }).askingMultiple).toBeNull();
    expect(listingMetrics({ askingPrice: 70 * lakh, revenue: 80 * lakh, profit: -5 * lakh }).askingMultiple).toBeNull();
  });

  it('has no margin without both figures or with no revenue, and a negative one for a loss', () => {
    expect(listingMetrics({ askingPrice: 1, revenue: null, profit: 5 }).margin).toBeNull();
    expect(listingMetrics({ askingPrice: 1, revenue: 5, profit: null }).margin).toBeNull();
    expect(listingMetrics({ askingPrice: 1, revenue: 0, profit: 5 }).margin).toBeNull();
    expect(listingMetrics({ askingPrice: 1, revenue: 40 * lakh, profit: -5 * lakh }).margin).toBe(-0.125);
  });
});

describe('formatting', () => {
  it('writes a margin as a percentage to one decimal at most', () => {
    expect(formatMargin(0.25)).toBe('25%');
    expect(formatMargin(0.3333)).toBe('33.3%');
    expect(formatMargin(-0.125)).toBe('-12.5%');
    expect(formatMargin(-0.0001)).toBe('0%');
  });

  it('writes a multiple with a times sign', () => {
    expect(formatMultiple(3.5)).toBe('3.5×');
    expect(formatMultiple(12)).toBe('12×');
    expect(formatMultiple(10 / 3)).toBe('3.3×');
    expect(formatMultiple(0.25)).toBe('0.25×');
  });
});

describe('listingReference', () => {
  it('is BB- and the first 8 hex digits of the id, upper case', async () => {
    const { listingReference } = await import('./listing-reference.ts');
    expect(listingReference('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d')).toBe('BB-1A2B3C4D');
  });
});
