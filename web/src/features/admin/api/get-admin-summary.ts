import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSummarySchema, type AdminSummary } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** The four cards; a 403 here is how the page learns the viewer is no admin (the server decides). */
export function getAdminSummary(): Promise<AdminSummary> {
  return api.get('/api/admin/summary', adminSummarySchema);
}

export const adminSummaryQueryOptions = queryOptions({ queryKey: adminKeys.summary, queryFn: getAdminSummary });

export function useAdminSummary() {
  return useQuery(adminSummaryQueryOptions);
}
