import { Link } from 'react-router';
import { reportReasonLabels, type AdminReportRow } from '@common/admin.ts';
import { allowedStatusChanges } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import { ListingStatusBadge } from '@/components/listing-status-badge';
import { Button } from '@/components/ui/button';
import { DataTableHeader } from '@/components/data-table-header';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { formatShortDate } from '@/lib/format';
import { UserText } from '@/components/user-text';

type ReportsTableProps = {
  reports: AdminReportRow[];
  busyReportId: string | null;
  onDismiss: (report: AdminReportRow) => void;
  onRejectListing: (report: AdminReportRow) => void;
};

/** Issue 10 Reports: each open report with its listing and reporter; dismiss it or reject the listing. */
export function ReportsTable({ reports, busyReportId, onDismiss, onRejectListing }: ReportsTableProps) {
  return (
    <Table label="Open reports">
      <DataTableHeader columns={['Listing', 'Reporter', 'Reason', 'Details', 'Reported']} />
      <TableBody>
        {reports.map((report) => (
          <TableRow key={report.id}>
            <TableCell className="max-w-64">
              <Link to={paths.listing(report.listing.id)} className="font-medium break-words text-primary hover:underline">
                {report.listing.title}
              </Link>
              <div className="mt-1">
                <ListingStatusBadge status={report.listing.status} />
              </div>
            </TableCell>
            <TableCell label="Reporter">
              <div>{report.reporter.fullName}</div>
              <div className="break-all text-muted-foreground">{report.reporter.email}</div>
            </TableCell>
            <TableCell label="Reason" className="whitespace-nowrap">{reportReasonLabels[report.reason]}</TableCell>
            <TableCell label="Details" className="max-w-80 break-words text-muted-foreground">{report.details === null ? '—' : <UserText as="span" className="block whitespace-pre-line">{report.details}</UserText>}</TableCell>
            <TableCell label="Reported" className="whitespace-nowrap">{formatShortDate(report.createdAt)}</TableCell>
            <TableCell>
              <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
                <Button size="sm" variant="outline" disabled={busyReportId === report.id} onClick={() => onDismiss(report)}>
                  Dismiss<span className="sr-only"> the report on {report.listing.title}</span>
                </Button>
                {allowedStatusChanges[report.listing.status].includes('rejected') && (
                  <Button size="sm" variant="destructive" onClick={() => onRejectListing(report)}>
                    Reject listing<span className="sr-only"> {report.listing.title}</span>
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
