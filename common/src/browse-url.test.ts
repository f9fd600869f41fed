import { describe, expect, it } from 'vitest';
import { browseUrl, canonicalBrowseRedirect, readBrowseUrl } from './browse-url.ts';

describe('browseUrl', () => {
  it('leaves out empty and default values and writes the names in one order', () => {
    expect(browseUrl()).toBe('/listings');
    expect(browseUrl({ search: '', sort: 'date', order: 'desc' })).toBe('/listings');
    expect(browseUrl({ order: 'asc', sort: 'price', search: ' chai cafe ', category: 'food' })).toBe('/listings?search=chai+cafe&category=food&sort=price&order=asc');
  });

  it('writes prices typed in lakh and crore as whole rupees, and drops what names no amount', () => {
    expect(browseUrl({ minPrice: '50 lakh', maxPrice: '1.5 Cr' })).toBe('/listings?minPrice=5000000&maxPrice=15000000');
    expect(browseUrl({ minPrice: '2,50,000', maxPrice: 'lots' })).toBe('/listings?minPrice=250000');
  });

  it('writes a minimum profit like the prices and a maximum multiple as a plain decimal', () => {
    expect(browseUrl({ minProfit: '10 lakh', maxMultiple: '3.50', sort: 'multiple', order: 'asc' })).toBe(
      '/listings?minProfit=1000000&maxMultiple=3.5&sort=multiple&order=asc',
    );
    expect(browseUrl({ maxMultiple: ' 4 ' })).toBe('/listings?maxMultiple=4');
    expect(browseUrl({ maxMultiple: 'cheap', minProfit: 'lots' })).toBe('/listings');
    expect(browseUrl({ maxMultiple: '-2' })).toBe('/listings');
    expect(browseUrl({ maxMultiple: 'Infinity' })).toBe('/listings');
  });

  it('keeps the keyset cursor last', () => {
    expect(browseUrl({ cursor: 'abc', search: 'tea' })).toBe('/listings?search=tea&cursor=abc');
  });
});

describe('readBrowseUrl', () => {
  it('takes the first of a name given twice (the order toggle before the hidden current order)', () => {
    expect(readBrowseUrl(new URLSearchParams('order=asc&order=desc')).order).toBe('asc');
  });

  it('replaces an unknown sort or order by the default', () => {
    const filters = readBrowseUrl(new URLSearchParams('sort=cheapest&order=up'));
    expect([filters.sort, filters.order]).toEqual(['date', 'desc']);
  });
});

describe('canonicalBrowseRedirect', () => {
  it('sends what a form without the script submits to the address the script builds', () => {
    expect(canonicalBrowseRedirect('?search=+cafe+&category=&location=&minPrice=50+lakh&maxPrice=&sort=&order=desc')).toBe(
      '/listings?search=cafe&minPrice=5000000',
    );
    // A sort the visitor chose is kept: with a search text, newest first is not the default (relevance is).
    expect(canonicalBrowseRedirect('?search=cafe&sort=date&order=desc')).toBe('/listings?search=cafe&sort=date');
    expect(canonicalBrowseRedirect('?search=')).toBe('/listings');
    expect(canonicalBrowseRedirect('?utm_source=mail')).toBe('/listings');
  });

  it('keeps a "Save this search" started before signing in (?then=save-search), last, and no other intent', () => {
    expect(canonicalBrowseRedirect('?then=save-search&search=cafe&sort=')).toBe('/listings?search=cafe&then=save-search');
    expect(canonicalBrowseRedirect('?then=save-search&order=desc')).toBe('/listings?then=save-search');
    expect(canonicalBrowseRedirect('?search=cafe&then=favorite')).toBe('/listings?search=cafe');
  });

  it("keeps the newsletter form's outcome (?subscription=) when it is one the page can say", () => {
    expect(canonicalBrowseRedirect('?subscription=pending&search=cafe&order=desc')).toBe('/listings?search=cafe&subscription=pending');
    expect(canonicalBrowseRedirect('?subscription=anything+else')).toBe('/listings');
    expect(canonicalBrowseRedirect('?subscription=invalid')).toBeNull();
  });

  it('leaves a canonical address alone, so a redirect never loops', () => {
    for (const url of ['/listings', '/listings?search=chai+cafe&sort=price', '/listings?search=%C3%A9t%C3%A9&minPrice=5000000&cursor=x%2By', '/listings?then=save-search', '/listings?category=retail&then=save-search']) {
      const search = url.slice('/listings'.length);
      expect(canonicalBrowseRedirect(search)).toBeNull();
    }
    expect(canonicalBrowseRedirect('')).toBeNull();
    expect(canonicalBrowseRedirect('?')).toBeNull();
  });
});
