import { and, desc, eq } from 'drizzle-orm';
import type { FavoritesPage, FavoritesQuery } from '@common/favorites.ts';
import type { Database } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText } from '../../db/keyset-cursor.ts';
import { businessListings, categories, favorites } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { cardColumns, isApproved, presentCardRow } from '../listings/browse-listings.ts';
import { canFavoriteListing } from '../listings/listings.policy.ts';
import { findVisibleListingFacts, isListingId } from '../listings/listings.service.ts';

const MAX_FAVORITES_LISTED = 500;

/**
 * The viewer's favourites that are still on sale (a listing taken down disappears from the list), newest first,
 * as keyset pages along favorites (user_id, created_at, id).
 */
export async function findFavorites(db: Database, viewer: Viewer, query: FavoritesQuery): Promise<FavoritesPage> {
  const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
  const rows = await db
    .select({ ...cardColumns, favoritedAt: favorites.createdAt, favoriteId: favorites.id, favoritedAtText: timestampText(favorites.createdAt) })
    .from(favorites)
    .innerJoin(businessListings, eq(businessListings.id, favorites.listingId))
    .leftJoin(categories, eq(categories.id, businessListings.categoryId))
    .where(and(eq(favorites.userId, viewer.id), isApproved, cursor && isBeforeCursor(favorites.createdAt, favorites.id, cursor)))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ listing: presentCardRow(row), favoritedAt: row.favoritedAt.toISOString() })),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.favoritedAtText, id: last.favoriteId }) : null,
  };
}

export async function findFavoriteListingIds(db: Database, viewer: Viewer): Promise<string[]> {
  const rows = await db.select({ listingId: favorites.listingId }).from(favorites).where(eq(favorites.userId, viewer.id)).limit(MAX_FAVORITES_LISTED);
  return rows.map((row) => row.listingId);
}

export async function addFavorite(db: Database, viewer: Viewer, listingId: string): Promise<void> {
  const listing = await findVisibleListingFacts(db, viewer, listingId);
  if (!canFavoriteListing(viewer, listing)) {
    throw forbidden(listing.status === 'approved' ? 'You cannot favourite your own listing.' : 'Only approved listings can be favourited.');
  }
  await db.insert(favorites).values({ userId: viewer.id, listingId }).onConflictDoNothing();
}

export async function removeFavorite(db: Database, viewer: Viewer, listingId: string): Promise<void> {
  if (!isListingId(listingId)) return; // nothing to remove, as for any id that is not a favourite
  await db.delete(favorites).where(and(eq(favorites.userId, viewer.id), eq(favorites.listingId, listingId)));
}
