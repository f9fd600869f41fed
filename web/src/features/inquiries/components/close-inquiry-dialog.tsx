import { CircleX } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useCloseInquiry } from '../api/close-inquiry';

type CloseInquiryDialogProps = {
  inquiryId: string;
  counterpartName: string;
  /** The trigger shows only while the conversation is open; the <dialog> stays mounted so it can close itself. */
  canClose: boolean;
};

/** Issue 9: either side can close a conversation, after a confirmation; the other side is notified. */
export function CloseInquiryDialog({ inquiryId, counterpartName, canClose }: CloseInquiryDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeInquiry = useCloseInquiry();

  async function handleConfirm() {
    const isClosed = await runWithToasts(() => closeInquiry.mutateAsync(inquiryId), {
      errorTitle: 'Error closing inquiry',
      successTitle: 'Inquiry closed',
    });
    if (isClosed) dialogRef.current?.close();
  }

  return (
    <>
      {canClose && (
        <Button variant="outline" aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()}>
          <CircleX aria-hidden="true" />
          Close inquiry
        </Button>
      )}
      <ModalDialog dialogRef={dialogRef} title="Close this inquiry?">
        <p>
          {counterpartName} will be notified, and neither of you will be able to send more messages in this conversation. The messages stay
          readable.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => dialogRef.current?.close()}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={closeInquiry.isPending} onClick={handleConfirm}>
            {closeInquiry.isPending ? 'Closing...' : 'Close inquiry'}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
