import type { ListingSortKey, SortOrder } from '@common/listings.ts';
import { publicListingsQueryKey } from '@/lib/query-keys';

/** The browse filters as the API takes them: empty values left out, prices in whole rupees. */
export interface ListingsQuery {
  search?: string;
  category?: string;
  location?: string;
  minPrice?: string;
  maxPrice?: string;
  minProfit?: string;
  maxMultiple?: string;
  sort: ListingSortKey;
  order: SortOrder;
  /** The page to start at: a browse address opened from a no-script Load More link (issue 24). */
  cursor?: string;
}

// Everything under ['listings'] is public listing data; a new listing invalidates the lot.
export const listingKeys = {
  all: publicListingsQueryKey,
  browse: (query: ListingsQuery) => ['listings', 'browse', query] as const,
  featured: ['listings', 'featured'] as const,
  detail: (listingId: string) => ['listings', 'detail', listingId] as const,
};

export const categoriesQueryKey = ['categories'] as const;
