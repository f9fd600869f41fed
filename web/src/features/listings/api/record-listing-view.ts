import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The listing page records its view after it hydrates and reads nothing from the answer: no schema is loaded for
// it, so a visit to a listing page never loads zod (on a budget phone its evaluation alone was a task of about
// 70 ms, ADR 0018).
/** ARCHITECTURE §7: one view per visit, counted on detail load; the server de-duplicates per viewer. */
export async function recordListingView(listingId: string): Promise<void> {
  await api.post(`/api/listings/${encodeURIComponent(listingId)}/views`, {});
}

export function useRecordListingView() {
  // Nothing is invalidated: refetching the page's listing to show one more view is not worth a request.
  return useMutation({ mutationFn: recordListingView });
}
