import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingDetailSchema, type ListingDetail } from '@common/listings.ts';
import { api } from '@/lib/api-client';
import { listingKeys } from './listing-query-keys';

export function getListing(listingId: string): Promise<ListingDetail> {
  return api.get(`/api/listings/${encodeURIComponent(listingId)}`, listingDetailSchema);
}

export function listingQueryOptions(listingId: string) {
  return queryOptions({ queryKey: listingKeys.detail(listingId), queryFn: () => getListing(listingId) });
}

export function useListing(listingId: string) {
  return useQuery(listingQueryOptions(listingId));
}
