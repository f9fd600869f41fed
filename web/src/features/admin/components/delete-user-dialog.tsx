import type { AdminUserRow } from '@common/admin.ts';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';

type DeleteUserDialogProps = {
  user: AdminUserRow | null;
  isDeleting: boolean;
  onClose: () => void;
  onConfirm: (user: AdminUserRow) => void;
};

/** SPEC §6: deleting a user asks "Are you absolutely sure?" first. */
export function DeleteUserDialog({ user, isDeleting, onClose, onConfirm }: DeleteUserDialogProps) {
  return (
    <ControlledDialog isOpen={user !== null} onClose={onClose} title="Are you absolutely sure?">
      {user && (
        <>
          <p className="break-words">
            This permanently deletes the account of <strong>{user.fullName}</strong> ({user.email}) and everything that belongs to it: listings,
            favourites, inquiries, messages, notifications and saved searches. This cannot be undone.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={isDeleting} onClick={() => onConfirm(user)}>
              {isDeleting ? 'Deleting...' : 'Delete user'}
            </Button>
          </div>
        </>
      )}
    </ControlledDialog>
  );
}
