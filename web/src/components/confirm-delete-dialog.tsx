import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';

type ConfirmDeleteDialogProps<Subject> = {
  /** What is about to be deleted; null keeps the dialog closed. */
  subject: Subject | null;
  title: string;
  confirmLabel: string;
  isDeleting: boolean;
  onClose: () => void;
  onConfirm: (subject: Subject) => void;
  /** What deleting it takes with it, said before the buttons. */
  children: (subject: Subject) => ReactNode;
};

/** A deletion that cannot be undone is confirmed first (SPEC §6's pattern): the consequences, Cancel, then the red button. */
export function ConfirmDeleteDialog<Subject>({ subject, title, confirmLabel, isDeleting, onClose, onConfirm, children }: ConfirmDeleteDialogProps<Subject>) {
  return (
    <ControlledDialog isOpen={subject !== null} onClose={onClose} title={title}>
      {subject !== null && (
        <>
          <p className="break-words">{children(subject)}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={isDeleting} onClick={() => onConfirm(subject)}>
              {isDeleting ? 'Deleting...' : confirmLabel}
            </Button>
          </div>
        </>
      )}
    </ControlledDialog>
  );
}
