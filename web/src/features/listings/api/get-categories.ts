import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryWithCount } from '@common/listings.ts';
import { api } from '@/lib/api-client';
import { categoriesQueryKey } from './listing-query-keys';

/** Active categories in their sort order, with live counts of approved listings (ARCHITECTURE §7). */
export async function getCategories(): Promise<CategoryWithCount[]> {
  // The home page's query: its schema is imported with the request (lib/api-client.ts).
  const { items } = await api.get('/api/categories', () => import('@common/listings.ts').then((module) => module.categoriesResponseSchema));
  return items;
}

export const categoriesQueryOptions = queryOptions({
  queryKey: categoriesQueryKey,
  queryFn: getCategories,
  // The server caches the counts for 30 s too; categories themselves change rarely.
  staleTime: 30_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
