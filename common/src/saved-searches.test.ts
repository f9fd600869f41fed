import { describe, expect, it } from 'vitest';
import { browseSearchParams, formatNewCount, savedSearchFiltersSchema, summarizeFilters, suggestSavedSearchName } from './saved-searches.ts';

const filters = (input: object) => savedSearchFiltersSchema.parse(input);

describe('the summary of a saved search', () => {
  it('names every filter in browse order, prices in lakh and crore, then the order', () => {
    const bakeries = filters({ search: ' bakery ', category: 'food-beverage', location: 'Pune', minPrice: '1000000', maxPrice: '20000000' });
    // With a search text the default order is relevance (ADR 0029).
    expect(summarizeFilters(bakeries, 'Food & Beverage')).toBe('“bakery” · Food & Beverage · Pune · ₹10 L–₹2 Cr · best match first');
    expect(summarizeFilters(filters({ search: 'bakery', sort: 'date' }))).toBe('“bakery” · newest first');
    expect(summarizeFilters(filters({ minPrice: 50000, sort: 'price', order: 'asc' }))).toBe('from ₹50,000 · lowest price first');
    expect(summarizeFilters(filters({ maxPrice: 15000000, sort: 'name' }))).toBe('up to ₹1.5 Cr · name Z–A');
    expect(summarizeFilters(filters({ category: 'unknown-slug' }))).toBe('unknown-slug · newest first');
    expect(summarizeFilters(filters({}))).toBe('All businesses · newest first');
  });

  it('names the yearly profit and asking multiple filters and their sorts (issue 25)', () => {
    const screened = filters({ category: 'technology', minProfit: '10 lakh', maxMultiple: '3.50', sort: 'multiple', order: 'asc' });
    expect(screened).toMatchObject({ minProfit: 1000000, maxMultiple: 3.5 });
    expect(summarizeFilters(screened, 'Technology')).toBe('Technology · profit from ₹10 L · multiple up to 3.5× · lowest multiple first');
    expect(summarizeFilters(filters({ minProfit: 0, sort: 'profit' }))).toBe('profit from ₹0 · highest profit first');
    expect(suggestSavedSearchName(filters({ maxMultiple: 4 }))).toBe('multiple up to 4×');
  });

  it('suggests a one-line name of at most 100 characters without the order', () => {
    expect(suggestSavedSearchName(filters({ search: 'cafe', location: 'Goa', sort: 'views' }))).toBe('“cafe” · Goa');
    expect(suggestSavedSearchName(filters({}))).toBe('All businesses');
    const long = suggestSavedSearchName(filters({ search: 'x'.repeat(150) }));
    expect(long.length).toBeLessThanOrEqual(100);
  });
});

describe('running a saved search', () => {
  it('opens /listings with its filters as the browse page writes them, defaults left out', () => {
    expect(browseSearchParams(filters({ search: 'tea', minPrice: 0, sort: 'relevance', order: 'desc' })).toString()).toBe('search=tea&minPrice=0');
    // The newest first is a choice once there is a search text.
    expect(browseSearchParams(filters({ search: 'tea', sort: 'date' })).toString()).toBe('search=tea&sort=date');
    expect(browseSearchParams(filters({ sort: 'date' })).toString()).toBe('');
    expect(browseSearchParams(filters({ category: 'technology', sort: 'price', order: 'asc' })).toString()).toBe('category=technology&sort=price&order=asc');
    expect(browseSearchParams(filters({ minProfit: '5 lakh', maxMultiple: 2.5, sort: 'profit', order: 'desc' })).toString()).toBe(
      'minProfit=500000&maxMultiple=2.5&sort=profit',
    );
  });
});

it('shows "N new" up to 99, then 99+', () => {
  expect(formatNewCount(0)).toBe('0');
  expect(formatNewCount(99)).toBe('99');
  expect(formatNewCount(100)).toBe('99+');
});
