import type { ListingSortKey, SortOrder } from '@common/listings.ts';
import { publicListingsQueryKey } from '@/lib/query-keys';

/** The browse filters as the API takes them: empty values left out, prices in whole rupees. */
export interface ListingsQuery {
  search?: string;
  category?: string;
  location?: string;
  minPrice?: string;
  maxPrice?: string;
  sort: ListingSortKey;
  order: SortOrder;
}

// Everything under ['listings'] is public listing data; a new listing invalidates the lot.
export const listingKeys = {
  all: publicListingsQueryKey,
  browse: (query: ListingsQuery) => ['listings', 'browse', query] as const,
  featured: ['listings', 'featured'] as const,
  detail: (listingId: string) => ['listings', 'detail', listingId] as const,
};

export const categoriesQueryKey = ['categories'] as const;

/**
 * How long public listing data (featured, browse, a listing) counts as fresh. A server-rendered page hydrates
 * from the data it was rendered with; with no fresh time every such query refetched at once, importing zod and
 * building the listing schemas while the page was becoming interactive (ADR 0018). 30 s, as the categories and
 * the server's counts: the anonymous page cache already serves pages up to a minute old, a change the visitor
 * makes invalidates its keys at once, and data older than this still refetches on the next mount.
 */
export const PUBLIC_LISTINGS_STALE_TIME_MS = 30_000;
