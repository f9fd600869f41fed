import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchSchema, type SavedSearch, type UpdateSavedSearchInput } from '@common/saved-searches.ts';
import { api } from '@/lib/api-client';
import { savedSearchKeys, savedSearchPath } from './saved-search-query-keys';

/** Rename, switch alerts on or off, change their mode. */
export function updateSavedSearch({ id, changes }: { id: string; changes: UpdateSavedSearchInput }): Promise<SavedSearch> {
  return api.patch(savedSearchPath(id), changes, savedSearchSchema);
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
