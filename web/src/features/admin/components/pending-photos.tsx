import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminPhotoReview } from '@common/listing-photos.ts';
import { paths } from '@common/routes.ts';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/format';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useDecidePendingPhoto } from '../api/decide-pending-photo';
import { usePendingPhotos } from '../api/get-pending-photos';
import { mergePhotoReviewPages } from '../lib/merge-photo-review-pages';
import { RejectReasonDialog } from './reject-reason-dialog';

const DECISION_FAILED = 'Failed to review the photo.';

type ReviewedPhoto = { id: string; name: string };

/**
 * ADR 0042: photos a seller added to a public listing, shown to buyers only once approved; a rejected one is
 * removed and its seller told why. Nothing shows when no photo waits.
 */
export function PendingPhotos() {
  const query = usePendingPhotos();
  const decide = useDecidePendingPhoto();
  const [rejecting, setRejecting] = useState<ReviewedPhoto | null>(null);
  const pages = query.data?.pages ?? [];
  const items = mergePhotoReviewPages(pages);
  // Every page says how many wait in all; the last one fetched says it last.
  const total = pages.at(-1)?.total ?? items.length;
  if (items.length === 0) return null;

  const approve = (photo: ReviewedPhoto) =>
    void runWithToasts(() => decide.mutateAsync({ photoId: photo.id, status: 'approved' }), {
      errorTitle: DECISION_FAILED,
      successTitle: 'Photo approved successfully.',
      successDescription: 'Buyers now see it on the listing.',
    });
  const reject = (photo: ReviewedPhoto, reason: string) =>
    runWithToasts(() => decide.mutateAsync({ photoId: photo.id, status: 'rejected', reason }), {
      errorTitle: DECISION_FAILED,
      successTitle: 'Photo rejected successfully.',
      successDescription: 'It was removed from the listing.',
    });

  return (
    <section aria-labelledby="pending-photos-heading" className="grid gap-3">
      <h3 id="pending-photos-heading" className="text-lg font-semibold">
        Photos waiting for review ({total})
      </h3>
      <ul className="grid gap-3">
        {items.map((item) => (
          <PendingPhotosOfListing key={item.listing.id} item={item} isBusy={decide.isPending} onApprove={approve} onReject={setRejecting} />
        ))}
      </ul>
      <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      <RejectReasonDialog
        isOpen={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Reject photo"
        subject={rejecting?.name ?? ''}
        note="The photo is removed from the listing; the seller sees this reason in a notification."
        onConfirm={(reason) => (rejecting ? reject(rejecting, reason) : Promise.resolve(false))}
      />
    </section>
  );
}

function PendingPhotosOfListing({
  item,
  isBusy,
  onApprove,
  onReject,
}: {
  item: AdminPhotoReview;
  isBusy: boolean;
  onApprove: (photo: ReviewedPhoto) => void;
  onReject: (photo: ReviewedPhoto) => void;
}) {
  const { listing, seller, photos } = item;
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={paths.listing(listing.id)} className="font-medium break-words text-primary hover:underline">
          {listing.title}
        </Link>
        <span className="text-sm text-muted-foreground">
          {seller.fullName} ({seller.email})
        </span>
      </div>
      <ul aria-label={`Photos of ${listing.title} waiting for review`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => {
          const reviewed = { id: photo.id, name: `photo ${index + 1} of ${listing.title}` };
          // The admin may see it through the checked route; the largest width fills a column.
          const rendition = photo.renditions.find((candidate) => candidate.width >= 640) ?? photo.renditions.at(-1);
          return (
            <li key={photo.id} className="grid content-start gap-2">
              <img
                src={rendition?.jpegUrl}
                alt={`Photo ${index + 1} of ${listing.title}, waiting for review`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md bg-muted object-contain"
              />
              <span className="text-sm text-muted-foreground">
                Added {formatShortDate(photo.createdAt)}
                {photo.isCover ? ' · chosen as cover' : ''}
                {photo.isPublic ? '' : ' · private'}
              </span>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" disabled={isBusy} onClick={() => onApprove(reviewed)}>
                  Approve photo<span className="sr-only"> {index + 1} of {listing.title}</span>
                </Button>
                <Button size="sm" variant="destructive" disabled={isBusy} onClick={() => onReject(reviewed)}>
                  Reject photo<span className="sr-only"> {index + 1} of {listing.title}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
