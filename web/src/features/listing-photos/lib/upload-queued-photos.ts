import type { ListingPhoto } from '@common/listing-photos.ts';
import { getErrorMessage } from '@/lib/api-client';
import { writeListingPhotos } from '../api/change-listing-photos';
import { uploadListingPhoto } from '../api/upload-listing-photo';
import type { ChosenPhoto } from '../hooks/use-photo-uploads';

type UploadQueuedOptions = {
  listingId: string;
  /** In the order the seller gave them; the one marked cover becomes the cover. */
  queued: ChosenPhoto[];
  onChange: (key: string, change: Partial<ChosenPhoto>) => void;
};

/**
 * The create form's photos, once the listing exists: uploaded one after another in the seller's order (the
 * server places each after the last), then the chosen cover set. Resolves to the files that failed, by name.
 */
export async function uploadQueuedPhotos({ listingId, queued, onChange }: UploadQueuedOptions): Promise<{ fileName: string; message: string }[]> {
  const failures: { fileName: string; message: string }[] = [];
  let photos: ListingPhoto[] = [];
  let coverPhotoId: string | null = null;
  for (const photo of queued) {
    onChange(photo.key, { state: 'uploading', progress: 0, error: null });
    try {
      const knownIds = new Set(photos.map((stored) => stored.id));
      photos = await uploadListingPhoto({ listingId, file: photo.file, isPublic: photo.isPublic, onProgress: (progress) => onChange(photo.key, { progress }) });
      onChange(photo.key, { state: 'stored', progress: 1 });
      const added = photos.find((stored) => !knownIds.has(stored.id));
      if (photo.isCover && added) coverPhotoId = added.id;
    } catch (error) {
      const message = getErrorMessage(error);
      onChange(photo.key, { state: 'failed', error: message });
      failures.push({ fileName: photo.fileName ?? 'A photo', message });
    }
  }
  const cover = photos.find((stored) => stored.id === coverPhotoId);
  if (cover && !cover.isCover) {
    try {
      await writeListingPhotos(listingId, { kind: 'update', photoId: cover.id, change: { isCover: true } });
    } catch (error) {
      failures.push({ fileName: 'The cover choice', message: getErrorMessage(error) });
    }
  }
  return failures;
}
