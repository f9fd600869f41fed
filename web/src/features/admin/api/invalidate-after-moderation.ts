import type { QueryClient } from '@tanstack/react-query';
import { publicListingsQueryKey } from '@/lib/query-keys';
import { adminKeys } from './admin-query-keys';

/**
 * A listing's status changed (or a user and their listings went): the console's tables, cards, statistics and
 * log, and the public pages that show approved listings, are all out of date.
 */
export function invalidateAfterModeration(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: publicListingsQueryKey }),
  ]);
}
