import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './favorite-query-keys';

export async function getFavoriteIds(): Promise<string[]> {
  // Asked for on the home page's cards: the schema is imported with the request (lib/api-client.ts).
  const { listingIds } = await api.get('/api/favorites/ids', () => import('@common/favorites.ts').then((module) => module.favoriteIdsResponseSchema));
  return listingIds;
}

export const favoriteIdsQueryOptions = queryOptions({ queryKey: favoriteKeys.ids, queryFn: getFavoriteIds });

/** Whether a listing is among the viewer's favourites; one request serves every card on the page. */
export function useIsFavorite(listingId: string, { isSignedIn }: { isSignedIn: boolean }): boolean {
  const { data } = useQuery({
    ...favoriteIdsQueryOptions,
    // 401 for signed-out visitors: do not ask.
    enabled: isSignedIn,
    select: (listingIds) => listingIds.includes(listingId),
  });
  return data ?? false;
}
