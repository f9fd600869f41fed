import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { inquiryKeys } from '../api/inquiry-query-keys';

/**
 * Keeps the listing page's "Inquiry Sent" card current: when the seller responds or either side closes the
 * conversation, the card (and, through onInquiryChanged, the seller's contact details) refresh without a reload.
 */
export function useLiveListingInquiry({ listingId, inquiryId, onInquiryChanged }: { listingId: string; inquiryId: string; onInquiryChanged?: (() => void) | undefined }) {
  const queryClient = useQueryClient();
  useRealtimeEvent(['inquiry.updated'], (event) => {
    if (event.id !== inquiryId) return;
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.forListing(listingId) });
    onInquiryChanged?.();
  });
}
