import type { AdminUserRow } from '@common/admin.ts';
import type { Role } from '@common/profiles.ts';
import { DataTableHeader } from '@/components/data-table-header';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { formatShortDate } from '@/lib/format';
import { RoleBadge } from './role-badge';
import { UserActionsMenu } from './user-actions-menu';
import { VerifiedCell } from './verified-cell';

type UsersTableProps = {
  users: AdminUserRow[];
  viewerId: string;
  onChangeRole: (user: AdminUserRow, role: Role) => void;
  onSetVerified: (user: AdminUserRow, verified: boolean) => void;
  onDelete: (user: AdminUserRow) => void;
};

/** SPEC §2 Users Management: Name, Email, Role, Verified, Joined, Actions. */
export function UsersTable({ users, viewerId, onChangeRole, onSetVerified, onDelete }: UsersTableProps) {
  return (
    <Table label="Users">
      <DataTableHeader columns={['Name', 'Email', 'Role', 'Verified', 'Joined']} />
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="font-medium">{user.fullName}</TableCell>
            <TableCell label="Email" className="break-all">{user.email}</TableCell>
            <TableCell label="Role">
              <RoleBadge role={user.role} />
            </TableCell>
            <TableCell label="Verified">
              <VerifiedCell isVerified={user.verified} />
            </TableCell>
            <TableCell label="Joined" className="whitespace-nowrap">{formatShortDate(user.createdAt)}</TableCell>
            <TableCell className="text-right">
              <UserActionsMenu
                user={user}
                isSelf={user.id === viewerId}
                onChangeRole={(role) => onChangeRole(user, role)}
                onSetVerified={(verified) => onSetVerified(user, verified)}
                onDelete={() => onDelete(user)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
