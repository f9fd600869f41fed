// Which saved searches a listing matches, and how many new listings a saved search has: both through the browse
// predicate itself (browse-listings.ts), never a second copy of what the filters mean (issue 11, ADR 0014).
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { NEW_SINCE_LAST_RUN_CAP, type SavedSearchFilters } from '@common/saved-searches.ts';
import type { Queryable } from '../../db/client.ts';
import { businessListings, categories, savedSearches } from '../../db/schema.ts';
import { browseFilters, browsePredicate, type FilterOperands } from '../listings/browse-listings.ts';

/**
 * One filter of each saved search, as SQL over its row. The key is a literal (not a bound parameter) so the
 * category one is exactly the expression saved_searches_alerts_category_idx indexes.
 */
const savedFilter = (name: keyof FilterOperands): SQL => sql`(${savedSearches.filters} ->> ${sql.raw(`'${name}'`)})`;

// Required: a filter browse gains is a compile error here until saved searches match on it too.
const savedSearchOperands: Required<FilterOperands> = {
  search: savedFilter('search'),
  category: savedFilter('category'),
  location: savedFilter('location'),
  minPrice: savedFilter('minPrice'),
  maxPrice: savedFilter('maxPrice'),
  minProfit: savedFilter('minProfit'),
  maxMultiple: savedFilter('maxMultiple'),
};

/**
 * Only narrows what is read: the browse predicate already requires the listing's category for a search that has
 * one. The listing's slug is an uncorrelated subquery (computed once, before the scan), so the planner can read
 * saved_searches_alerts_category_idx for the searches without a category or with this one instead of every
 * search with alerts on.
 */
function sameCategoryOrNone(listingId: string): SQL {
  const listingSlug = sql`(select ${categories.slug} from ${categories} where ${categories.id} = (select l.category_id from ${businessListings} l where l.id = ${listingId}))`;
  return sql`(${savedFilter('category')} is null or ${savedFilter('category')} = ${listingSlug})`;
}

/**
 * The saved searches with alerts on that an approved listing matches, except its own seller's: browse with their
 * filters would return it. The alert job inserts these rows (in findMatchingSavedSearches' transaction setting).
 */
export function matchingSavedSearches(db: Queryable, listingId: string) {
  return db
    .select({
      savedSearchId: savedSearches.id,
      listingId: businessListings.id,
      userId: savedSearches.userId,
      alertMode: savedSearches.alertMode,
    })
    .from(businessListings)
    .innerJoin(savedSearches, and(sql`${savedSearches.alertsEnabled}`, sameCategoryOrNone(listingId), sql`${savedSearches.userId} <> ${businessListings.sellerId}`))
    .where(and(eq(businessListings.id, listingId), ...browsePredicate(savedSearchOperands, { nullMeansUnfiltered: true })));
}

/**
 * For the rest of the transaction: no JIT compilation. The planner's cost of the per-search category subquery
 * pushes the match statement over jit_above_cost, and compiling it took 100–300 ms for a statement that runs in
 * tens (docs/performance.md, "Saved-search matching").
 */
export async function skipJitCompilation(tx: Queryable): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}

/**
 * How many listings matching the filters were approved after `since`, up to one past the cap ("99+"). Browse's
 * predicate with the search's values, walking the approvals index newest first, so it stops early.
 */
export async function countApprovedSince(db: Queryable, filters: SavedSearchFilters, since: Date): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(businessListings)
    .where(and(...browseFilters(filters), gt(businessListings.approvedAt, since)))
    .orderBy(desc(businessListings.approvedAt), desc(businessListings.id))
    .limit(NEW_SINCE_LAST_RUN_CAP + 1)
    .as('limited');
  const [row] = await db.select({ count: count() }).from(limited);
  return row?.count ?? 0;
}
