import { useState } from 'react';
import type { AdminUserRow } from '@common/admin.ts';
import type { Role } from '@common/profiles.ts';
import { LoadMoreButton } from '@/components/load-more-button';
import { useAdminUsers } from '../api/get-admin-users';
import { useTableSearch } from '../hooks/use-table-search';
import { useUserActions } from '../hooks/use-user-actions';
import { DeleteUserDialog } from './delete-user-dialog';
import { TableEmpty, TableError, TableLoading } from './table-states';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';

/** Issue 10 Users Management: paginated, searchable, filtered by role. */
export function UsersManagement({ viewerId }: { viewerId: string }) {
  const [role, setRole] = useState<Role | undefined>();
  const { searchText, setSearchText, search, searchHint } = useTableSearch();
  const [userToDelete, setUserToDelete] = useState<AdminUserRow | null>(null);
  const query = useAdminUsers({ role, search });
  const actions = useUserActions();

  async function handleDelete(user: AdminUserRow) {
    if (await actions.deleteAccountOf(user)) setUserToDelete(null);
  }

  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      <UserFilters role={role} onRoleChange={setRole} search={searchText} onSearchChange={setSearchText} searchHint={searchHint} />
      {query.isPending ? (
        <TableLoading label="Loading users" />
      ) : query.isError && !query.data ? (
        <TableError message="Failed to load users." onRetry={() => void query.refetch()} />
      ) : users.length === 0 ? (
        <TableEmpty>No users match these filters.</TableEmpty>
      ) : (
        <UsersTable
          users={users}
          viewerId={viewerId}
          onChangeRole={(user, nextRole) => void actions.changeRoleOf(user, nextRole)}
          onSetVerified={(user, verified) => void actions.setVerifiedOf(user, verified)}
          onDelete={setUserToDelete}
        />
      )}
      <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      <DeleteUserDialog user={userToDelete} isDeleting={actions.isDeleting} onClose={() => setUserToDelete(null)} onConfirm={(user) => void handleDelete(user)} />
    </div>
  );
}
