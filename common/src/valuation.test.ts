import { describe, expect, it } from 'vitest';
import { estimateValuation, sectorMultiples } from './valuation.ts';

describe('estimateValuation', () => {
  it('multiplies a positive profit by the sector profit multiples', () => {
    const [low, high] = sectorMultiples.technology?.profit ?? [0, 0];
    expect(estimateValuation({ profit: 10_000_000, revenue: 50_000_000, categorySlug: 'technology' })).toEqual({
      low: 10_000_000 * low,
      high: 10_000_000 * high,
      basis: 'profit',
      multiples: [low, high],
    });
  });

  it('falls back to revenue multiples when the business makes a loss or gives no profit', () => {
    expect(estimateValuation({ profit: -500, revenue: 1_000_000, categorySlug: 'food-beverage' })).toMatchObject({ basis: 'revenue', low: 300_000, high: 700_000 });
    expect(estimateValuation({ profit: null, revenue: 1_000_000, categorySlug: 'food-beverage' })?.basis).toBe('revenue');
  });

  it('uses general multiples for sectors without their own and gives nothing without figures', () => {
    expect(estimateValuation({ profit: 1_000, revenue: null, categorySlug: 'automotive' })).toMatchObject({ low: 2_000, high: 4_000 });
    expect(estimateValuation({ profit: 1_000, revenue: null, categorySlug: null })).toMatchObject({ low: 2_000, high: 4_000 });
    expect(estimateValuation({ profit: null, revenue: null, categorySlug: 'technology' })).toBeNull();
    expect(estimateValuation({ profit: 0, revenue: 0, categorySlug: 'technology' })).toBeNull();
  });
});
