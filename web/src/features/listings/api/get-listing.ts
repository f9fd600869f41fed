import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '@common/listings.ts';
import { ApiError, api } from '@/lib/api-client';
import { PUBLIC_LISTINGS_STALE_TIME_MS } from '@common/listing-constants.ts';
import { listingKeys } from './listing-query-keys';

// A server-rendered listing page hydrates from the page's data without calling this, so its schema (and zod) is
// imported with the request rather than before the page hydrates (lib/api-client.ts, ADR 0018).
const importListingDetailSchema = () => import('@common/listings.ts').then((module) => module.listingDetailSchema);

/**
 * The listing, or null when there is none this viewer may see. Missing is an answer, not a failure: it is kept
 * (and sent along with a server-rendered page, ADR 0018) like any data, so the page shows "Listing not found" at
 * once on both sides. A malformed id is answered 400 by the route's parameter check; to a visitor it is just as
 * missing.
 */
export async function getListing(listingId: string): Promise<ListingDetail | null> {
  try {
    return await api.get(`/api/listings/${encodeURIComponent(listingId)}`, importListingDetailSchema);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function listingQueryOptions(listingId: string) {
  return queryOptions({ queryKey: listingKeys.detail(listingId), queryFn: () => getListing(listingId), staleTime: PUBLIC_LISTINGS_STALE_TIME_MS });
}

export function useListing(listingId: string) {
  return useQuery(listingQueryOptions(listingId));
}
