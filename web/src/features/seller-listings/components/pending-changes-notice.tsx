import { Clock } from 'lucide-react';
import { CHANGES_WAITING_FOR_REVIEW } from '@common/listing-change-notices.ts';
import type { PendingRevision } from '@common/listing-revisions.ts';
import { FieldChanges } from '@/components/field-changes';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/format';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useWithdrawPendingChange } from '../api/withdraw-pending-change';

type PendingChangesNoticeProps = { listingId: string; revision: PendingRevision };

/** Issue 24: the seller's edit waits for review while buyers keep seeing the approved version; it can be withdrawn. */
export function PendingChangesNotice({ listingId, revision }: PendingChangesNoticeProps) {
  const withdraw = useWithdrawPendingChange();
  const handleWithdraw = () =>
    void runWithToasts(() => withdraw.mutateAsync(listingId), {
      errorTitle: 'Error withdrawing changes',
      successTitle: 'Changes withdrawn',
      successDescription: 'Your listing stays as it was approved.',
    });
  return (
    <section aria-labelledby="pending-changes-heading" className="mb-6 grid gap-3 rounded-lg border border-info-border bg-info-soft p-4 text-info-soft-foreground">
      <h2 id="pending-changes-heading" className="flex items-center gap-2 font-semibold">
        <Clock className="size-5 shrink-0" aria-hidden="true" />
        {CHANGES_WAITING_FOR_REVIEW}
      </h2>
      <p className="text-sm">
        Sent on {formatShortDate(revision.createdAt)}. Buyers keep seeing the approved version until an admin approves these changes.
      </p>
      <FieldChanges changes={revision.changes} label="Your changes" />
      <div>
        <Button variant="outline" size="sm" disabled={withdraw.isPending} onClick={handleWithdraw}>
          {withdraw.isPending ? 'Withdrawing...' : 'Withdraw changes'}
        </Button>
      </div>
    </section>
  );
}
