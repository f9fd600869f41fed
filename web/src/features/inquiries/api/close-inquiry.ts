import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inquiryDetailSchema, type InquiryDetail } from '@common/inquiries.ts';
import { api } from '@/lib/api-client';
import { inquiryKeys, inquiryPath } from './inquiry-query-keys';

/** Either side may close a conversation; closing a closed one changes nothing. */
export function closeInquiry(inquiryId: string): Promise<InquiryDetail> {
  return api.post(`${inquiryPath(inquiryId)}/close`, {}, inquiryDetailSchema);
}

export function useCloseInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeInquiry,
    onSuccess: (inquiry) => {
      queryClient.setQueryData(inquiryKeys.detail(inquiry.id), inquiry);
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.list });
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.allForListings });
    },
  });
}
