import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inquiryMessageItemSchema, type InquiryMessageItem } from '@common/inquiries.ts';
import { api } from '@/lib/api-client';
import { addMessageToThread } from './get-messages';
import { inquiryKeys, inquiryPath } from './inquiry-query-keys';

export interface SendMessageInput {
  inquiryId: string;
  message: string;
}

export function sendMessage({ inquiryId, message }: SendMessageInput): Promise<InquiryMessageItem> {
  return api.post(`${inquiryPath(inquiryId)}/messages`, { message }, inquiryMessageItemSchema);
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addMessageToThread(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.list });
    },
    // Refused because the conversation changed meanwhile (closed, or not yet open to the buyer): show its state.
    onError: (_error, { inquiryId }) => void queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(inquiryId) }),
  });
}
