import { Info } from 'lucide-react';

/** Issue 24: editing an approved listing keeps it public; the changes wait for an admin's review. */
export function ChangesReviewedNotice() {
  return (
    <div className="flex gap-3 rounded-lg border border-info-border bg-info-soft p-4 text-info-soft-foreground">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong>Your changes will be reviewed before buyers see them.</strong> Until an admin approves them, your listing stays public as it is now.
      </p>
    </div>
  );
}
