import { useEffect, useRef } from 'react';
import type { InquiryMessageItem, ParticipantRole } from '@common/inquiries.ts';
import { useMarkInquiryRead } from '../api/mark-inquiry-read';

/**
 * SPEC §4: the recipient's read flag is set when the thread is open, on load and on live arrival. Whenever the
 * loaded thread holds a message from the other side not yet read (after loading, a live message, a refetch
 * after a reconnect), the server is told once.
 */
export function useMarkReadWhileOpen(inquiryId: string, viewerRole: ParticipantRole, messages: readonly InquiryMessageItem[]) {
  const { mutate: markRead } = useMarkInquiryRead();
  const unreadKey = messages
    .filter((message) => message.senderType !== viewerRole && !message.isReadByRecipient)
    .map((message) => message.id)
    .join(',');
  // The same unread set is not posted twice (StrictMode's double effect, a failed attempt).
  const requestedKey = useRef('');

  useEffect(() => {
    if (!unreadKey || unreadKey === requestedKey.current) return;
    requestedKey.current = unreadKey;
    // A read mark that fails is retried with the next message; not worth a toast.
    markRead(inquiryId, { onError: () => undefined });
  }, [inquiryId, unreadKey, markRead]);
}
