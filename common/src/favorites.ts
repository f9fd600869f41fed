import { z } from 'zod';
import { listingCardSchema } from './listings.ts';

export const favoriteSchema = z.object({ listing: listingCardSchema, favoritedAt: z.string() });
export const favoritesResponseSchema = z.object({ items: z.array(favoriteSchema) });
export type Favorite = z.infer<typeof favoriteSchema>;

/** The ids of the viewer's favourites, so every card can show its toggle state without a query each. */
export const favoriteIdsResponseSchema = z.object({ listingIds: z.array(z.string()) });
