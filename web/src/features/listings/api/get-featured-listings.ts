import { queryOptions, useQuery } from '@tanstack/react-query';
import { featuredResponseSchema, type ListingCard } from '@common/listings.ts';
import { api } from '@/lib/api-client';
import { listingKeys } from './listing-query-keys';

export async function getFeaturedListings(): Promise<ListingCard[]> {
  const { items } = await api.get('/api/listings/featured', featuredResponseSchema);
  return items;
}

export const featuredListingsQueryOptions = queryOptions({ queryKey: listingKeys.featured, queryFn: getFeaturedListings });

export function useFeaturedListings() {
  return useQuery(featuredListingsQueryOptions);
}
