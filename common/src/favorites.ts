import { z } from 'zod';
import { BROWSE_PAGE_SIZE, listingAvailabilities, listingCardSchema } from './listings.ts';
import { cursorParameter, keysetPageSchema, pageLimitParameter } from './pagination.ts';

/** A page of favourites is a page of cards, as on browse. */
export const FAVORITES_PAGE_SIZE = BROWSE_PAGE_SIZE;

export const favoritesQuerySchema = z.object({
  cursor: cursorParameter,
  limit: pageLimitParameter({ pageSize: FAVORITES_PAGE_SIZE, max: 48 }),
});
export type FavoritesQuery = z.infer<typeof favoritesQuerySchema>;

/** A favourite keeps a listing sold or withdrawn since, marked by its availability (ADR 0032). */
export const favoriteSchema = z.object({ listing: listingCardSchema, favoritedAt: z.string(), availability: z.enum(listingAvailabilities) });
/** Newest first, as keyset pages; nextCursor is null on the last page. */
export const favoritesResponseSchema = keysetPageSchema(favoriteSchema);
export type Favorite = z.infer<typeof favoriteSchema>;
export type FavoritesPage = z.infer<typeof favoritesResponseSchema>;

/** The ids of the viewer's favourites, so every card can show its toggle state without a query each. */
export const favoriteIdsResponseSchema = z.object({ listingIds: z.array(z.string()) });
