import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditLogPageSchema, type AuditAction } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { adminKeys, adminUrl } from './admin-query-keys';

/** One keyset page of admin actions, newest first, optionally of one action. */
export function getAuditLog(action: AuditAction | undefined, cursor: string | undefined) {
  return api.get(adminUrl('audit-log', { action, cursor }), auditLogPageSchema);
}

export function auditLogQueryOptions(action: AuditAction | undefined) {
  return infiniteQueryOptions({
    queryKey: adminKeys.auditLog(action),
    queryFn: ({ pageParam }) => getAuditLog(action, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useAuditLog(action: AuditAction | undefined) {
  return useInfiniteQuery(auditLogQueryOptions(action));
}
