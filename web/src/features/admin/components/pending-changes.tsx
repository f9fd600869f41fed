import { useState } from 'react';
import { Link } from 'react-router';
import { CHANGES_WAITING_FOR_REVIEW } from '@common/listing-change-notices.ts';
import type { AdminRevisionRow } from '@common/listing-revisions.ts';
import { paths } from '@common/routes.ts';
import { FieldChanges } from '@/components/field-changes';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/format';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useDecidePendingChange } from '../api/decide-pending-change';
import { usePendingChanges } from '../api/get-pending-changes';
import { RejectReasonDialog } from './reject-reason-dialog';

const DECISION_FAILED = 'Failed to review the changes.';

/**
 * Issue 24 (ADR 0031): the moderation queue's changes to approved listings, each as a diff, approved or rejected
 * with a reason. The listing stays public as approved until then; nothing shows when no change waits.
 */
export function PendingChanges() {
  const query = usePendingChanges();
  const decide = useDecidePendingChange();
  const [rejecting, setRejecting] = useState<AdminRevisionRow | null>(null);
  const changes = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (changes.length === 0) return null;

  const approve = (change: AdminRevisionRow) =>
    void runWithToasts(() => decide.mutateAsync({ revisionId: change.id, status: 'approved' }), {
      errorTitle: DECISION_FAILED,
      successTitle: 'Changes approved successfully.',
      successDescription: 'Buyers now see the new version.',
    });
  const reject = (change: AdminRevisionRow, reason: string) =>
    runWithToasts(() => decide.mutateAsync({ revisionId: change.id, status: 'rejected', reason }), {
      errorTitle: DECISION_FAILED,
      successTitle: 'Changes rejected successfully.',
      successDescription: 'The listing stays as it was approved.',
    });

  return (
    <section aria-labelledby="pending-changes-heading" className="grid gap-3">
      <h3 id="pending-changes-heading" className="text-lg font-semibold">
        {CHANGES_WAITING_FOR_REVIEW} ({changes.length}
        {query.hasNextPage ? '+' : ''})
      </h3>
      <ul className="grid gap-3">
        {changes.map((change) => (
          <li key={change.id} className="grid gap-3 rounded-lg border border-border bg-card p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={paths.listing(change.listing.id)} className="font-medium break-words text-primary hover:underline">
                {change.listing.title}
              </Link>
              <span className="text-sm text-muted-foreground">
                {change.seller.fullName} ({change.seller.email}) · sent {formatShortDate(change.createdAt)}
              </span>
            </div>
            <FieldChanges changes={change.changes} label={`Changes to ${change.listing.title}`} />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={decide.isPending} onClick={() => approve(change)}>
                Approve changes<span className="sr-only"> for {change.listing.title}</span>
              </Button>
              <Button size="sm" variant="destructive" disabled={decide.isPending} onClick={() => setRejecting(change)}>
                Reject changes<span className="sr-only"> for {change.listing.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      <RejectReasonDialog
        isOpen={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Reject changes"
        subject={rejecting?.listing.title ?? ''}
        note="The seller sees this reason in a notification and an email; the listing stays public as it was approved."
        onConfirm={(reason) => (rejecting ? reject(rejecting, reason) : Promise.resolve(false))}
      />
    </section>
  );
}
