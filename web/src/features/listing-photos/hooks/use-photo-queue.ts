import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '@common/routes.ts';
import { publicListingsQueryKey } from '@/lib/query-keys';
import { moveItem } from '../lib/photo-tile';
import { useChosenPhotos } from './use-photo-uploads';

/**
 * The create form's photos (issue 25). The listing has no id until it is created, so the chosen files wait here
 * and go up right after the create call answers (ADR 0040), before the form moves on.
 */
export function usePhotoQueue() {
  const queryClient = useQueryClient();
  const { chosen, setChosen, choose, update, remove } = useChosenPhotos();
  // The first photo is the cover until the seller picks another.
  const hasCover = chosen.some((photo) => photo.isCover && photo.state !== 'failed');
  const tiles = chosen.map((photo, index) => ({ ...photo, isCover: photo.isCover || (!hasCover && index === 0 && photo.state !== 'failed') }));

  /**
   * Uploads the queue to the new listing; resolves to where the form goes next: its usual place, or the edit page
   * when a photo failed (the listing exists now: sending the form again would make a second one).
   */
  async function uploadTo(listingId: string): Promise<string | null> {
    const queued = tiles.filter((photo) => photo.state === 'queued');
    if (queued.length === 0) return null;
    // Loaded when needed: the upload code is no part of the form's first paint.
    const { uploadQueuedPhotos } = await import('../lib/upload-queued-photos');
    const failures = await uploadQueuedPhotos({ listingId, queued, onChange: update });
    void queryClient.invalidateQueries({ queryKey: publicListingsQueryKey });
    if (failures.length === 0) return null;
    toast.error('Some photos were not added', {
      description: `Your listing was created. ${failures.map(({ fileName, message }) => `${fileName}: ${message}`).join(' ')} You can add photos here.`,
    });
    return paths.editListing(listingId);
  }

  return {
    tiles,
    choose: (files: File[]) => choose(files, chosen.filter((photo) => photo.state !== 'failed').length),
    move: (key: string, to: number) => setChosen((current) => moveItem(current, current.findIndex((photo) => photo.key === key), to)),
    makeCover: (key: string) => setChosen((current) => current.map((photo) => ({ ...photo, isCover: photo.key === key }))),
    setPublic: (key: string, isPublic: boolean) => update(key, { isPublic }),
    remove,
    uploadTo,
  };
}

export type PhotoQueue = ReturnType<typeof usePhotoQueue>;
