// Suggestions as one types (ADR 0029): a prefix of the lower-cased name is a range of the text_pattern_ops index
// on search_suggestions, which the listing triggers keep exact (migration 0024); no listing is read.
import { and, desc, asc, gt, like, sql } from 'drizzle-orm';
import { SEARCH_SUGGESTIONS_LIMIT, type SearchSuggestion } from '@common/search.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { searchSuggestions } from '../../db/schema.ts';

/** `%`, `_` and `\` typed are matched literally (LIKE's escape character is `\`). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function findSearchSuggestions(db: Queryable, typed: string): Promise<SearchSuggestion[]> {
  const prefix = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (prefix === '') return [];
  return db
    .select({ kind: searchSuggestions.kind, value: searchSuggestions.value, listingCount: searchSuggestions.listingCount })
    .from(searchSuggestions)
    .where(and(like(searchSuggestions.folded, `${escapeLike(prefix)}%`), gt(searchSuggestions.listingCount, 0)))
    .orderBy(desc(searchSuggestions.listingCount), asc(searchSuggestions.value), asc(searchSuggestions.kind))
    .limit(SEARCH_SUGGESTIONS_LIMIT);
}

/**
 * "Did you mean": the search text with each word no public listing holds replaced by its nearest trigram neighbour
 * in the vocabulary (search_spelling_suggestion, migration 0024); null when there is nothing better to offer.
 */
export async function findSpellingSuggestion(db: Queryable, search: string): Promise<string | null> {
  const [row] = await queryRows<{ suggestion: string | null }>(db, sql`select search_spelling_suggestion(${search}) as suggestion`);
  return row?.suggestion ?? null;
}
