// The public browse query (SPEC §2 Browse, §5; ARCHITECTURE §4): approved listings only, filters served by
// trigram and partial indexes, keyset pagination on (sort value, id) so every page costs the same.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { BROWSE_TOTAL_CAP, effectiveSort, type BrowseQuery, type BrowseResponse, type ListingSortKey } from '@common/listings.ts';
import type { ListingPhoto } from '@common/listing-photos.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { invalidCursor, timestampText } from '../../db/keyset-cursor.ts';
import { missingLastSortKey } from '../../db/missing-last-sort.ts';
import { businessListings, categories } from '../../db/schema.ts';
import { decodeCursor, encodeCursor, type ListingCursor } from './listing-cursor.ts';
import { matchesSearch, parseRelevanceCursorValue, relevanceCursorValue, relevancePageIds } from './search-relevance.ts';
import { presentListingCard } from './listings.presenter.ts';
import { cachedBrowsePage, cachedCount } from './count-cache.ts';
import { findSpellingSuggestion } from '../search/search-suggestions.ts';
import { withSellerSummaries } from '../trust/seller-trust.ts';

/**
 * "Approved" written as a literal, not a bound parameter: the planner can then prove the partial indexes'
 * predicate (status = 'approved') even for a prepared, generic plan.
 */
export const isApproved = sql`${businessListings.status} = 'approved'`;

/** `%`, `_` and `\` typed by a user are matched literally (ILIKE's escape character is `\`). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * What a search text asks for, as a tsquery (ADR 0029: websearch syntax, synonyms, one-typo neighbours). A scalar
 * subquery, so PostgreSQL builds it once per statement (an InitPlan) rather than once per row, and the GIN index
 * on search_document can use it; for another row's column it is built once per such row.
 */
export function searchQuery(text: SQL): SQL {
  return sql`(select listing_search_query(${text}::text))`;
}

/** What a sort orders by; the multiple and profit put the listings without one last in either order (ADR 0036). */
function sortExpression(sort: Exclude<ListingSortKey, 'relevance'>, order: BrowseQuery['order']): SQL {
  if (sort === 'price') return sql`${businessListings.askingPrice}`;
  if (sort === 'multiple') return missingLastSortKey(businessListings.askingMultiple, 'numeric', order);
  if (sort === 'profit') return missingLastSortKey(businessListings.profit, 'bigint', order);
  if (sort === 'views') return sql`${businessListings.viewsCount}`;
  if (sort === 'name') return sql`${businessListings.title}`;
  return sql`${businessListings.createdAt}`;
}

/**
 * A search text as the tsquery it asks for, read once per request: the page and the count then compare with a
 * value the planner sees, and it chooses from the words' statistics between walking a sort index (a common word)
 * and reading a rare word's few matches. Inside the statement it would be a subquery the planner cannot see into.
 */
export async function resolveSearchQuery(db: Queryable, search: string): Promise<string> {
  const [row] = await queryRows<{ query: string }>(db, sql`select listing_search_query(${search}::text)::text as query`);
  return row?.query ?? '';
}

// created_at has microseconds; a JS Date keeps milliseconds, so the cursor carries the exact text.
export const createdAtText = timestampText(businessListings.createdAt);

export const cardColumns = {
  id: businessListings.id,
  title: businessListings.title,
  // Cards show a few lines; the full text is on the detail page.
  description: sql<string>`left(${businessListings.description}, 300)`,
  askingPrice: businessListings.askingPrice,
  revenue: businessListings.revenue,
  profit: businessListings.profit,
  location: businessListings.location,
  businessType: businessListings.businessType,
  viewsCount: businessListings.viewsCount,
  createdAt: businessListings.createdAt,
  updatedAt: businessListings.updatedAt,
  sellerId: businessListings.sellerId,
  featuredImageUrl: businessListings.featuredImageUrl,
  previousAskingPrice: businessListings.previousAskingPrice,
  financialsChangedAt: businessListings.financialsChangedAt,
  coverPhoto: businessListings.coverPhoto,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

interface CardRow {
  id: string;
  title: string;
  description: string;
  askingPrice: number;
  revenue: number | null;
  profit: number | null;
  location: string;
  businessType: string | null;
  viewsCount: number;
  createdAt: Date;
  updatedAt: Date;
  sellerId: string;
  featuredImageUrl: string | null;
  previousAskingPrice: number | null;
  financialsChangedAt: Date | null;
  coverPhoto: ListingPhoto | null;
  categoryId: string | null;
  categoryName: string | null;
  categorySlug: string | null;
}

export function presentCardRow(row: CardRow) {
  const category = row.categoryId && row.categoryName && row.categorySlug ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug } : null;
  return presentListingCard(row, category);
}

/** A browse filter's value as SQL: a bound value from the request, or an expression over another row. */
export interface FilterOperands {
  search?: SQL | undefined;
  category?: SQL | undefined;
  location?: SQL | undefined;
  /** Whole rupees (SPEC §5), as the browse page's URL holds them. */
  minPrice?: SQL | undefined;
  maxPrice?: SQL | undefined;
  /** Whole rupees, like the prices (issue 25). */
  minProfit?: SQL | undefined;
  /** A decimal: asking ÷ profit at most this; a listing without a multiple never matches. */
  maxMultiple?: SQL | undefined;
}

/** `'%' || text || '%'` with `%`, `_` and `\` matched literally (LIKE's escape character is `\`). */
function containsPattern(text: SQL): SQL {
  return sql`'%' || replace(replace(replace(${text}::text, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

// What each browse filter means (SPEC §5), for any operand. The text patterns are built in SQL so the same
// definition serves a bound value and another row's column.
const filterConditions: Record<keyof FilterOperands, (operand: SQL) => SQL> = {
  search: (text) => matchesSearch(searchQuery(text)),
  location: (text) => sql`${businessListings.location} ilike ${containsPattern(text)}`,
  category: (slug) => sql`${businessListings.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${slug})`,
  // ::bigint, so a price beyond 32 bits is compared as paise instead of overflowing.
  minPrice: (rupees) => sql`${businessListings.askingPrice} >= ${rupees}::bigint * 100`,
  maxPrice: (rupees) => sql`${businessListings.askingPrice} <= ${rupees}::bigint * 100`,
  minProfit: (rupees) => sql`${businessListings.profit} >= ${rupees}::bigint * 100`,
  maxMultiple: (multiple) => sql`${businessListings.askingMultiple} <= ${multiple}::numeric`,
};

/**
 * THE browse predicate: which listings a set of filters shows. Browse passes the request's values (a filter it
 * does not use is left out); saved-search alerts pass the columns of each saved search's filters, where a NULL
 * operand means that search does not use the filter (`nullMeansUnfiltered`). One definition, so a saved search
 * matches a listing exactly when browse with its filters would return it.
 */
export function browsePredicate(operands: FilterOperands, options: { nullMeansUnfiltered?: boolean } = {}): SQL[] {
  const conditions: SQL[] = [isApproved];
  for (const name of Object.keys(filterConditions) as Array<keyof FilterOperands>) {
    const operand = operands[name];
    if (operand === undefined) continue;
    const condition = filterConditions[name](operand);
    conditions.push(options.nullMeansUnfiltered ? sql`(${operand} is null or ${condition})` : condition);
  }
  return conditions;
}

const boundValue = (value: string | number | undefined) => (value === undefined ? undefined : sql`${value}`);

/** The browse predicate for the filters of a request (or of a saved search read in JavaScript). */
export function browseFilters(
  query: Pick<BrowseQuery, 'search' | 'category' | 'location' | 'minPrice' | 'maxPrice'> & Partial<Pick<BrowseQuery, 'minProfit' | 'maxMultiple'>>,
): SQL[] {
  return browsePredicate({
    search: boundValue(query.search),
    category: boundValue(query.category),
    location: boundValue(query.location),
    minPrice: boundValue(query.minPrice),
    maxPrice: boundValue(query.maxPrice),
    minProfit: boundValue(query.minProfit),
    maxMultiple: boundValue(query.maxMultiple),
  });
}

/**
 * The two queries one browse request runs: the page (limit + 1 rows, to know whether another page follows)
 * and the capped count of all matches. Built apart from running them so the index tests can EXPLAIN exactly
 * these statements. A search passes its resolved tsquery (resolveSearchQuery).
 */
export function buildBrowseQueries(db: Queryable, query: BrowseQuery, searchTsquery?: string) {
  if (query.search && searchTsquery === undefined) throw new Error('a search is browsed with its resolved tsquery');
  const otherFilters = browseFilters({ ...query, search: undefined });
  const filters = searchTsquery === undefined ? otherFilters : [...otherFilters, matchesSearch(sql`${searchTsquery}::tsquery`)];
  const sort = effectiveSort(query.search, query.sort);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort, query.order) : undefined;
  const pageIds =
    sort === 'relevance' && searchTsquery !== undefined
      ? relevancePageIds(db, { filters: otherFilters, tsquery: searchTsquery, limit: query.limit + 1, after: cursor && relevanceCursor(cursor) })
      : sortedPageIds(db, { filters, sort: sort === 'relevance' ? 'date' : sort, order: query.order, limit: query.limit + 1, cursor });
  // The best match first, whatever the order says: relevance has no useful other way round.
  const direction = query.order === 'asc' && sort !== 'relevance' ? asc : desc;
  const pageOrder =
    sort === 'relevance'
      ? [desc(pageIds.sortValue), desc(businessListings.createdAt), desc(pageIds.id)]
      : [direction(pageIds.sortValue), direction(pageIds.id)];
  const page = db
    // The sort value as text too, for the cursor: a numeric's every digit, and bigint's ends beyond JavaScript's
    // safe integers (the multiple and profit sorts, ADR 0036).
    .select({ ...cardColumns, createdAtText, sortValue: pageIds.sortValue, sortText: sql<string>`${pageIds.sortValue}::text`.as('sort_text') })
    .from(pageIds)
    .innerJoin(businessListings, eq(businessListings.id, pageIds.id))
    .leftJoin(categories, eq(categories.id, businessListings.categoryId))
    .orderBy(...pageOrder);

  // Counting stops one past the cap, so a count never reads more than BROWSE_TOTAL_CAP + 1 rows. It walks the
  // page's own index order: without one the planner picks a sequential scan whenever the visibility map is not
  // set (after a bulk load, and always on PGlite, which has no autovacuum), and with a selective filter that
  // scan can read the whole table. A search in relevance order counts in date order, which is the same set.
  const countOrder = sortExpression(sort === 'relevance' ? 'date' : sort, query.order);
  const limited = db
    .select({ one: sql`1` })
    .from(businessListings)
    .where(and(...filters))
    .orderBy(direction(countOrder), direction(businessListings.id))
    .limit(BROWSE_TOTAL_CAP + 1)
    .as('limited');
  const count = db.select({ count: sql<number>`count(*)::int` }).from(limited);
  return { page, count };
}

/**
 * The page's ids first, then their rows: the sort indexes carry every column the non-text filters read, so
 * finding the ids is an index-only scan however many listings a filter skips, and only the rows shown are read
 * from the table. Ordering by the subquery's own columns lets the rows keep its index order.
 */
function sortedPageIds(
  db: Queryable,
  options: { filters: SQL[]; sort: Exclude<ListingSortKey, 'relevance'>; order: BrowseQuery['order']; limit: number; cursor: ListingCursor | undefined },
) {
  const { cursor, sort } = options;
  const column = sortExpression(sort, options.order);
  const direction = options.order === 'asc' ? asc : desc;
  const conditions = [...options.filters];
  if (cursor) {
    const value = cursorValueSql(sort, cursor.value);
    const comparison = direction === asc ? sql`>` : sql`<`;
    conditions.push(sql`(${column}, ${businessListings.id}) ${comparison} (${value}, ${cursor.id}::uuid)`);
  }
  return db
    .select({ id: businessListings.id, sortValue: column.as('sort_value') })
    .from(businessListings)
    .where(and(...conditions))
    .orderBy(direction(column), direction(businessListings.id))
    .limit(options.limit)
    .as('page_ids');
}

function cursorValueSql(sort: Exclude<ListingSortKey, 'relevance'>, value: string | number): SQL {
  if (sort === 'date') return sql`${value}::timestamptz`;
  if (sort === 'multiple') return sql`${value}::numeric`;
  if (sort === 'profit') return sql`${value}::bigint`;
  return sql`${value}`;
}

function relevanceCursor(cursor: ListingCursor) {
  const value = parseRelevanceCursorValue(cursor.value);
  if (!value) throw invalidCursor();
  return { value, id: cursor.id };
}

/**
 * A page of browse as every viewer sees it. A search's page, which reads the text indexes, comes from this
 * process's few-seconds cache (count-cache.ts); any other page walks one sort index and costs less than keeping it.
 */
export function browseListings(db: Queryable, query: BrowseQuery): Promise<BrowseResponse> {
  if (!query.search) return readBrowsePage(db, query);
  // The parsed query names every field in the schema's order, so equal requests give equal keys.
  return cachedBrowsePage(db, JSON.stringify(query), () => readBrowsePage(db, query));
}

async function readBrowsePage(db: Queryable, query: BrowseQuery): Promise<BrowseResponse> {
  const searchTsquery = query.search ? await resolveSearchQuery(db, query.search) : undefined;
  const queries = buildBrowseQueries(db, query, searchTsquery);
  const rows = await queries.page;

  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  const sort = effectiveSort(query.search, query.sort);
  const nextCursor =
    hasMore && last ? encodeCursor({ sort, order: query.order, id: last.id, value: cursorValue(sort, last) }) : null;
  // Later pages reuse the count from the first one, so paging deeper costs no extra counting.
  // The sellers' badges and reply times for this page's rows: one query by primary key (trust/seller-trust.ts).
  const items = await withSellerSummaries(db, page.map(presentCardRow));
  if (query.cursor) return { items, nextCursor, total: null, isTotalCapped: false };
  const count = await cachedCount(db, countKey(query), async () => (await queries.count)[0]?.count ?? 0);
  const isTotalCapped = count > BROWSE_TOTAL_CAP;
  const spellingSuggestion = count === 0 && query.search ? await findSpellingSuggestion(db, query.search) : null;
  return { items, nextCursor, total: isTotalCapped ? BROWSE_TOTAL_CAP : count, isTotalCapped, spellingSuggestion };
}

/** The count depends on the filters alone; text filters match case-insensitively. */
function countKey(query: BrowseQuery): string {
  return JSON.stringify(['browse', query.search?.toLowerCase(), query.location?.toLowerCase(), query.category, query.minPrice, query.maxPrice, query.minProfit, query.maxMultiple]);
}

function cursorValue(sort: ListingSortKey, row: CardRow & { createdAtText: string; sortValue: unknown; sortText: string }): string | number {
  if (sort === 'relevance') return relevanceCursorValue({ tier: Number(row.sortValue), createdAt: row.createdAtText });
  if (sort === 'date') return row.createdAtText;
  if (sort === 'price') return row.askingPrice;
  if (sort === 'views') return row.viewsCount;
  if (sort === 'multiple' || sort === 'profit') return row.sortText;
  return row.title;
}
