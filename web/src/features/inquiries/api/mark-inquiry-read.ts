import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResponseSchema, type MarkReadResponse } from '@common/inquiries.ts';
import { api } from '@/lib/api-client';
import { markMessagesReadInThread } from './get-messages';
import { inquiryKeys, inquiryPath } from './inquiry-query-keys';

/** SPEC §4: the recipient's read flag is set while the thread is open; the server tells the other tabs. */
export function markInquiryRead(inquiryId: string): Promise<MarkReadResponse> {
  return api.post(`${inquiryPath(inquiryId)}/read`, {}, markReadResponseSchema);
}

export function useMarkInquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInquiryRead,
    onSuccess: ({ inquiryId, messageIds }) => {
      markMessagesReadInThread(queryClient, inquiryId, messageIds);
      // The card's unread badge.
      if (messageIds.length > 0) void queryClient.invalidateQueries({ queryKey: inquiryKeys.list });
    },
  });
}
