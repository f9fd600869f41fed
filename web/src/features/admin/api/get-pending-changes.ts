import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminRevisionsPageSchema, type AdminRevisionsPage } from '@common/listing-revisions.ts';
import { api } from '@/lib/api-client';
import { adminKeys, adminUrl } from './admin-query-keys';

/** One keyset page of the changes to approved listings waiting for review, oldest first (issue 24). */
export function getPendingChanges(cursor: string | undefined): Promise<AdminRevisionsPage> {
  return api.get(adminUrl('listing-revisions', { cursor }), adminRevisionsPageSchema);
}

export function usePendingChanges() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.pendingChanges,
      queryFn: ({ pageParam }) => getPendingChanges(pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  );
}
