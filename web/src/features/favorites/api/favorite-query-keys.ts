import { favoritesQueryKey } from '@/lib/query-keys';

export const favoriteKeys = {
  all: favoritesQueryKey,
  list: ['favorites', 'list'] as const,
  ids: ['favorites', 'ids'] as const,
};
