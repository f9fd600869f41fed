import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';
import { Spinner } from './spinner';

type ControlledDialogProps = {
  isOpen: boolean;
  /** Called whenever the dialog closes (Escape, backdrop, a button): the owner sets isOpen to false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
};

/**
 * The native modal dialog driven by state instead of a ref: for dialogs opened from a menu item or a table row,
 * where the opener is gone (or moved) by the time the dialog shows. Focus returns to the element focused before.
 * The content may be React.lazy (a form a public page loads on first use, ADR 0018): a spinner shows until it
 * has arrived.
 */
export function ControlledDialog({ isOpen, onClose, title, children, className }: ControlledDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <ModalDialog dialogRef={dialogRef} title={title} onClose={onClose} className={className}>
      {isOpen && <Suspense fallback={<DialogContentSpinner />}>{children}</Suspense>}
    </ModalDialog>
  );
}

function DialogContentSpinner() {
  return (
    <div className="flex justify-center py-6">
      <Spinner />
    </div>
  );
}
