import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportActionResponseSchema } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** Closes a report without touching its listing. */
export function dismissReport(reportId: string) {
  return api.post(`/api/admin/reports/${encodeURIComponent(reportId)}/dismiss`, {}, reportActionResponseSchema);
}

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReport,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll }),
      ]),
  });
}
