import { toast } from 'sonner';
import { MAX_LISTING_PHOTOS } from '@common/listing-photos.ts';
import type { PhotoQueue } from '../hooks/use-photo-queue';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotosSection } from './photos-section';
import { PhotoTileList } from './photo-tile-list';

/** The create form's photos: chosen, ordered and marked now, uploaded when the listing is submitted. */
export function QueuedPhotosField({ queue, isLocked }: { queue: PhotoQueue; isLocked: boolean }) {
  function handleFiles(files: File[]) {
    const leftOut = queue.choose(files);
    if (leftOut > 0) toast.error('Too many photos', { description: `${leftOut} of the chosen files did not fit: a listing has at most ${MAX_LISTING_PHOTOS} photos.` });
  }
  return (
    <PhotosSection note="Photos are uploaded when you submit the listing.">
      <PhotoDropZone photoCount={queue.tiles.filter((photo) => photo.state !== 'failed').length} isDisabled={isLocked} onFiles={handleFiles} />
      <PhotoTileList
        tiles={queue.tiles}
        isBusy={isLocked}
        onMove={queue.move}
        onMakeCover={queue.makeCover}
        onSetPublic={queue.setPublic}
        onRemove={queue.remove}
      />
    </PhotosSection>
  );
}
