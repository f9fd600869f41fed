import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useSendMessage } from '../api/send-message';

export interface PendingMessage {
  localId: string;
  message: string;
  createdAt: string;
}

/**
 * ARCHITECTURE §7: a sent message shows in the thread at once as "Sending…" until the server has it; no toast
 * per message, only "Error sending message" when it fails.
 */
export function useThreadSender(inquiryId: string) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const { mutateAsync: sendMessage } = useSendMessage();
  const nextLocalId = useRef(0);

  const send = useCallback(
    async (message: string): Promise<boolean> => {
      nextLocalId.current += 1;
      const localId = `local-${nextLocalId.current}`;
      setPending((current) => [...current, { localId, message, createdAt: new Date().toISOString() }]);
      try {
        // Resolves after the real message has joined the thread (the mutation's onSuccess), so nothing flickers.
        await sendMessage({ inquiryId, message });
        return true;
      } catch (error) {
        toast.error('Error sending message', { description: getErrorMessage(error) });
        return false;
      } finally {
        setPending((current) => current.filter((item) => item.localId !== localId));
      }
    },
    [inquiryId, sendMessage],
  );

  return { pending, isSending: pending.length > 0, send };
}
