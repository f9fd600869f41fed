import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { PhotoQueue } from '../hooks/use-photo-queue';

// The uploader loads after the form it sits in: its code is no part of the page's own chunk (the bundle budget,
// ADR 0017).
const ListingPhotosEditor = lazy(() => import('./listing-photos-editor').then((module) => ({ default: module.ListingPhotosEditor })));
const QueuedPhotosField = lazy(() => import('./queued-photos-field').then((module) => ({ default: module.QueuedPhotosField })));

const loading = <Spinner label="Loading photos" />;

/** The edit form's photos, saved as they change. */
export function LazyListingPhotosEditor({ listingId }: { listingId: string }) {
  return (
    <Suspense fallback={loading}>
      <ListingPhotosEditor listingId={listingId} />
    </Suspense>
  );
}

/** The create form's photos, uploaded once the listing exists. */
export function LazyQueuedPhotosField({ queue, isLocked }: { queue: PhotoQueue; isLocked: boolean }) {
  return (
    <Suspense fallback={loading}>
      <QueuedPhotosField queue={queue} isLocked={isLocked} />
    </Suspense>
  );
}
