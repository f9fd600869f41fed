import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoriteIdsResponseSchema } from '@common/favorites.ts';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './favorite-query-keys';

export async function getFavoriteIds(): Promise<string[]> {
  const { listingIds } = await api.get('/api/favorites/ids', favoriteIdsResponseSchema);
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
