import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_LISTINGS_STALE_TIME_MS } from '@common/listing-constants.ts';
import { api } from '@/lib/api-client';
import { publicListingsQueryKey } from '@/lib/query-keys';

// The schema comes with the request (lib/api-client.ts), so the home page's bundle does not carry zod.
const importSiteFiguresSchema = () => import('@common/site-figures.ts').then((module) => module.siteFiguresSchema);

/** Under the public listings' key: whatever forgets the listings (a new one, a moderation) forgets these too. */
export const siteFiguresQueryOptions = queryOptions({
  queryKey: [...publicListingsQueryKey, 'site-figures'] as const,
  queryFn: () => api.get('/api/site-figures', importSiteFiguresSchema),
  staleTime: PUBLIC_LISTINGS_STALE_TIME_MS,
});

export function useSiteFigures() {
  return useQuery(siteFiguresQueryOptions);
}
