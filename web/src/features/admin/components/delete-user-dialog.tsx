import type { AdminUserRow } from '@common/admin.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';

type DeleteUserDialogProps = {
  user: AdminUserRow | null;
  isDeleting: boolean;
  onClose: () => void;
  onConfirm: (user: AdminUserRow) => void;
};

/** SPEC §6: deleting a user asks "Are you absolutely sure?" first. */
export function DeleteUserDialog({ user, isDeleting, onClose, onConfirm }: DeleteUserDialogProps) {
  return (
    <ConfirmDeleteDialog subject={user} title="Are you absolutely sure?" confirmLabel="Delete user" isDeleting={isDeleting} onClose={onClose} onConfirm={onConfirm}>
      {(subject) => (
        <>
          This permanently deletes the account of <strong><bdi>{subject.fullName}</bdi></strong> ({subject.email}) and everything that belongs to it: listings,
          favourites, inquiries, messages, notifications and saved searches. This cannot be undone.
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
