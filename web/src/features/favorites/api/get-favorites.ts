import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoritesResponseSchema, type Favorite } from '@common/favorites.ts';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './favorite-query-keys';

export async function getFavorites(): Promise<Favorite[]> {
  const { items } = await api.get('/api/favorites', favoritesResponseSchema);
  return items;
}

export const favoritesQueryOptions = queryOptions({ queryKey: favoriteKeys.list, queryFn: getFavorites });

export function useFavorites() {
  return useQuery(favoritesQueryOptions);
}
