// The browse page's address, written one way (issue 24): the SPA navigates to it, the no-script forms land on
// it (the server redirects any other spelling there, spa.ts), and the server renders from it. No zod here: the
// public pages load it before they hydrate (ADR 0018).
import { parseWholeRupees } from './indian-amount.ts';
import { effectiveSort, listingSortKeys, MAX_MULTIPLE_FILTER, sortOrders, type ListingSortKey, type SortOrder } from './listing-constants.ts';
import { isNewsletterFormOutcome, NEWSLETTER_FORM_PARAM } from './newsletter-form.ts';
import { LISTING_INTENT_PARAM, paths, SAVE_SEARCH_INTENT } from './routes.ts';

/** The browse filters as the page and its URL know them: '' for "not set". */
export interface BrowseUrlFilters {
  search: string;
  category: string;
  location: string;
  /** Whole rupees as digits ("5000000"); the page's fields may hold "50 lakh", which the URL writes as this. */
  minPrice: string;
  maxPrice: string;
  /** Yearly profit at least, in whole rupees as digits (typed like the prices). */
  minProfit: string;
  /** Asking multiple at most, a decimal such as "3.5". */
  maxMultiple: string;
  sort: ListingSortKey;
  order: SortOrder;
  /** The keyset page to start at (Load More without the script); '' for the first. */
  cursor: string;
}

/** The query's names, in the order the URL writes them (the filters form holds its fields in this order too). */
export const browseParamNames = ['search', 'category', 'location', 'minPrice', 'maxPrice', 'minProfit', 'maxMultiple', 'sort', 'order', 'cursor'] as const;

/** A search text with no letter or digit asks for nothing (the browse query schema reads it so too). */
const searchTextOf = (search: string) => (/[\p{L}\p{N}]/u.test(search) ? search : undefined);

/** The order a browse shows when the visitor chose none: relevance with a search text, else newest first (ADR 0029). */
export function defaultSortFor(search: string): ListingSortKey {
  return effectiveSort(searchTextOf(search), undefined);
}
export const DEFAULT_ORDER: SortOrder = 'desc';

function isOneOf<T extends string>(options: readonly T[], value: string): value is T {
  return (options as readonly string[]).includes(value);
}

/** "50 lakh" → "5000000"; what names no whole-rupee amount is dropped, as an empty field is. */
export function canonicalPrice(text: string): string {
  const rupees = parseWholeRupees(text);
  return rupees === null ? '' : String(rupees);
}

/** "3.50" → "3.5"; what names no multiple browse takes (not a number, 0 or less, over 1,000) is dropped, as an empty field is. */
export function canonicalMultiple(text: string): string {
  const multiple = text.trim() === '' ? 0 : Number(text);
  return multiple > 0 && multiple <= MAX_MULTIPLE_FILTER ? String(multiple) : '';
}

/**
 * The filters a browse query names, made canonical: text trimmed, prices in whole rupees, unknown sorts and
 * orders replaced by the default. A name given twice counts with its first value (the filters form sends the
 * order toggle's value before the current order's hidden field).
 */
export function readBrowseUrl(params: URLSearchParams): BrowseUrlFilters {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const search = text('search');
  const sort = text('sort');
  const order = text('order');
  return {
    search,
    category: text('category'),
    location: text('location'),
    minPrice: canonicalPrice(text('minPrice')),
    maxPrice: canonicalPrice(text('maxPrice')),
    minProfit: canonicalPrice(text('minProfit')),
    maxMultiple: canonicalMultiple(text('maxMultiple')),
    sort: effectiveSort(searchTextOf(search), isOneOf(listingSortKeys, sort) ? sort : undefined),
    order: isOneOf(sortOrders, order) ? order : DEFAULT_ORDER,
    cursor: text('cursor'),
  };
}

/** The query string (without "?") of these filters: empty and default values left out, names in one order. */
export function browseQueryString(filters: Partial<BrowseUrlFilters>): string {
  const params = readBrowseUrl(new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
  const written = new URLSearchParams();
  for (const name of browseParamNames) {
    const value = params[name];
    const isDefault = (name === 'sort' && value === defaultSortFor(params.search)) || (name === 'order' && value === DEFAULT_ORDER);
    if (value !== '' && !isDefault) written.set(name, value);
  }
  return written.toString();
}

/** "/listings?search=cafe&minPrice=5000000": the one address of these filters. */
export function browseUrl(filters: Partial<BrowseUrlFilters> = {}): string {
  const query = browseQueryString(filters);
  return query ? `${paths.listings}?${query}` : paths.listings;
}

/** The canonical address of a browse request's query (its "?…" part), or null when it already is that. */
export function canonicalBrowseRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  const filtersAddress = browseUrl(readBrowseUrl(params));
  // What a form sent without the script comes back to the page with (issue 24) is kept, after the filters: a
  // "Save this search" started before signing in (?then=save-search), the newsletter's outcome (?subscription=).
  const notices = new URLSearchParams();
  if (params.get(LISTING_INTENT_PARAM) === SAVE_SEARCH_INTENT) notices.set(LISTING_INTENT_PARAM, SAVE_SEARCH_INTENT);
  const subscription = params.get(NEWSLETTER_FORM_PARAM);
  if (subscription !== null && isNewsletterFormOutcome(subscription)) notices.set(NEWSLETTER_FORM_PARAM, subscription);
  const kept = notices.toString();
  const canonical = kept === '' ? filtersAddress : `${filtersAddress}${filtersAddress.includes('?') ? '&' : '?'}${kept}`;
  const requested = `${paths.listings}${search === '?' ? '' : search}`;
  return canonical === requested ? null : canonical;
}
