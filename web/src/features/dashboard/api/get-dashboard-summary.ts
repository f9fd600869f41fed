import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSummarySchema, type DashboardSummary } from '@common/dashboard.ts';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-query-keys';

export function getDashboardSummary(): Promise<DashboardSummary> {
  return api.get('/api/dashboard/summary', dashboardSummarySchema);
}

export const dashboardSummaryQueryOptions = queryOptions({ queryKey: dashboardKeys.summary, queryFn: getDashboardSummary });

/** Both views' stat cards (SPEC §2); the page picks the view by role. */
export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions);
}
