import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingCard } from '@common/listings.ts';
import { api } from '@/lib/api-client';
import { PUBLIC_LISTINGS_STALE_TIME_MS } from '@common/listing-constants.ts';
import { listingKeys } from './listing-query-keys';

// The home page's query: its schema is imported with the request (lib/api-client.ts).
const importFeaturedSchema = () => import('@common/listings.ts').then((module) => module.featuredResponseSchema);

export async function getFeaturedListings(): Promise<ListingCard[]> {
  const { items } = await api.get('/api/listings/featured', importFeaturedSchema);
  return items;
}

export const featuredListingsQueryOptions = queryOptions({
  queryKey: listingKeys.featured,
  queryFn: getFeaturedListings,
  staleTime: PUBLIC_LISTINGS_STALE_TIME_MS,
});

export function useFeaturedListings() {
  return useQuery(featuredListingsQueryOptions);
}
