import { useMutation } from '@tanstack/react-query';
import { createReportResponseSchema, type CreateReportInput } from '@common/admin.ts';
import { api } from '@/lib/api-client';

/** Issue 10: any signed-in user reports a listing, once (409 after). */
export function createReport({ listingId, ...input }: CreateReportInput & { listingId: string }) {
  return api.post(`/api/listings/${encodeURIComponent(listingId)}/reports`, input, createReportResponseSchema);
}

// Nothing the reporter sees changes: the admin console's own queries refetch when it opens.
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
