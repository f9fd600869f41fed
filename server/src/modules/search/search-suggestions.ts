// Suggestions as one types (ADR 0029): names of categories, cities and business types in which a word starts with
// the typed text ("bev" finds "Food & Beverage", issue 24), from the GIN index on the words of search_suggestions'
// lower-cased name (migration 0028), which the listing triggers keep exact (migration 0027); no listing is read.
import { and, desc, asc, gt, sql } from 'drizzle-orm';
import { SEARCH_SUGGESTIONS_LIMIT, type SearchSuggestion } from '@common/search.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { searchSuggestions } from '../../db/schema.ts';

/** Letters (with their marks) and digits: the words of the typed text; anything else only separates them. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The typed words as a text-search query: the words in a row, the last one a prefix ("food & bev" → 'food' <->
 * 'bev':*), so the text matches from the start of a word of the name. Null when it holds no word. Each word holds
 * only letters and digits, so quoting it is enough to keep it a word of the query.
 */
export function wordPrefixQuery(typed: string): string | null {
  const words = typed.toLowerCase().match(WORD);
  if (!words) return null;
  return words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`).join(' <-> ');
}

/** The statement for a query of `wordPrefixQuery` (apart, so that a test can EXPLAIN it). */
export function searchSuggestionsStatement(db: Queryable, query: string) {
  // The expression is the index's own (schema.ts), so the planner can answer it from the index.
  const matches = sql`to_tsvector('simple', ${searchSuggestions.folded}) @@ to_tsquery('simple', ${query})`;
  return db
    .select({ kind: searchSuggestions.kind, value: searchSuggestions.value, listingCount: searchSuggestions.listingCount })
    .from(searchSuggestions)
    .where(and(matches, gt(searchSuggestions.listingCount, 0)))
    .orderBy(desc(searchSuggestions.listingCount), asc(searchSuggestions.value), asc(searchSuggestions.kind))
    .limit(SEARCH_SUGGESTIONS_LIMIT);
}

export async function findSearchSuggestions(db: Queryable, typed: string): Promise<SearchSuggestion[]> {
  const query = wordPrefixQuery(typed);
  return query === null ? [] : searchSuggestionsStatement(db, query);
}

/**
 * "Did you mean": the search text with each word no public listing holds replaced by its nearest trigram neighbour
 * in the vocabulary (search_spelling_suggestion, migration 0024); null when there is nothing better to offer.
 */
export async function findSpellingSuggestion(db: Queryable, search: string): Promise<string | null> {
  const [row] = await queryRows<{ suggestion: string | null }>(db, sql`select search_spelling_suggestion(${search}) as suggestion`);
  return row?.suggestion ?? null;
}
