import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPhotoReviewsResponseSchema, type AdminPhotoReviewsResponse } from '@common/listing-photos.ts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** The oldest photos added to public listings and waiting for review, grouped by listing (ADR 0042). */
export function getPendingPhotos(): Promise<AdminPhotoReviewsResponse> {
  return api.get('/api/admin/listing-photos', adminPhotoReviewsResponseSchema);
}

export function usePendingPhotos() {
  return useQuery(queryOptions({ queryKey: adminKeys.pendingPhotos, queryFn: getPendingPhotos }));
}
