import { useState } from 'react';
import { auditActions, type AuditAction } from '@common/admin.ts';
import { LoadMoreButton } from '@/components/load-more-button';
import { SelectField } from '@/components/ui/select-field';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogTable } from './audit-log-table';
import { auditActionLabels } from './audit-texts';
import { TableEmpty, TableError, TableLoading } from './table-states';

const isAuditAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value);

/** Issue 10 Audit Log: every admin action, newest first, paginated, filterable by action. */
export function AuditLogTab() {
  const [action, setAction] = useState<AuditAction | undefined>();
  const query = useAuditLog(action);
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      <SelectField
        label="Action"
        className="grid max-w-xs gap-2"
        value={action ?? ''}
        onChange={(event) => setAction(isAuditAction(event.target.value) ? event.target.value : undefined)}
      >
        <option value="">All actions</option>
        {auditActions.map((option) => (
          <option key={option} value={option}>
            {auditActionLabels[option]}
          </option>
        ))}
      </SelectField>
      {query.isPending ? (
        <TableLoading label="Loading the audit log" />
      ) : query.isError && !query.data ? (
        <TableError message="Failed to load the audit log." onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <TableEmpty>No admin actions recorded yet.</TableEmpty>
      ) : (
        <AuditLogTable entries={entries} />
      )}
      <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </div>
  );
}
