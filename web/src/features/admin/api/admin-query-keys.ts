import type { AuditAction } from '@common/admin.ts';
import type { ListingStatus } from '@common/listings.ts';
import type { Role } from '@common/profiles.ts';

export interface AdminListingsFilters {
  status: ListingStatus | undefined;
  search: string;
}

export interface AdminUsersFilters {
  role: Role | undefined;
  search: string;
}

// Everything under ['admin'] is the console's own data; a moderation step changes several of its views at once.
export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  listingsAll: ['admin', 'listings'] as const,
  listings: (filters: AdminListingsFilters) => ['admin', 'listings', filters] as const,
  usersAll: ['admin', 'users'] as const,
  users: (filters: AdminUsersFilters) => ['admin', 'users', filters] as const,
  stats: ['admin', 'stats'] as const,
  auditLogAll: ['admin', 'audit-log'] as const,
  auditLog: (action: AuditAction | undefined) => ['admin', 'audit-log', action ?? 'all'] as const,
  reports: ['admin', 'reports'] as const,
  /** Changes to approved listings waiting for review (issue 24). */
  pendingChanges: ['admin', 'listing-revisions'] as const,
  /** Photos added to public listings, waiting for review (ADR 0042). */
  pendingPhotos: ['admin', 'listing-photos'] as const,
};

/** "/api/admin/listings?status=pending&cursor=…", leaving out empty values. */
export function adminUrl(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const query = search.toString();
  return query ? `/api/admin/${path}?${query}` : `/api/admin/${path}`;
}
