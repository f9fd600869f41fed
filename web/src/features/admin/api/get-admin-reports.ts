import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminReportsPageSchema } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { adminKeys, adminUrl } from './admin-query-keys';

/** One keyset page of open reports, oldest first (the moderation queue). */
export function getAdminReports(cursor: string | undefined) {
  return api.get(adminUrl('reports', { cursor }), adminReportsPageSchema);
}

export const adminReportsQueryOptions = infiniteQueryOptions({
  queryKey: adminKeys.reports,
  queryFn: ({ pageParam }) => getAdminReports(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

export function useAdminReports() {
  return useInfiniteQuery(adminReportsQueryOptions);
}
