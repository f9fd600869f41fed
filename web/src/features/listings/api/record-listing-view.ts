import { api } from '@/lib/api-client';

// The listing page records its view after it hydrates and reads nothing from the answer: no schema is loaded for
// it, so a visit to a listing page never loads zod (on a budget phone its evaluation alone was a task of about
// 70 ms, ADR 0018).
/**
 * ARCHITECTURE §7: one view per visit, counted on detail load; the server de-duplicates per viewer. A plain call,
 * not a mutation hook: the page reads nothing from it, and a mutation's progress (pending, then done) re-rendered the
 * whole listing page twice just after it hydrated, two tasks of about 100 ms on a budget phone. Nothing is
 * invalidated either: refetching the listing to show one more view is not worth a request.
 */
export async function recordListingView(listingId: string): Promise<void> {
  await api.post(`/api/listings/${encodeURIComponent(listingId)}/views`, {});
}
