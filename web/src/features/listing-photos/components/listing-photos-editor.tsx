import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { MAX_LISTING_PHOTOS, PHOTOS_AWAITING_REVIEW_NOTE, type ListingPhoto } from '@common/listing-photos.ts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useWriteListingPhotos, type PhotoWrite } from '../api/change-listing-photos';
import { useListingPhotos } from '../api/get-listing-photos';
import { storeListingPhotos } from '../api/listing-photo-keys';
import { uploadListingPhoto } from '../api/upload-listing-photo';
import { useChosenPhotos } from '../hooks/use-photo-uploads';
import { moveItem, type PhotoTile } from '../lib/photo-tile';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotosSection } from './photos-section';
import { PhotoTileList } from './photo-tile-list';

const toTile = (photo: ListingPhoto): PhotoTile => ({
  key: photo.id,
  previewUrl: photo.renditions[0]?.jpegUrl ?? '',
  fileName: null,
  isPublic: photo.isPublic,
  isCover: photo.isCover,
  isAwaitingReview: photo.isAwaitingReview,
  state: 'stored',
  progress: 1,
  error: null,
});

/**
 * The edit form's photos (issue 25): each change is saved at once, apart from the form's Save button. Chosen files
 * upload one after another (the server processes photos a few at a time, ADR 0010) with their progress shown.
 */
export function ListingPhotosEditor({ listingId }: { listingId: string }) {
  const queryClient = useQueryClient();
  const { data: photos, error, refetch } = useListingPhotos(listingId);
  const writePhotos = useWriteListingPhotos(listingId);
  const { chosen, choose, update, remove } = useChosenPhotos();
  const latestChosen = useRef(chosen);
  const startedKeys = useRef(new Set<string>());
  const isUploading = useRef(false);

  useEffect(() => {
    latestChosen.current = chosen;
    // Chosen files go up as soon as they are in the list, one after another; files chosen meanwhile wait their turn.
    if (!isUploading.current && chosen.some((photo) => photo.state === 'queued')) void uploadWaiting();
  });

  async function uploadWaiting() {
    isUploading.current = true;
    for (;;) {
      const photo = latestChosen.current.find((candidate) => candidate.state === 'queued' && !startedKeys.current.has(candidate.key));
      if (!photo) break;
      startedKeys.current.add(photo.key);
      update(photo.key, { state: 'uploading', progress: 0 });
      try {
        const stored = await uploadListingPhoto({ listingId, file: photo.file, isPublic: photo.isPublic, onProgress: (progress) => update(photo.key, { progress }) });
        await storeListingPhotos(queryClient, listingId, stored);
        remove(photo.key);
      } catch (uploadError) {
        update(photo.key, { state: 'failed', error: getErrorMessage(uploadError) });
      }
    }
    isUploading.current = false;
  }

  function handleFiles(files: File[]) {
    const photoCount = (photos?.length ?? 0) + chosen.filter((photo) => photo.state !== 'failed').length;
    const leftOut = choose(files, photoCount);
    if (leftOut > 0) toast.error('Too many photos', { description: `${leftOut} of the chosen files did not fit: a listing has at most ${MAX_LISTING_PHOTOS} photos.` });
  }

  function write(change: PhotoWrite) {
    writePhotos.mutate(change, { onError: (writeError) => toast.error('Error changing photos', { description: getErrorMessage(writeError) }) });
  }

  if (error && !photos) {
    return (
      <PhotosSection note="Changes to photos are saved at once.">
        <p className="text-sm text-muted-foreground">{getErrorMessage(error)}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => void refetch()}>
          Try again
        </Button>
      </PhotosSection>
    );
  }
  if (!photos) {
    return (
      <PhotosSection note="Changes to photos are saved at once.">
        <Spinner />
      </PhotosSection>
    );
  }

  const storedIds = photos.map((photo) => photo.id);
  return (
    <PhotosSection note="Changes to photos are saved at once.">
      <PhotoDropZone photoCount={photos.length + chosen.filter((photo) => photo.state !== 'failed').length} onFiles={handleFiles} />
      <PhotoTileList
        // A chosen file starts uploading at once: it shows as such from the start.
        tiles={[...photos.map(toTile), ...chosen.map((photo) => (photo.state === 'queued' ? { ...photo, state: 'uploading' as const } : photo))]}
        isBusy={writePhotos.isPending}
        onMove={(key, to) => write({ kind: 'reorder', photoIds: moveItem(storedIds, storedIds.indexOf(key), to) })}
        onMakeCover={(key) => write({ kind: 'update', photoId: key, change: { isCover: true } })}
        onSetPublic={(key, isPublic) => write({ kind: 'update', photoId: key, change: { isPublic } })}
        onRemove={(key) => (storedIds.includes(key) ? write({ kind: 'delete', photoId: key }) : remove(key))}
      />
      {photos.some((photo) => photo.isAwaitingReview) && (
        <p className="text-sm text-muted-foreground">{PHOTOS_AWAITING_REVIEW_NOTE}</p>
      )}
    </PhotosSection>
  );
}
