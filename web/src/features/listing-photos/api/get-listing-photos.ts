import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingPhotosResponseSchema, type ListingPhoto } from '@common/listing-photos.ts';
import { api } from '@/lib/api-client';
import { listingPhotoKeys, listingPhotosPath } from './listing-photo-keys';

/** All of the listing's photos, private ones too (its seller and admins only). */
export async function getListingPhotos(listingId: string): Promise<ListingPhoto[]> {
  const { photos } = await api.get(listingPhotosPath(listingId), listingPhotosResponseSchema);
  return photos;
}

export function useListingPhotos(listingId: string) {
  return useQuery(queryOptions({ queryKey: listingPhotoKeys.list(listingId), queryFn: () => getListingPhotos(listingId) }));
}
