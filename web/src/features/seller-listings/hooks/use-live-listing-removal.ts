import { useQueryClient } from '@tanstack/react-query';
import { dashboardQueryKey, favoritesQueryKey, inquiriesQueryKey, notificationsQueryKey } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime';
import { invalidateAfterListingChange } from '../api/invalidate-after-listing-change';

const liveTypes = ['listing.removed'] as const;

/**
 * ADR 0016: a deleted listing takes favourites and conversations with it, and the server tells everyone whose
 * pages showed it (favouriters, buyers who asked, the seller's other tabs). What the open page shows refetches
 * without it: favourites, inquiries, the figures, My Listings and the public pages, and the notifications, since
 * those about its conversations were deleted too.
 */
export function useLiveListingRemoval(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(liveTypes, () => {
    void invalidateAfterListingChange(queryClient);
    for (const queryKey of [favoritesQueryKey, inquiriesQueryKey, dashboardQueryKey, notificationsQueryKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
}
