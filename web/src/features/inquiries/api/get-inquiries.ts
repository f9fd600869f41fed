import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { inquiriesPageSchema, type InquiriesPage } from '@common/inquiries.ts';
import { api } from '@/lib/api-client';
import { inquiryKeys } from './inquiry-query-keys';

/** One page of the viewer's inquiries, as buyer and as seller, latest received first (SPEC §7). */
export function getInquiries(cursor: string | undefined): Promise<InquiriesPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get(`/api/inquiries${query}`, inquiriesPageSchema);
}

export const inquiriesQueryOptions = infiniteQueryOptions({
  queryKey: inquiryKeys.list,
  queryFn: ({ pageParam }) => getInquiries(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

/** Keyset pages ("Load more"): the first page answers at once however many inquiries there are. */
export function useInquiries() {
  return useInfiniteQuery(inquiriesQueryOptions);
}
