import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

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
export function ConfirmDeleteDialog<Subject>({ isDeleting, ...props }: ConfirmDeleteDialogProps<Subject>) {
  return <ConfirmDialog {...props} isPending={isDeleting} pendingLabel="Deleting..." confirmVariant="destructive" />;
}
