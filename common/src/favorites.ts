import { z } from 'zod';
import { BROWSE_PAGE_SIZE, listingCardSchema } from './listings.ts';

/** A page of favourites is a page of cards, as on browse. */
export const FAVORITES_PAGE_SIZE = BROWSE_PAGE_SIZE;

export const favoritesQuerySchema = z.object({
  cursor: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(200).optional()),
  limit: z.coerce.number().int().min(1).max(48).default(FAVORITES_PAGE_SIZE),
});
export type FavoritesQuery = z.infer<typeof favoritesQuerySchema>;

export const favoriteSchema = z.object({ listing: listingCardSchema, favoritedAt: z.string() });
/** Newest first, as keyset pages; nextCursor is null on the last page. */
export const favoritesResponseSchema = z.object({ items: z.array(favoriteSchema), nextCursor: z.string().nullable() });
export type Favorite = z.infer<typeof favoriteSchema>;
export type FavoritesPage = z.infer<typeof favoritesResponseSchema>;

/** The ids of the viewer's favourites, so every card can show its toggle state without a query each. */
export const favoriteIdsResponseSchema = z.object({ listingIds: z.array(z.string()) });
