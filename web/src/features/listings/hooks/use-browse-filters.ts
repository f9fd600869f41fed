import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { effectiveSort, listingSortKeys, sortOrders, type ListingSortKey, type SortOrder } from '@common/listing-constants.ts';
import type { ListingsQuery } from '../api/listing-query-keys';

export const SEARCH_DEBOUNCE_MS = 500; // SPEC §9

const textFilterNames = ['search', 'location', 'minPrice', 'maxPrice'] as const;
/** The typed filters: they reach the URL (and the server) only after the debounce. */
export type TextFilters = Record<(typeof textFilterNames)[number], string>;

export interface BrowseFilters extends TextFilters {
  category: string;
  sort: ListingSortKey;
  order: SortOrder;
}

// SPEC §9: newest first unless the visitor chooses otherwise. Defaults stay out of the URL.
const defaultFilters: BrowseFilters = { search: '', location: '', minPrice: '', maxPrice: '', category: '', sort: 'date', order: 'desc' };
const emptyText: TextFilters = { search: '', location: '', minPrice: '', maxPrice: '' };

function isOneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return value !== null && (options as readonly string[]).includes(value);
}

/** The filters a browse URL's query names (the server's render reads them too). */
export function readFilters(params: URLSearchParams): BrowseFilters {
  const sort = params.get('sort');
  const order = params.get('order');
  const search = params.get('search') ?? '';
  return {
    search,
    location: params.get('location') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    category: params.get('category') ?? '',
    // Relevance first when there is a search text (ADR 0029), else the newest first.
    sort: effectiveSort(search.trim() || undefined, isOneOf(listingSortKeys, sort) ? sort : undefined),
    order: isOneOf(sortOrders, order) ? order : defaultFilters.order,
  };
}

function writeFilters(params: URLSearchParams, changes: Partial<BrowseFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === '' || (name !== 'sort' && value === defaultFilters[name as keyof BrowseFilters])) next.delete(name);
    else next.set(name, value);
  }
  // The default order depends on the search text, so it is left out once both are known.
  const sort = next.get('sort');
  if (sort !== null && sort === effectiveSort(next.get('search')?.trim() || undefined, undefined)) next.delete('sort');
  return next;
}

// SPEC §5: search text is trimmed; prices are whole rupees, so anything else is not sent.
function trimText(text: TextFilters): TextFilters {
  return { search: text.search.trim(), location: text.location.trim(), minPrice: text.minPrice.trim(), maxPrice: text.maxPrice.trim() };
}

function isSameText(left: TextFilters | null, right: TextFilters): boolean {
  return left !== null && textFilterNames.every((name) => left[name] === right[name]);
}

const wholeRupees = (value: string) => (/^\d+$/.test(value) ? value : undefined);

export function toListingsQuery(filters: BrowseFilters): ListingsQuery {
  const search = filters.search.trim();
  const location = filters.location.trim();
  return {
    ...(search && { search }),
    ...(filters.category && { category: filters.category }),
    ...(location && { location }),
    ...(wholeRupees(filters.minPrice.trim()) && { minPrice: filters.minPrice.trim() }),
    ...(wholeRupees(filters.maxPrice.trim()) && { maxPrice: filters.maxPrice.trim() }),
    sort: filters.sort,
    order: filters.order,
  };
}

/**
 * The browse filters live in the URL (bookmarkable, shareable, Back works). Typed fields keep their own draft so
 * no keystroke is lost while the URL catches up 500 ms after the last one (with replace, so Back skips the
 * keystrokes); selects and the order toggle apply at once, taking any pending typing with them.
 */
export function useBrowseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const urlText = useMemo(() => trimText(filters), [filters]);

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
      const nextText = trimText({ ...urlText, ...pickText(changes) });
      if (!isSameText(nextText, urlText)) setWrittenText(nextText);
      setSearchParams((params) => writeFilters(params, changes), { replace });
    },
    [setSearchParams, urlText],
  );

  const trimmedDraft = trimText(draft);
  const isDraftInUrl = isSameText(trimmedDraft, urlText);
  // Our own write of this very text may still be on its way to the URL (a navigation commits later than the
  // click that started it, on a busy phone by more than the debounce): writing it again from this render would
  // use the old URL's other filters and undo the write (Clear All Filters brought the category back).
  const isDraftOnItsWay = isSameText(writtenText, trimmedDraft);
  useEffect(() => {
    if (isDraftInUrl || isDraftOnItsWay) return;
    const timer = window.setTimeout(() => write(trimText(draft), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, isDraftInUrl, isDraftOnItsWay, write]);

  function setText(name: keyof TextFilters, value: string) {
    setDraft((current) => ({ ...current, [name]: value }));
  }

  function setFilter(changes: Partial<Pick<BrowseFilters, 'category' | 'sort' | 'order'>>) {
    write({ ...trimmedDraft, ...changes }, { replace: false });
  }

  function applyDraftNow() {
    if (!isDraftInUrl) write(trimmedDraft, { replace: false });
  }

  function clearFilters() {
    setDraft(emptyText);
    write(defaultFilters, { replace: false });
  }

  return { filters, draft, setText, setFilter, applyDraftNow, clearFilters };
}

function pickText(changes: Partial<BrowseFilters>): Partial<TextFilters> {
  const text: Partial<TextFilters> = {};
  for (const name of textFilterNames) {
    const value = changes[name];
    if (value !== undefined) text[name] = value;
  }
  return text;
}
