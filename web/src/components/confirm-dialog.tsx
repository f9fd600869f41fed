import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';

export type ConfirmDialogProps<Subject> = {
  /** What the action is about to change; null keeps the dialog closed. */
  subject: Subject | null;
  title: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  isPending: boolean;
  /** Red for what cannot be undone (a deletion), the primary colour otherwise. */
  confirmVariant?: 'destructive' | 'default';
  onClose: () => void;
  onConfirm: (subject: Subject) => void;
  /** What the action does, said before the buttons. */
  children: (subject: Subject) => ReactNode;
};

/** An action with consequences is confirmed first (SPEC §6's pattern): the consequences, Cancel, then the action's button. */
export function ConfirmDialog<Subject>({
  subject,
  title,
  confirmLabel,
  pendingLabel,
  isPending,
  confirmVariant = 'default',
  onClose,
  onConfirm,
  children,
}: ConfirmDialogProps<Subject>) {
  return (
    <ControlledDialog isOpen={subject !== null} onClose={onClose} title={title}>
      {subject !== null && (
        <>
          <p className="break-words">{children(subject)}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button variant={confirmVariant} disabled={isPending} onClick={() => onConfirm(subject)}>
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </>
      )}
    </ControlledDialog>
  );
}
