import { CircleAlert } from 'lucide-react';

/** Issue 10: the seller (and admins) see why the listing was rejected; the API sends the reason to no one else. */
export function RejectionNotice({ reason }: { reason: string }) {
  return (
    <section aria-labelledby="rejection-notice-title" className="mb-6 flex gap-3 rounded-lg border border-danger-border bg-danger-soft p-4 text-danger-soft-foreground">
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="rejection-notice-title" className="font-semibold">
          This listing was rejected
        </h2>
        <p className="break-words whitespace-pre-line">
          Reason: <bdi>{reason}</bdi>
        </p>
      </div>
    </section>
  );
}
