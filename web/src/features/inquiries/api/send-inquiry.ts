import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryDetail, ViewerInquiry, VisitRequestInput } from '@common/inquiries.ts';
import { ApiError, api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-keys';
import { inquiryKeys } from './inquiry-query-keys';

/**
 * The inquiry schemas and messages (and zod with them), imported when first needed: the Send Inquiry card is on
 * the listing page, which a server-rendered visit loads before it hydrates (lib/api-client.ts, ADR 0018).
 */
export const importInquiriesModule = () => import('@common/inquiries.ts');
const importInquiryDetailSchema = () => importInquiriesModule().then((module) => module.inquiryDetailSchema);

export interface SendInquiryInput {
  listingId: string;
  message: string;
  /** Issue 24: a visit asked for with the first inquiry. */
  visit?: VisitRequestInput | null;
}

/** SPEC §2 Send Inquiry: 201 with the new conversation; 409 when the buyer already asked (one per listing). */
export function sendInquiry({ listingId, message, visit = null }: SendInquiryInput): Promise<InquiryDetail> {
  return api.post(`/api/listings/${encodeURIComponent(listingId)}/inquiries`, { message, visit }, importInquiryDetailSchema);
}

export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInquiry,
    onSuccess: (inquiry, { listingId }) => {
      // The card turns into "Inquiry Sent" at once, without another request.
      queryClient.setQueryData<ViewerInquiry>(inquiryKeys.forListing(listingId), {
        inquiry: { id: inquiry.id, status: inquiry.status, sellerResponded: inquiry.sellerResponded, createdAt: inquiry.createdAt },
      });
      queryClient.setQueryData(inquiryKeys.detail(inquiry.id), inquiry);
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.list });
    },
    onError: async (error, { listingId }) => {
      // 409: another tab or device sent it first; show that state. 401: the session ended meanwhile.
      if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: inquiryKeys.forListing(listingId) });
      if (error instanceof ApiError && error.status === 401) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
