import { Check, X } from 'lucide-react';
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
  return (
    <div role="group" aria-label="Bulk actions" className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/60 p-3">
      <p className="text-sm font-medium">{selectedCount} selected</p>
      <Button size="sm" disabled={isBusy} onClick={onApprove}>
        <Check aria-hidden="true" />
        Approve selected
      </Button>
      <Button size="sm" variant="destructive" disabled={isBusy} onClick={onReject}>
        <X aria-hidden="true" />
        Reject selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
