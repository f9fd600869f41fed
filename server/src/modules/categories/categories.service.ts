import { asc, count, eq, sql } from 'drizzle-orm';
import type { CategoryWithCount } from '@common/listings.ts';
import type { Database } from '../../db/client.ts';
import { businessListings, categories } from '../../db/schema.ts';
import { isApproved } from '../listings/browse-listings.ts';

// Counting approved listings per category reads the whole partial index; at a million listings that is
// worth doing once every half minute, not on every home page view. Counts a few seconds old are fine.
const COUNT_CACHE_MS = 30_000;
const countCache = new WeakMap<Database, { at: number; counts: Map<string, number> }>();

async function approvedCountsByCategory(db: Database): Promise<Map<string, number>> {
  const cached = countCache.get(db);
  if (cached && Date.now() - cached.at < COUNT_CACHE_MS) return cached.counts;
  const rows = await db
    .select({ categoryId: businessListings.categoryId, listingCount: count() })
    .from(businessListings)
    .where(isApproved)
    .groupBy(businessListings.categoryId);
  const counts = new Map(rows.flatMap((row) => (row.categoryId ? [[row.categoryId, row.listingCount] as const] : [])));
  countCache.set(db, { at: Date.now(), counts });
  return counts;
}

/** Forget cached counts (after a listing changes status in this process). */
export function invalidateCategoryCounts(db: Database) {
  countCache.delete(db);
}

export async function findActiveCategories(db: Database): Promise<CategoryWithCount[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).where(eq(categories.active, true)).orderBy(asc(categories.sortOrder), asc(sql`lower(${categories.name})`)),
    approvedCountsByCategory(db),
  ]);
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, sortOrder: row.sortOrder, listingCount: counts.get(row.id) ?? 0 }));
}
