export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  views: (listingId: string | null) => ['dashboard', 'views', listingId ?? 'all'] as const,
};
