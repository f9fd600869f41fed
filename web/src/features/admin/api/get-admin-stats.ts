import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_STATS_CACHE_SECONDS, adminStatsSchema, type AdminStats } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

export function getAdminStats(): Promise<AdminStats> {
  return api.get('/api/admin/stats', adminStatsSchema);
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: getAdminStats,
  // The server caches the aggregates this long; asking sooner would bring the same figures.
  staleTime: ADMIN_STATS_CACHE_SECONDS * 1000,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
