import { Check, X } from 'lucide-react';
import { ADMIN_BULK_MAX } from '@common/admin.ts';
import { Button } from '@/components/ui/button';

type BulkActionsBarProps = {
  selectedCount: number;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
};

/** Issue 10: bulk approve or reject of the selected rows. */
export function BulkActionsBar({ selectedCount, isBusy, onApprove, onReject, onClear }: BulkActionsBarProps) {
  if (selectedCount === 0) return null;
  const isTooMany = selectedCount > ADMIN_BULK_MAX;
  return (
    <div role="group" aria-label="Bulk actions" className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/60 p-3">
      <p className="text-sm font-medium">
        {selectedCount} selected{isTooMany && ` (at most ${ADMIN_BULK_MAX} at once)`}
      </p>
      <Button size="sm" disabled={isBusy || isTooMany} onClick={onApprove}>
        <Check aria-hidden="true" />
        Approve selected
      </Button>
      <Button size="sm" variant="destructive" disabled={isBusy || isTooMany} onClick={onReject}>
        <X aria-hidden="true" />
        Reject selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
