export const favoriteKeys = {
  all: ['favorites'] as const,
  list: ['favorites', 'list'] as const,
  ids: ['favorites', 'ids'] as const,
};
