import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerInquirySchema, type ViewerInquiry } from '@common/inquiries.ts';
import { api } from '@/lib/api-client';
import { inquiryKeys } from './inquiry-query-keys';

/** The viewer's own inquiry about a listing (null before they asked): the card shows "Inquiry Sent" after a reload. */
export function getListingInquiry(listingId: string): Promise<ViewerInquiry> {
  return api.get(`/api/listings/${encodeURIComponent(listingId)}/inquiry`, viewerInquirySchema);
}

export function listingInquiryQueryOptions(listingId: string) {
  return queryOptions({ queryKey: inquiryKeys.forListing(listingId), queryFn: () => getListingInquiry(listingId) });
}

export function useListingInquiry(listingId: string, { isEnabled }: { isEnabled: boolean }) {
  // Signed-out visitors and the listing's own seller have no inquiry to ask about (401 / nothing to show).
  return useQuery({ ...listingInquiryQueryOptions(listingId), enabled: isEnabled });
}
