import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { favoritesResponseSchema, type FavoritesPage } from '@common/favorites.ts';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './favorite-query-keys';

/** One keyset page of the viewer's favourites, newest first. */
export function getFavorites(cursor: string | undefined): Promise<FavoritesPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api.get(`/api/favorites${query}`, favoritesResponseSchema);
}

export const favoritesQueryOptions = infiniteQueryOptions({
  queryKey: favoriteKeys.list,
  queryFn: ({ pageParam }) => getFavorites(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

/** The favourites a page at a time (Load More fetches the next). */
export function useFavorites() {
  return useInfiniteQuery(favoritesQueryOptions);
}
