import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { useSession } from '@/features/auth/api/get-session';
import { favoriteIdsQueryOptions } from '@/features/favorites/api/get-favorite-ids';
import { FavoriteConfirmation } from '@/features/favorites/components/favorite-confirmation';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { listingInquiryQueryOptions } from '@/features/inquiries/api/get-listing-inquiry';
import { InquiryPanel } from '@/features/inquiries/components/inquiry-panel';
import { ListingActionBar } from '@/features/inquiries/components/listing-action-bar';
import { listingQueryOptions } from '@/features/listings/api/get-listing';
import { ListingDetail } from '@/features/listings/components/listing-detail';
import { ReportListingButton } from '@/features/reports/components/report-listing-button';
import { EditListingLink } from '@/features/seller-listings/components/edit-listing-link';
import type { PagePrefetch } from '../page-handle';

/**
 * The server renders the listing (or "Listing not found"), and for a signed-in viewer their heart and their
 * inquiry card (an answer the API refuses, as on the seller's own listing, is simply left to the browser).
 */
export const prefetchListingPage: PagePrefetch = ({ queryClient, params, isSignedIn }) => {
  const listingId = params['id'] ?? '';
  return Promise.all([
    queryClient.prefetchQuery(listingQueryOptions(listingId)),
    isSignedIn && queryClient.prefetchQuery(favoriteIdsQueryOptions),
    isSignedIn && queryClient.prefetchQuery(listingInquiryQueryOptions(listingId)),
  ]);
};

export function ListingRoute() {
  const { id = '' } = useParams();
  const { profile, isLoading: isSessionLoading } = useSession();
  const queryClient = useQueryClient();
  return (
    <PageContainer>
      {/* Keyed by id: moving to another listing starts afresh (its own view is recorded, its own state). */}
      <ListingDetail
        key={id}
        listingId={id}
        renderFavoriteToggle={(listing) => <FavoriteToggle listing={listing} viewer={profile} />}
        renderInquiryActions={(listing) => (
          <>
            <FavoriteConfirmation listing={listing} viewer={profile} />
            <InquiryPanel
              listing={listing}
              viewer={profile}
              // ARCHITECTURE §5: the seller's first answer reveals their contact details on this page.
              onInquiryChanged={() => void queryClient.invalidateQueries({ queryKey: listingQueryOptions(listing.id).queryKey })}
            />
          </>
        )}
        // Waits for the session: a report started before signing in reopens its dialog once the user is known.
        renderReportAction={(listing) => !isSessionLoading && <ReportListingButton listing={listing} viewerId={profile?.id ?? null} />}
        renderOwnerActions={(listing) => <EditListingLink listing={listing} viewerId={profile?.id ?? null} />}
        renderActionBar={(listing) => <ListingActionBar listing={listing} viewer={profile} />}
      />
    </PageContainer>
  );
}
