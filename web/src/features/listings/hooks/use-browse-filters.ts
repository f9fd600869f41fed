import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browseQueryString, canonicalMultiple, canonicalPrice, defaultSortFor, DEFAULT_ORDER, readBrowseUrl, type BrowseUrlFilters } from '@common/browse-url.ts';
import type { ListingsQuery } from '../api/listing-query-keys';

export const SEARCH_DEBOUNCE_MS = 500; // SPEC §9

export const textFilterNames = ['search', 'location', 'minPrice', 'maxPrice', 'minProfit', 'maxMultiple'] as const;
/** The typed filters: they reach the URL (and the server) only after the debounce. */
export type TextFilters = Record<(typeof textFilterNames)[number], string>;

/** The browse filters as the URL holds them (common/src/browse-url.ts writes that address, one way). */
export type BrowseFilters = BrowseUrlFilters;

const emptyText: TextFilters = { search: '', location: '', minPrice: '', maxPrice: '', minProfit: '', maxMultiple: '' };

/** The filters a browse URL's query names (the server's render reads them too). */
export const readFilters = readBrowseUrl;

// SPEC §5: search text is trimmed; prices are compared as the URL writes them ("50 lakh" is "5000000").
function canonicalText(text: TextFilters): TextFilters {
  return {
    search: text.search.trim(),
    location: text.location.trim(),
    minPrice: canonicalPrice(text.minPrice.trim()),
    maxPrice: canonicalPrice(text.maxPrice.trim()),
    minProfit: canonicalPrice(text.minProfit.trim()),
    maxMultiple: canonicalMultiple(text.maxMultiple),
  };
}

function isSameText(left: TextFilters | null, right: TextFilters): boolean {
  return left !== null && textFilterNames.every((name) => left[name] === right[name]);
}

export function toListingsQuery(filters: BrowseFilters): ListingsQuery {
  return {
    ...(filters.search && { search: filters.search }),
    ...(filters.category && { category: filters.category }),
    ...(filters.location && { location: filters.location }),
    ...(filters.minPrice && { minPrice: filters.minPrice }),
    ...(filters.maxPrice && { maxPrice: filters.maxPrice }),
    ...(filters.minProfit && { minProfit: filters.minProfit }),
    ...(filters.maxMultiple && { maxMultiple: filters.maxMultiple }),
    sort: filters.sort,
    order: filters.order,
    ...(filters.cursor && { cursor: filters.cursor }),
  };
}

function pickText(changes: Partial<BrowseFilters>): Partial<TextFilters> {
  const text: Partial<TextFilters> = {};
  for (const name of textFilterNames) {
    const value = changes[name];
    if (value !== undefined) text[name] = value;
  }
  return text;
}

/**
 * The filters after `changes`, from the first page. An order nobody chose follows the search text (relevance with
 * one, newest first without, ADR 0029): typing a search into a page sorted by default gives the best matches.
 */
function nextFilters(current: BrowseFilters, changes: Partial<BrowseFilters>): BrowseFilters {
  const next = { ...current, cursor: '', ...changes };
  const isSortChosen = changes.sort !== undefined || current.sort !== defaultSortFor(current.search);
  return isSortChosen ? next : { ...next, sort: defaultSortFor(next.search) };
}

/**
 * The browse filters live in the URL (bookmarkable, shareable, Back works). Typed fields keep their own draft so
 * no keystroke is lost while the URL catches up 500 ms after the last one (with replace, so Back skips the
 * keystrokes); selects and the order toggle apply at once, taking any pending typing with them. Every write goes
 * through the one address builder, which the no-script form reaches by the server's redirect (issue 24); a
 * change of filters starts again at the first page (a no-script Load More's cursor is dropped).
 */
export function useBrowseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readBrowseUrl(searchParams), [searchParams]);
  const urlText = useMemo(() => canonicalText(filters), [filters]);

  const [draft, setDraft] = useState<TextFilters>(urlText);
  const [seenUrlText, setSeenUrlText] = useState<TextFilters>(urlText);
  // What this hook last wrote; the URL arriving there is our own echo, not a change from outside.
  const [writtenText, setWrittenText] = useState<TextFilters | null>(null);

  // The URL's text changed: our own write arriving keeps the draft (the visitor may have typed on since);
  // a change from outside (Back, Forward, a link to /listings) replaces it.
  if (!isSameText(seenUrlText, urlText)) {
    setSeenUrlText(urlText);
    setWrittenText(null);
    if (!isSameText(writtenText, urlText)) setDraft(urlText);
  }

  const write = useCallback(
    (changes: Partial<BrowseFilters>, { replace }: { replace: boolean }) => {
      const nextText = canonicalText({ ...urlText, ...pickText(changes) });
      if (!isSameText(nextText, urlText)) setWrittenText(nextText);
      setSearchParams((params) => new URLSearchParams(browseQueryString(nextFilters(readBrowseUrl(params), changes))), { replace });
    },
    [setSearchParams, urlText],
  );

  const canonicalDraft = canonicalText(draft);
  const isDraftInUrl = isSameText(canonicalDraft, urlText);
  // Our own write of this very text may still be on its way to the URL (a navigation commits later than the
  // click that started it, on a busy phone by more than the debounce): writing it again from this render would
  // use the old URL's other filters and undo the write (Clear All Filters brought the category back).
  const isDraftOnItsWay = isSameText(writtenText, canonicalDraft);
  useEffect(() => {
    if (isDraftInUrl || isDraftOnItsWay) return;
    const timer = window.setTimeout(() => write(draft, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, isDraftInUrl, isDraftOnItsWay, write]);

  const setText = useCallback((name: keyof TextFilters, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
  }, []);

  const setFilter = useCallback(
    (changes: Partial<Pick<BrowseFilters, 'category' | 'sort' | 'order'>>) => write({ ...draft, ...changes }, { replace: false }),
    [draft, write],
  );

  function applyDraftNow() {
    if (!isDraftInUrl) write(draft, { replace: false });
  }

  function clearFilters() {
    setDraft(emptyText);
    write({ ...emptyText, category: '', sort: defaultSortFor(''), order: DEFAULT_ORDER }, { replace: false });
  }

  return { filters, draft, setText, setFilter, applyDraftNow, clearFilters };
}
