import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { savedSearchesPageSchema, type SavedSearchesPage } from '@common/saved-searches.ts';
import { api } from '@/lib/api-client';
import { savedSearchKeys } from './saved-search-query-keys';

/** One page of the viewer's saved searches, newest first (SPEC §7 "Saved searches: read by user_id"). */
export function getSavedSearches(cursor: string | undefined): Promise<SavedSearchesPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get(`/api/saved-searches${query}`, savedSearchesPageSchema);
}

export const savedSearchesQueryOptions = infiniteQueryOptions({
  queryKey: savedSearchKeys.list,
  queryFn: ({ pageParam }) => getSavedSearches(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

/** Keyset pages ("Load more"). */
export function useSavedSearches() {
  return useInfiniteQuery(savedSearchesQueryOptions);
}
