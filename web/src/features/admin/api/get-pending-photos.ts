import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminPhotoReviewsResponseSchema, type AdminPhotoReviewsResponse } from '@common/listing-photos.ts';
import { api } from '@/lib/api-client';
import { adminKeys, adminUrl } from './admin-query-keys';

/** One keyset page of the photos added to public listings and waiting for review, oldest first, grouped by listing (ADR 0042). */
export function getPendingPhotos(cursor: string | undefined): Promise<AdminPhotoReviewsResponse> {
  return api.get(adminUrl('listing-photos', { cursor }), adminPhotoReviewsResponseSchema);
}

export function usePendingPhotos() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.pendingPhotos,
      queryFn: ({ pageParam }) => getPendingPhotos(pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  );
}
