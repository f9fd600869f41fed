import type { AuditEntry } from '@common/admin.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { auditActionLabel, describeAuditDetails } from './audit-texts';

/** Issue 10: who did what to which target, when, and the details (reason, from → to). */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table label="Audit log">
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>Who</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Target</TableHead>
          <TableHead>Details</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell label="When" className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
            <TableCell label="Who">
              {entry.actor ? (
                <>
                  <div>{entry.actor.fullName}</div>
                  <div className="break-all text-muted-foreground">{entry.actor.email}</div>
                </>
              ) : (
                <span className="text-muted-foreground">Deleted user</span>
              )}
            </TableCell>
            <TableCell label="Action" className="whitespace-nowrap">{auditActionLabel(entry.action)}</TableCell>
            <TableCell label="Target" className="max-w-64 break-words">{entry.targetLabel ?? entry.targetId}</TableCell>
            <TableCell label="Details" className="max-w-80 break-words text-muted-foreground">{describeAuditDetails(entry.details) || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
