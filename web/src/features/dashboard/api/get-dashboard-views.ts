import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardViewsSchema, type DashboardViews } from '@common/dashboard.ts';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-query-keys';

export function getDashboardViews(listingId: string | null): Promise<DashboardViews> {
  const query = listingId ? `?${new URLSearchParams({ listingId }).toString()}` : '';
  return api.get(`/api/dashboard/views${query}`, dashboardViewsSchema);
}

export const dashboardViewsQueryOptions = (listingId: string | null) =>
  queryOptions({ queryKey: dashboardKeys.views(listingId), queryFn: () => getDashboardViews(listingId) });

/** Views per day over 30 days, all listings or one; the previous chart stays while another listing's loads. */
export function useDashboardViews(listingId: string | null) {
  return useQuery({ ...dashboardViewsQueryOptions(listingId), placeholderData: keepPreviousData });
}
