import { describe, expect, it } from 'vitest';
import { activeFilters, describeEmptySearch, listingsHref } from './no-results-words';

describe('a search that finds nothing', () => {
  const query = { search: 'cafe', location: 'Kochi', minProfit: '500000', maxMultiple: '2.5', sort: 'relevance', order: 'desc' } as const;

  it('counts the yearly profit and asking multiple among the filters one can search without (issue 25)', () => {
    expect(activeFilters(query)).toEqual(['search', 'location', 'minProfit', 'maxMultiple']);
    expect(activeFilters({ sort: 'date', order: 'desc' })).toEqual([]);
  });

  it('links to the same search without one filter, keeping every other, the new ones included', () => {
    expect(listingsHref(query, { minProfit: undefined })).toBe('/listings?search=cafe&location=Kochi&maxMultiple=2.5');
    expect(listingsHref(query, { maxMultiple: undefined })).toBe('/listings?search=cafe&location=Kochi&minProfit=500000');
    expect(listingsHref(query, { search: undefined })).toBe('/listings?location=Kochi&minProfit=500000&maxMultiple=2.5');
    expect(listingsHref(query, { search: 'chai' })).toBe('/listings?search=chai&location=Kochi&minProfit=500000&maxMultiple=2.5');
  });

  it('says what was searched, the profit and multiple in words', () => {
    expect(describeEmptySearch(query, undefined)).toBe(
      'No businesses match “cafe” in Kochi with a yearly profit of at least ₹5,00,000 at an asking multiple of at most 2.5×.',
    );
    expect(describeEmptySearch({ category: 'technology', maxPrice: '1000000', sort: 'date', order: 'desc' }, 'Technology')).toBe(
      'No businesses match these filters in Technology up to ₹10,00,000.',
    );
  });
});
