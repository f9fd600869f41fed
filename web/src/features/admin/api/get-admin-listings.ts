import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminListingsPageSchema, type AdminListingsPage } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { adminKeys, adminUrl, type AdminListingsFilters } from './admin-query-keys';

/** One keyset page of every listing (any status), newest first. */
export function getAdminListings(filters: AdminListingsFilters, cursor: string | undefined): Promise<AdminListingsPage> {
  return api.get(adminUrl('listings', { status: filters.status, search: filters.search, cursor }), adminListingsPageSchema);
}

export function adminListingsQueryOptions(filters: AdminListingsFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.listings(filters),
    queryFn: ({ pageParam }) => getAdminListings(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // While a new filter or search loads, the rows shown stay instead of a skeleton flashing at each keystroke.
    placeholderData: keepPreviousData,
  });
}

/** Issue 10: at a million listings the table pages through the server ("Load more"). */
export function useAdminListings(filters: AdminListingsFilters) {
  return useInfiniteQuery(adminListingsQueryOptions(filters));
}
