import { Info } from 'lucide-react';
import type { ListingStatus } from '@common/listings.ts';

// Only the seller and admins can open a listing that is not public (ARCHITECTURE §5): tell them why buyers cannot.
const notices: Partial<Record<ListingStatus, { title: string; text: string }>> = {
  pending: { title: 'This listing is waiting for review', text: 'Buyers will see it once an admin approves it.' },
  draft: { title: 'This listing is withdrawn', text: 'It is not on sale. Publish it again from My Listings when you are ready.' },
  sold: { title: 'This listing is marked as sold', text: 'It is out of browse and search; buyers who open its page see it as sold. It stays in My Listings for your records.' },
};

/** Issue 11: a listing that is not public shows its seller where it stands (a rejection has its own notice). */
export function ListingStatusNotice({ status }: { status: ListingStatus }) {
  const notice = notices[status];
  if (!notice) return null;
  return (
    <section aria-labelledby="listing-status-notice-title" className="mb-6 flex gap-3 rounded-lg border border-border bg-muted p-4">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="listing-status-notice-title" className="font-semibold">
          {notice.title}
        </h2>
        <p>{notice.text}</p>
      </div>
    </section>
  );
}
