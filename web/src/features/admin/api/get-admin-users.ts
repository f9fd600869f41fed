import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminUsersPageSchema, type AdminUsersPage } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { adminKeys, adminUrl, type AdminUsersFilters } from './admin-query-keys';

/** One keyset page of the users, newest first. */
export function getAdminUsers(filters: AdminUsersFilters, cursor: string | undefined): Promise<AdminUsersPage> {
  return api.get(adminUrl('users', { role: filters.role, search: filters.search, cursor }), adminUsersPageSchema);
}

export function adminUsersQueryOptions(filters: AdminUsersFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.users(filters),
    queryFn: ({ pageParam }) => getAdminUsers(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // While a new filter or search loads, the rows shown stay instead of a skeleton flashing at each keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filters: AdminUsersFilters) {
  return useInfiniteQuery(adminUsersQueryOptions(filters));
}
