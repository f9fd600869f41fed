import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The listing page records its view after it hydrates: the schema (and zod) is imported with the request, not
// before the page hydrates (lib/api-client.ts), and from its own module, so the page does not build every listing
// schema then (ADR 0018).
const importRecordViewResponseSchema = () => import('@common/listing-views.ts').then((module) => module.recordViewResponseSchema);

/** ARCHITECTURE §7: one view per visit, counted on detail load; the server de-duplicates per viewer. */
export function recordListingView(listingId: string): Promise<{ isCounted: boolean }> {
  return api.post(`/api/listings/${encodeURIComponent(listingId)}/views`, {}, importRecordViewResponseSchema);
}

export function useRecordListingView() {
  // Nothing is invalidated: refetching the page's listing to show one more view is not worth a request.
  return useMutation({ mutationFn: recordListingView });
}
