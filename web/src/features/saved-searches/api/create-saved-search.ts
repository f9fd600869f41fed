import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchSchema, type CreateSavedSearchInput, type SavedSearch } from '@common/saved-searches.ts';
import { api } from '@/lib/api-client';
import { savedSearchKeys } from './saved-search-query-keys';

export function createSavedSearch(input: CreateSavedSearchInput): Promise<SavedSearch> {
  return api.post('/api/saved-searches', input, savedSearchSchema);
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
