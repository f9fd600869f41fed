import { useState } from 'react';
import type { AdminReportRow } from '@common/admin.ts';
import { LoadMoreButton } from '@/components/load-more-button';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useDismissReport } from '../api/dismiss-report';
import { useAdminReports } from '../api/get-admin-reports';
import { useRejectReportedListing } from '../api/reject-reported-listing';
import { RejectReasonDialog } from './reject-reason-dialog';
import { ReportsTable } from './reports-table';
import { TableEmpty, TableError, TableLoading } from './table-states';

/** Issue 10 Reports: the open reports, oldest first; dismissing one, or rejecting its listing with a reason. */
export function ReportsTab() {
  const query = useAdminReports();
  const dismissReport = useDismissReport();
  const rejectListing = useRejectReportedListing();
  const [reportToAct, setReportToAct] = useState<AdminReportRow | null>(null);

  function handleDismiss(report: AdminReportRow) {
    void runWithToasts(() => dismissReport.mutateAsync(report.id), { errorTitle: 'Failed to dismiss report.', successTitle: 'Report dismissed.' });
  }

  function handleReject(reason: string): Promise<boolean> {
    if (!reportToAct) return Promise.resolve(false);
    const reportId = reportToAct.id;
    return runWithToasts(() => rejectListing.mutateAsync({ reportId, reason }), {
      errorTitle: 'Failed to update listing status.',
      successTitle: 'Listing rejected successfully.',
    });
  }

  const reports = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      {query.isPending ? (
        <TableLoading label="Loading reports" />
      ) : query.isError && !query.data ? (
        <TableError message="Failed to load reports." onRetry={() => void query.refetch()} />
      ) : reports.length === 0 ? (
        <TableEmpty>No open reports.</TableEmpty>
      ) : (
        <ReportsTable
          reports={reports}
          busyReportId={dismissReport.isPending ? (dismissReport.variables ?? null) : null}
          onDismiss={handleDismiss}
          onRejectListing={setReportToAct}
        />
      )}
      <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      <RejectReasonDialog
        isOpen={reportToAct !== null}
        onClose={() => setReportToAct(null)}
        title="Reject listing"
        subject={reportToAct ? `${reportToAct.listing.title} — every open report of it is closed too.` : ''}
        onConfirm={handleReject}
      />
    </div>
  );
}
