import { BadgeCheck, BadgeX, Trash2, UserCog } from 'lucide-react';
import type { AdminUserRow } from '@common/admin.ts';
import { roles, type Role } from '@common/profiles.ts';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { capitalize } from '@/lib/format';

type UserActionsMenuProps = {
  user: AdminUserRow;
  /** The signed-in admin's own row: no demoting or deleting oneself (ARCHITECTURE §5). */
  isSelf: boolean;
  onChangeRole: (role: Role) => void;
  onSetVerified: (verified: boolean) => void;
  onDelete: () => void;
};

/** SPEC §4 User role: every role but the current one; the Verified Seller badge; deleting the user. */
export function UserActionsMenu({ user, isSelf, onChangeRole, onSetVerified, onDelete }: UserActionsMenuProps) {
  return (
    <RowActionsMenu label={`Actions for ${user.fullName || user.email}`}>
      {isSelf && <DropdownMenuLabel className="text-muted-foreground">This is your account</DropdownMenuLabel>}
      {!isSelf &&
        roles
          .filter((role) => role !== user.role)
          .map((role) => (
            <DropdownMenuItem key={role} onSelect={() => onChangeRole(role)}>
              <UserCog aria-hidden="true" />
              Make {capitalize(role)}
            </DropdownMenuItem>
          ))}
      <DropdownMenuItem onSelect={() => onSetVerified(!user.verified)}>
        {user.verified ? <BadgeX aria-hidden="true" /> : <BadgeCheck aria-hidden="true" />}
        {user.verified ? 'Remove Verified Seller badge' : 'Grant Verified Seller badge'}
      </DropdownMenuItem>
      {!isSelf && (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onDelete} className="text-destructive focus:text-destructive">
            <Trash2 aria-hidden="true" />
            Delete user
          </DropdownMenuItem>
        </>
      )}
    </RowActionsMenu>
  );
}
