import { useQueryClient } from '@tanstack/react-query';
import { inquiryMessageItemSchema, markReadResponseSchema } from '@common/inquiries.ts';
import { inquiryRoom } from '@common/realtime.ts';
import { useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime';
import { addMessageToThread, markMessagesReadInThread } from '../api/get-messages';
import { inquiryKeys } from '../api/inquiry-query-keys';

/**
 * ARCHITECTURE §6: while a conversation is open its room is followed; new messages join the thread (once, by
 * id), read marks update the "Seen" state, and a changed inquiry (the seller's first answer, a close) refetches
 * the header so the composer locks or unlocks. An event without its row refetches instead.
 */
export function useConversationLiveUpdates(inquiryId: string, { isParticipant }: { isParticipant: boolean }) {
  const queryClient = useQueryClient();
  // Asked only once the header loaded: the server refuses the room to anyone but the buyer and the seller.
  useRealtimeRoom(isParticipant ? inquiryRoom(inquiryId) : undefined);

  useRealtimeEvent(['message.created', 'message.read', 'inquiry.updated'], (event) => {
    const refetchThread = () => void queryClient.invalidateQueries({ queryKey: inquiryKeys.messages(inquiryId) });
    if (event.type === 'message.created') {
      const message = inquiryMessageItemSchema.safeParse(event.data);
      if (!message.success) refetchThread();
      else if (message.data.inquiryId === inquiryId) addMessageToThread(queryClient, message.data);
      return;
    }
    // message.read and inquiry.updated are about an inquiry: their id is the inquiry's.
    if (event.id !== inquiryId) return;
    if (event.type === 'message.read') {
      const read = markReadResponseSchema.safeParse(event.data);
      if (read.success) markMessagesReadInThread(queryClient, inquiryId, read.data.messageIds);
      else refetchThread();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(inquiryId) });
  });
}
