// Relevance order (ADR 0029, amended): listings whose title or category hold every searched word first, then those
// that need the business type or location, then those that need the description; the newest first within each
// tier. Each tier is a date-ordered search of its own, so a page costs what a search in date order costs — the
// planner walks the date index for a common word or reads a rare word's few matches — however many listings match.
// Ranking every match (ts_rank) would cost time in proportion to the matches: 4,500 for one city at 100,000
// listings.
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { isCursorTimestamp } from '../../db/keyset-cursor.ts';
import { businessListings } from '../../db/schema.ts';

/** The words of the title and category (weight A), and of those with the business type and location (A and B). */
const titleWords = sql`ts_filter(${businessListings.searchDocument}, '{a}')`;
const titleAndPlaceWords = sql`ts_filter(${businessListings.searchDocument}, '{a,b}')`;

/**
 * Best first. A tier's words are part of the document's, so a match in them is a match of the document for a query
 * of words, phrases and "or"; only an excluded word (-word) can be in the rest of the document, which is then
 * checked too. Leaving the document out otherwise keeps the planner's estimate true: it would count the two
 * matches as independent and take a common word in the title for a rare one.
 */
const tiers: ReadonlyArray<{ tier: number; holds: (query: SQL) => SQL; needsDocument: boolean }> = [
  { tier: 3, holds: (query) => sql`${titleWords} @@ ${query}`, needsDocument: false },
  { tier: 2, holds: (query) => sql`${titleAndPlaceWords} @@ ${query} and not (${titleWords} @@ ${query})`, needsDocument: false },
  { tier: 1, holds: (query) => sql`not (${titleAndPlaceWords} @@ ${query})`, needsDocument: true },
];

/** Whether a tsquery (as PostgreSQL writes it) excludes a word: a `!` outside its quoted lexemes. */
export function excludesWords(tsquery: string): boolean {
  return tsquery.replace(/'(?:[^']|'')*'/g, '').includes('!');
}

export interface RelevanceCursorValue {
  tier: number;
  /** created_at as timestampText writes it. */
  createdAt: string;
}

/** A relevance cursor's value: the tier and the creation time of the page's last listing. */
export function relevanceCursorValue(value: RelevanceCursorValue): string {
  return `${value.tier}:${value.createdAt}`;
}

export function parseRelevanceCursorValue(value: unknown): RelevanceCursorValue | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([1-3]):(.+)$/.exec(value);
  if (!match?.[1] || !isCursorTimestamp(match[2])) return undefined;
  return { tier: Number(match[1]), createdAt: match[2] };
}

/**
 * The ids (and tiers, as sort_value) of one page in relevance order: each tier's query with its own order and limit, joined by
 * UNION ALL under the page's limit, so PostgreSQL stops reading once the page is full and a later tier is never
 * read when the first one fills it. The tiers' rows come in tier order; callers order the page by tier, then
 * created_at and id.
 */
export function relevancePageIds(
  db: Queryable,
  options: { filters: SQL[]; tsquery: string; limit: number; after?: { value: RelevanceCursorValue; id: string } | undefined },
) {
  const { after } = options;
  const query = sql`${options.tsquery}::tsquery`;
  const checksDocument = excludesWords(options.tsquery);
  const [first, second, ...rest] = tiers
    .filter(({ tier }) => after === undefined || tier <= after.value.tier)
    .map(({ tier, holds, needsDocument }) => {
      const conditions = [...options.filters, holds(query)];
      if (needsDocument || checksDocument) conditions.push(matchesSearch(query));
      if (after && tier === after.value.tier) {
        conditions.push(sql`(${businessListings.createdAt}, ${businessListings.id}) < (${after.value.createdAt}::timestamptz, ${after.id}::uuid)`);
      }
      return db
        .select({ id: businessListings.id, sortValue: sql<number>`${sql.raw(String(tier))}::int`.as('sort_value') })
        .from(businessListings)
        .where(and(...conditions))
        .orderBy(desc(businessListings.createdAt), desc(businessListings.id))
        .limit(options.limit);
    });
  if (!first) throw new Error('a relevance page reads at least one tier');
  const pageIds = second ? unionAll(first, second, ...rest).limit(options.limit) : first;
  return pageIds.as('page_ids');
}

/** Every word in any of title, description, business type, category, city and state (ADR 0029). */
export const matchesSearch = (tsquery: SQL) => sql`${businessListings.searchDocument} @@ ${tsquery}`;
