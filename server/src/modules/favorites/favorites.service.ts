import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { FavoritesPage, FavoritesQuery } from '@common/favorites.ts';
import type { Database } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText } from '../../db/keyset-cursor.ts';
import { businessListings, categories, favorites } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { cardColumns, isApproved, presentCardRow } from '../listings/browse-listings.ts';
import { canFavoriteListing, listingAvailability } from '../listings/listings.policy.ts';
import { findListingFactsForBuyerMove, isListingId } from '../listings/listings.service.ts';
import { withSellerSummaries } from '../trust/seller-trust.ts';

const MAX_FAVORITES_LISTED = 500;
/** listingAvailability's on-sale, sold and withdrawn, in SQL. */
const isStillOnItsPage = or(isApproved, eq(businessListings.status, 'sold'), and(eq(businessListings.status, 'draft'), sql`${businessListings.withdrawnAt} is not null`));

/**
 * The viewer's favourites that are on sale, sold, or withdrawn while public (kept and marked, ADR 0032; one the
 * public never saw again, in review or rejected, is left out), newest first, as keyset pages along favorites
 * (user_id, created_at, id).
 */
export async function findFavorites(db: Database, viewer: Viewer, query: FavoritesQuery): Promise<FavoritesPage> {
  const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
  const rows = await db
    .select({
      ...cardColumns,
      status: businessListings.status,
      soldAt: businessListings.soldAt,
      withdrawnAt: businessListings.withdrawnAt,
      favoritedAt: favorites.createdAt,
      favoriteId: favorites.id,
      favoritedAtText: timestampText(favorites.createdAt),
    })
    .from(favorites)
    .innerJoin(businessListings, eq(businessListings.id, favorites.listingId))
    .leftJoin(categories, eq(categories.id, businessListings.categoryId))
    .where(and(eq(favorites.userId, viewer.id), isStillOnItsPage, cursor && isBeforeCursor(favorites.createdAt, favorites.id, cursor)))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  // The cards carry their sellers' badges and reply times as on browse: one query for the page (trust/seller-trust.ts).
  const listings = await withSellerSummaries(db, page.map(presentCardRow));
  return {
    items: page.map((row, index) => ({ listing: listings[index] ?? presentCardRow(row), favoritedAt: row.favoritedAt.toISOString(), availability: listingAvailability(row) })),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.favoritedAtText, id: last.favoriteId }) : null,
  };
}

export async function findFavoriteListingIds(db: Database, viewer: Viewer): Promise<string[]> {
  const rows = await db.select({ listingId: favorites.listingId }).from(favorites).where(eq(favorites.userId, viewer.id)).limit(MAX_FAVORITES_LISTED);
  return rows.map((row) => row.listingId);
}

export async function addFavorite(db: Database, viewer: Viewer, listingId: string): Promise<void> {
  const listing = await findListingFactsForBuyerMove(db, viewer, listingId);
  if (!canFavoriteListing(viewer, listing)) {
    throw forbidden(listing.status === 'approved' ? 'You cannot favourite your own listing.' : 'Only approved listings can be favourited.');
  }
  await db.insert(favorites).values({ userId: viewer.id, listingId }).onConflictDoNothing();
}

export async function removeFavorite(db: Database, viewer: Viewer, listingId: string): Promise<void> {
  if (!isListingId(listingId)) return; // nothing to remove, as for any id that is not a favourite
  await db.delete(favorites).where(and(eq(favorites.userId, viewer.id), eq(favorites.listingId, listingId)));
}
