import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchSchema, type SavedSearch } from '@common/saved-searches.ts';
import { api } from '@/lib/api-client';
import { savedSearchKeys, savedSearchPath } from './saved-search-query-keys';

/** Records the run ("N new" starts again from now); the caller then opens /listings with its filters. */
export function runSavedSearch(savedSearchId: string): Promise<SavedSearch> {
  return api.post(`${savedSearchPath(savedSearchId)}/run`, {}, savedSearchSchema);
}

export function useRunSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
