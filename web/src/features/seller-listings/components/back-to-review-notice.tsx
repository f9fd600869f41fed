import { TriangleAlert } from 'lucide-react';

/** Issue 11: editing an approved listing takes it off the site until an admin approves the new version. */
export function BackToReviewNotice() {
  return (
    <div className="flex gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-900">
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong>Saving sends this listing back to review.</strong> Buyers will not see it until an admin approves your changes.
      </p>
    </div>
  );
}
