import type { InquiryMessageItem, ParticipantRole } from '@common/inquiries.ts';
import type { PendingMessage } from '../hooks/use-thread-sender';

/** What the sender sees under their own message (ARCHITECTURE §7: sending, sent, seen). */
export type DeliveryState = 'sending' | 'sent' | 'seen';

export const deliveryLabels: Record<DeliveryState, string> = { sending: 'Sending…', sent: 'Sent', seen: 'Seen' };

export interface ThreadItem {
  key: string;
  text: string;
  createdAt: string;
  isOwn: boolean;
  delivery: DeliveryState | null;
}

/**
 * The thread as shown: the initial message is left out (the header shows it), messages still on their way
 * come last. "Seen" marks the viewer's last message the other side has read; their later ones are "Sent".
 */
export function buildThreadItems({
  messages,
  pending,
  viewerRole,
  initialMessageId,
}: {
  messages: readonly InquiryMessageItem[];
  pending: readonly PendingMessage[];
  viewerRole: ParticipantRole;
  initialMessageId: string | null;
}): { items: ThreadItem[]; initialMessageDelivery: DeliveryState | null } {
  const lastSeenOwnIndex = messages.findLastIndex((message) => message.senderType === viewerRole && message.isReadByRecipient);
  const deliveryOf = (message: InquiryMessageItem, index: number): DeliveryState | null => {
    if (message.senderType !== viewerRole) return null;
    if (index === lastSeenOwnIndex) return 'seen';
    return index > lastSeenOwnIndex ? 'sent' : null;
  };

  let initialMessageDelivery: DeliveryState | null = null;
  const items: ThreadItem[] = [];
  messages.forEach((message, index) => {
    if (message.id === initialMessageId) {
      initialMessageDelivery = deliveryOf(message, index);
      return;
    }
    items.push({ key: message.id, text: message.message, createdAt: message.createdAt, isOwn: message.senderType === viewerRole, delivery: deliveryOf(message, index) });
  });
  for (const message of pending) {
    items.push({ key: message.localId, text: message.message, createdAt: message.createdAt, isOwn: true, delivery: 'sending' });
  }
  return { items, initialMessageDelivery };
}
