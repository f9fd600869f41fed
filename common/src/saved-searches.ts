// Saved searches and their alerts (SPEC §3 saved_search, §6, §7; issue 11). The filters ARE the browse filters
// (browseQuerySchema), so a saved search opens /listings exactly as it was and matches listings exactly as
// browse does.
import { z } from 'zod';
import { browseQueryString } from './browse-url.ts';
import { sortOrderWords } from './listing-constants.ts';
import { browseQuerySchema, effectiveSort, listingSortKeys, sortOrders, type BrowseQuery } from './listings.ts';
import { formatMultiple } from './listing-metrics.ts';
import { formatInrShort, rupeesToPaise } from './money.ts';
import { cursorParameter, keysetPageSchema, pageLimitParameter } from './pagination.ts';
import { singleLineText } from './validation.ts';

/** Issue 11: a user keeps at most this many. */
export const MAX_SAVED_SEARCHES = 50;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const SAVED_SEARCHES_PAGE_SIZE = 20;
/** "N new" counts up to here and then reads "99+": counting further would read every match of a broad search. */
export const NEW_SINCE_LAST_RUN_CAP = 99;
export const SAVED_SEARCH_NAME_MAX = 100;

export const alertModes = ['instant', 'daily'] as const;
export type AlertMode = (typeof alertModes)[number];
export const alertModeLabels: Record<AlertMode, string> = { instant: 'Instant', daily: 'Daily digest' };

/** The notification a match raises (type of AppNotification); its data names the listing, so it links there. */
export const SAVED_SEARCH_MATCH_NOTIFICATION = 'saved_search_match';

/** The browse filters a search keeps: browse's own schema without the page's cursor and size. */
export const savedSearchFiltersSchema = browseQuerySchema
  .pick({ search: true, category: true, location: true, minPrice: true, maxPrice: true, minProfit: true, maxMultiple: true, sort: true, order: true })
  // A saved search keeps the order browse gave it, so it opens the same way if the default ever changes.
  .transform((filters) => ({ ...filters, sort: effectiveSort(filters.search, filters.sort) }));
export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;
export type SavedSearchFiltersInput = z.input<typeof savedSearchFiltersSchema>;

/**
 * The same filters as the API answers them, already parsed: a response schema cannot run the request schema's
 * trimming and coercion backwards. Typed against SavedSearchFilters, so it cannot drift from browse's schema.
 */
const storedFiltersSchema: z.ZodType<SavedSearchFilters> = z.object({
  search: z.string().optional(),
  category: z.string().optional(),
  location: z.string().optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
  minProfit: z.number().optional(),
  maxMultiple: z.number().optional(),
  sort: z.enum(listingSortKeys),
  order: z.enum(sortOrders),
});

const nameSchema = singleLineText(SAVED_SEARCH_NAME_MAX, { required: 'Name is required' });

/** POST /api/saved-searches. */
export const createSavedSearchSchema = z.object({
  name: nameSchema,
  filters: savedSearchFiltersSchema,
  alertsEnabled: z.boolean().default(false),
  alertMode: z.enum(alertModes, { error: 'Choose instant or daily' }).default('instant'),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;
export type CreateSavedSearchBody = z.output<typeof createSavedSearchSchema>;

/** PATCH /api/saved-searches/{id}: rename, switch alerts, change their mode; any of them. */
export const updateSavedSearchSchema = z
  .object({
    name: nameSchema.optional(),
    alertsEnabled: z.boolean().optional(),
    alertMode: z.enum(alertModes, { error: 'Choose instant or daily' }).optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to change');
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

export const savedSearchesQuerySchema = z.object({
  cursor: cursorParameter,
  limit: pageLimitParameter({ pageSize: SAVED_SEARCHES_PAGE_SIZE, max: MAX_SAVED_SEARCHES }),
});

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: storedFiltersSchema,
  /** The filters in words, e.g. “bakery” · Food & Beverage · Pune · ₹10 L–₹2 Cr · profit from ₹5 L · multiple up to 3.5× · newest first. */
  summary: z.string(),
  createdAt: z.string(),
  alertsEnabled: z.boolean(),
  alertMode: z.enum(alertModes),
  lastRunAt: z.string().nullable(),
  /** Matching listings approved since it was last run (or saved), up to NEW_SINCE_LAST_RUN_CAP + 1. */
  newSinceLastRun: z.number(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesPageSchema = keysetPageSchema(savedSearchSchema).extend({
  /** All of the user's saved searches (at most MAX_SAVED_SEARCHES), for the dashboard's stat card. */
  total: z.number(),
});
export type SavedSearchesPage = z.infer<typeof savedSearchesPageSchema>;

/** "99+" past the cap. */
export function formatNewCount(count: number): string {
  return count > NEW_SINCE_LAST_RUN_CAP ? `${NEW_SINCE_LAST_RUN_CAP}+` : String(count);
}

type DescribedFilters = Pick<BrowseQuery, 'search' | 'category' | 'location' | 'minPrice' | 'maxPrice' | 'sort' | 'order'> &
  Partial<Pick<BrowseQuery, 'minProfit' | 'maxMultiple'>>;

function priceRange(minPrice: number | undefined, maxPrice: number | undefined): string | undefined {
  const short = (rupees: number) => formatInrShort(rupeesToPaise(rupees));
  if (minPrice !== undefined && maxPrice !== undefined) return `${short(minPrice)}–${short(maxPrice)}`;
  if (minPrice !== undefined) return `from ${short(minPrice)}`;
  if (maxPrice !== undefined) return `up to ${short(maxPrice)}`;
  return undefined;
}

/** What the filters narrow to, in words; the category by its name when known (else its slug). */
function filterWords(filters: DescribedFilters, categoryName: string | undefined): string[] {
  const words = [
    filters.search ? `“${filters.search}”` : undefined,
    filters.category ? (categoryName ?? filters.category) : undefined,
    filters.location,
    priceRange(filters.minPrice, filters.maxPrice),
    // Issue 25, worded as the filters' labels read (Min Yearly Profit, Max Asking Multiple).
    filters.minProfit === undefined ? undefined : `profit from ${formatInrShort(rupeesToPaise(filters.minProfit))}`,
    filters.maxMultiple === undefined ? undefined : `multiple up to ${formatMultiple(filters.maxMultiple)}`,
  ];
  return words.filter((word): word is string => word !== undefined && word !== '');
}

/**
 * The one summary both sides show: the server puts it on each saved search, the save dialog shows it before
 * saving. Example: “bakery” · Food & Beverage · Pune · ₹10 L–₹2 Cr · newest first.
 */
export function summarizeFilters(filters: DescribedFilters, categoryName?: string): string {
  const words = filterWords(filters, categoryName);
  return [...(words.length === 0 ? ['All businesses'] : words), sortOrderWords[effectiveSort(filters.search, filters.sort)][filters.order]].join(' · ');
}

/** The save dialog's first name for a search: what it narrows to, without the order, on one line. */
export function suggestSavedSearchName(filters: DescribedFilters, categoryName?: string): string {
  const words = filterWords(filters, categoryName);
  const name = words.length === 0 ? 'All businesses' : words.join(' · ');
  return name.replace(/\s+/g, ' ').slice(0, SAVED_SEARCH_NAME_MAX).trim();
}

/** The /listings query string that shows a saved search's results (defaults left out, as the browse page writes it). */
export function browseSearchParams(filters: SavedSearchFilters): URLSearchParams {
  const optional = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return new URLSearchParams(
    browseQueryString({
      search: optional(filters.search),
      category: optional(filters.category),
      location: optional(filters.location),
      minPrice: optional(filters.minPrice),
      maxPrice: optional(filters.maxPrice),
      minProfit: optional(filters.minProfit),
      maxMultiple: optional(filters.maxMultiple),
      sort: filters.sort,
      order: filters.order,
    }),
  );
}
