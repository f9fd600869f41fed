import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { inquiryKeys } from '../api/inquiry-query-keys';

/**
 * The Inquiries tab follows the user's room: a new inquiry or message, a read mark (from any of their tabs) or a
 * close refetches the list, so order, previews, badges and buttons stay current without a reload.
 */
export function useInquiryListLiveUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent(['message.created', 'message.read', 'inquiry.updated'], () => {
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.list });
  });
}
