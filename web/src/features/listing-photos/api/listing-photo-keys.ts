import type { QueryClient } from '@tanstack/react-query';
import type { ListingPhoto } from '@common/listing-photos.ts';
import { publicListingsQueryKey } from '@/lib/query-keys';

export const listingPhotoKeys = {
  list: (listingId: string) => ['listing-photos', listingId] as const,
};

export const listingPhotosPath = (listingId: string) => `/api/listings/${encodeURIComponent(listingId)}/photos`;
export const listingPhotoPath = (listingId: string, photoId: string) => `${listingPhotosPath(listingId)}/${encodeURIComponent(photoId)}`;

/**
 * Every photo write answers with the listing's photos as they now are: the list takes them as they come, and the
 * public pages (a card's cover, the listing's gallery) are refetched when next shown.
 */
export function storeListingPhotos(queryClient: QueryClient, listingId: string, photos: ListingPhoto[]) {
  queryClient.setQueryData(listingPhotoKeys.list(listingId), photos);
  return queryClient.invalidateQueries({ queryKey: publicListingsQueryKey });
}
