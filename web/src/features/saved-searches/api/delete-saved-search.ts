import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedSearchKeys, savedSearchPath } from './saved-search-query-keys';

export async function deleteSavedSearch(savedSearchId: string): Promise<void> {
  await api.delete(savedSearchPath(savedSearchId));
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
