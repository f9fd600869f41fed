// My Listings (SPEC §2 Seller dashboard, §7 "listings by seller_id ordered by created_at descending"; issue 11):
// the viewer's own listings in every status, newest first, as keyset pages on (created_at, id) read from the
// (seller_id, created_at, id) index, so every page costs the same however many listings a seller has.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { myListingsQuerySchema, MyListingsPage } from '@common/seller-listings.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText, type TimeCursor } from '../../db/keyset-cursor.ts';
import { businessListings, categories, listingRevisions } from '../../db/schema.ts';
import type { Viewer } from '../../http/viewer.ts';
import { presentMyListing } from './seller-listings.presenter.ts';

/** The statement of one page (limit + 1 rows, to know whether another page follows); exported for its EXPLAIN test. */
export function buildMyListingsQuery(db: Database, sellerId: string, query: { cursor: TimeCursor | undefined; limit: number }) {
  return db
    .select({
      id: businessListings.id,
      title: businessListings.title,
      askingPrice: businessListings.askingPrice,
      viewsCount: businessListings.viewsCount,
      createdAt: businessListings.createdAt,
      createdAtText: timestampText(businessListings.createdAt),
      status: businessListings.status,
      rejectionReason: businessListings.rejectionReason,
      soldAt: businessListings.soldAt,
      // Issue 24: "Changes waiting for review" (at most one pending change per listing, by a unique index).
      hasPendingChanges: sql<boolean>`exists (select 1 from ${listingRevisions} where ${listingRevisions.listingId} = ${businessListings.id} and ${listingRevisions.status} = 'pending')`,
      categoryId: categories.id,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(businessListings)
    .leftJoin(categories, eq(categories.id, businessListings.categoryId))
    .where(and(eq(businessListings.sellerId, sellerId), query.cursor && isBeforeCursor(businessListings.createdAt, businessListings.id, query.cursor)))
    .orderBy(desc(businessListings.createdAt), desc(businessListings.id))
    .limit(query.limit + 1);
}

export async function findMyListings(db: Database, viewer: Viewer, query: z.output<typeof myListingsQuerySchema>): Promise<MyListingsPage> {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const rows = await buildMyListingsQuery(db, viewer.id, { cursor, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) =>
      presentMyListing({
        ...row,
        category: row.categoryId && row.categoryName && row.categorySlug ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug } : null,
      }),
    ),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.createdAtText, id: last.id }) : null,
  };
}
