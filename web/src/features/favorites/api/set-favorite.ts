import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-keys';
import { favoriteKeys } from './favorite-query-keys';

export interface SetFavoriteInput {
  listingId: string;
  isFavorite: boolean;
}

const favoritePath = (listingId: string) => `/api/favorites/${encodeURIComponent(listingId)}`;

/** PUT adds and DELETE removes; both are idempotent, so a retry or a double click leaves the same state. */
export function setFavorite({ listingId, isFavorite }: SetFavoriteInput): Promise<unknown> {
  return isFavorite ? api.put(favoritePath(listingId)) : api.delete(favoritePath(listingId));
}

const setFavoriteMutationKey = ['set-favorite'] as const;

/** Shows the new state at once and puts the old one back if the server refuses. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setFavoriteMutationKey,
    mutationFn: setFavorite,
    onMutate: async ({ listingId, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: favoriteKeys.ids });
      const previousIds = queryClient.getQueryData<string[]>(favoriteKeys.ids);
      queryClient.setQueryData<string[]>(favoriteKeys.ids, (ids = []) =>
        isFavorite ? [...ids.filter((id) => id !== listingId), listingId] : ids.filter((id) => id !== listingId),
      );
      return { previousIds };
    },
    onError: async (error, _input, context) => {
      queryClient.setQueryData(favoriteKeys.ids, context?.previousIds);
      if (error instanceof ApiError && error.status === 401) {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    },
    onSettled: () => {
      // With several toggles in flight, refetching after the first would briefly undo the others' optimistic
      // state; the last one to settle refreshes everything. Not awaited: the new state already shows.
      if (queryClient.isMutating({ mutationKey: setFavoriteMutationKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
    },
  });
}
