// The writes that change photos already stored: order, cover, visibility, removal. Each answers with the
// listing's photos as they now are.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { listingPhotosResponseSchema, type ListingPhoto, type updateListingPhotoSchema } from '@common/listing-photos.ts';
import { api } from '@/lib/api-client';
import { listingPhotoPath, listingPhotosPath, storeListingPhotos } from './listing-photo-keys';

export type ListingPhotoChange = z.input<typeof updateListingPhotoSchema>;

export type PhotoWrite =
  | { kind: 'reorder'; photoIds: string[] }
  | { kind: 'update'; photoId: string; change: ListingPhotoChange }
  | { kind: 'delete'; photoId: string };

export async function writeListingPhotos(listingId: string, write: PhotoWrite): Promise<ListingPhoto[]> {
  const schema = listingPhotosResponseSchema;
  let answer: z.output<typeof schema>;
  if (write.kind === 'reorder') answer = await api.patch(`${listingPhotosPath(listingId)}/order`, { photoIds: write.photoIds }, schema);
  else if (write.kind === 'update') answer = await api.patch(listingPhotoPath(listingId, write.photoId), write.change, schema);
  else answer = await api.delete(listingPhotoPath(listingId, write.photoId), schema);
  return answer.photos;
}

export function useWriteListingPhotos(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: PhotoWrite) => writeListingPhotos(listingId, write),
    onSuccess: (photos) => storeListingPhotos(queryClient, listingId, photos),
  });
}
