import { describe, expect, it } from 'vitest';
import { browseQuerySchema } from './listings.ts';

describe('browseQuerySchema price filters', () => {
  it('reads prices as people type them, for forms sent without the script', () => {
    const query = browseQuerySchema.parse({ minPrice: '50 lakh', maxPrice: '1.5 Cr' });
    expect([query.minPrice, query.maxPrice]).toEqual([50_00_000, 1_50_00_000]);
    expect(browseQuerySchema.parse({ minPrice: '2,50,000' }).minPrice).toBe(2_50_000);
    expect(browseQuerySchema.parse({ minPrice: '5000000' }).minPrice).toBe(50_00_000);
  });

  it('still refuses what names no whole-rupee amount', () => {
    expect(browseQuerySchema.safeParse({ minPrice: 'lots' }).success).toBe(false);
    expect(browseQuerySchema.safeParse({ minPrice: '99.5' }).success).toBe(false);
    expect(browseQuerySchema.safeParse({ minPrice: '-5' }).success).toBe(false);
  });
});

describe('browseQuerySchema profit and multiple filters', () => {
  it('reads a minimum profit like the prices and a maximum multiple as a decimal', () => {
    const query = browseQuerySchema.parse({ minProfit: '10 lakh', maxMultiple: '3.5', sort: 'multiple', order: 'asc' });
    expect([query.minProfit, query.maxMultiple, query.sort]).toEqual([10_00_000, 3.5, 'multiple']);
    expect(browseQuerySchema.parse({ sort: 'profit' }).sort).toBe('profit');
  });

  it('refuses a multiple that is not a positive number', () => {
    for (const maxMultiple of ['cheap', '0', '-1', 'Infinity', '1e9']) {
      expect(browseQuerySchema.safeParse({ maxMultiple }).success, maxMultiple).toBe(false);
    }
    expect(browseQuerySchema.safeParse({ minProfit: 'lots' }).success).toBe(false);
  });
});
