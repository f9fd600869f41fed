import { dashboardQueryKey } from '@/lib/query-keys';

export const dashboardKeys = {
  all: dashboardQueryKey,
  summary: ['dashboard', 'summary'] as const,
  views: (listingId: string | null) => ['dashboard', 'views', listingId ?? 'all'] as const,
};
