import { asc, count, eq, sql } from 'drizzle-orm';
import type { CategoryWithCount } from '@common/listings.ts';
import type { Database } from '../../db/client.ts';
import { businessListings, categories } from '../../db/schema.ts';
import { isApproved } from '../listings/browse-listings.ts';
import { cachedCount } from '../listings/count-cache.ts';

/**
 * Approved listings per category id (null: without a category), from one grouped count (kept for 30 seconds, see
 * count-cache.ts). Their sum is the site's approved-listing count on the home page (trust/site-figures.ts).
 */
export function approvedCountsByCategory(db: Database): Promise<Map<string | null, number>> {
  return cachedCount(db, 'categories', async () => {
    const rows = await db
      .select({ categoryId: businessListings.categoryId, listingCount: count() })
      .from(businessListings)
      .where(isApproved)
      .groupBy(businessListings.categoryId);
    return new Map(rows.map((row) => [row.categoryId, row.listingCount] as const));
  });
}

export async function findActiveCategories(db: Database): Promise<CategoryWithCount[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).where(eq(categories.active, true)).orderBy(asc(categories.sortOrder), asc(sql`lower(${categories.name})`)),
    approvedCountsByCategory(db),
  ]);
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, sortOrder: row.sortOrder, listingCount: counts.get(row.id) ?? 0 }));
}
