import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ViewerInquiry } from '@common/inquiries.ts';
import { api } from '@/lib/api-client';
import { inquiryKeys } from './inquiry-query-keys';

// Part of a server-rendered listing page's data for a signed-in viewer: its schema (and zod) is imported with the
// request rather than before the page hydrates (lib/api-client.ts, ADR 0018).
const importViewerInquirySchema = () => import('@common/inquiries.ts').then((module) => module.viewerInquirySchema);

/** The viewer's own inquiry about a listing (null before they asked): the card shows "Inquiry Sent" after a reload. */
export function getListingInquiry(listingId: string): Promise<ViewerInquiry> {
  return api.get(`/api/listings/${encodeURIComponent(listingId)}/inquiry`, importViewerInquirySchema);
}

export function listingInquiryQueryOptions(listingId: string) {
  return queryOptions({ queryKey: inquiryKeys.forListing(listingId), queryFn: () => getListingInquiry(listingId) });
}

export function useListingInquiry(listingId: string, { isEnabled }: { isEnabled: boolean }) {
  // Signed-out visitors and the listing's own seller have no inquiry to ask about (401 / nothing to show).
  return useQuery({ ...listingInquiryQueryOptions(listingId), enabled: isEnabled });
}
