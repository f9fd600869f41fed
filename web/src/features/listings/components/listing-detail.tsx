import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { ListingDetail as ListingDetailData } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import { ListingAvailabilityBanner } from '@/components/listing-availability-banner';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ListingGallery } from '@/features/listing-photos/components/listing-gallery';
import { getErrorMessage } from '@/lib/api-client';
import { useListing } from '../api/get-listing';
import { recordListingView } from '../api/record-listing-view';
import { ListingDetailHeader } from './listing-detail-header';
import { ListingDetailSkeleton } from './listing-detail-skeleton';
import { ListingFacts } from './listing-facts';
import { ListingNotFound } from './listing-not-found';
import { ListingStatusNotice } from './listing-status-notice';
import { RejectionNotice } from './rejection-notice';
import { SellerCard } from './seller-card';

type ListingDetailProps = {
  listingId: string;
  renderFavoriteToggle?: (listing: ListingDetailData) => ReactNode;
  /** The Send Inquiry card's content with Request Financials and Schedule Visit (SPEC §2; another feature's). */
  renderInquiryActions?: (listing: ListingDetailData) => ReactNode;
  /** Under the side column: "Report this listing" (issue 10; another feature's). */
  renderReportAction?: (listing: ListingDetailData) => ReactNode;
  /** Beside favourite and share: "Edit listing" for its seller (issue 11; another feature's). */
  renderOwnerActions?: (listing: ListingDetailData) => ReactNode;
  /** On a phone, the price and this viewer's next step in a bar at the bottom (issue 25; another feature's). */
  renderActionBar?: (listing: ListingDetailData) => ReactNode;
};

/** SPEC §2 Listing detail (/listing/{id}). */
export function ListingDetail({ listingId, renderFavoriteToggle, renderInquiryActions, renderReportAction, renderOwnerActions, renderActionBar }: ListingDetailProps) {
  const navigate = useNavigate();
  const { data: listing, error } = useListing(listingId);
  // null: no listing this viewer may see (get-listing.ts).
  const isMissing = listing === null;
  useDocumentTitle(listing?.title ?? (isMissing ? 'Listing not found' : 'Listing Details'));
  useRecordViewOnce(listingId);

  useEffect(() => {
    if (!error) return;
    // SPEC §8: any other failure is toasted and the visitor goes back to browsing.
    toast.error('Error loading listing', { id: 'listing-error', description: getErrorMessage(error) });
    void navigate(paths.listings, { replace: true });
  }, [error, navigate]);

  if (isMissing) return <ListingNotFound />;
  if (!listing) return <ListingDetailSkeleton />;
  // Sold or withdrawn (ADR 0032): the page stays for those who knew it, with its state and no contact actions.
  const isOnSale = listing.availability === 'available';

  return (
    <>
      <ListingAvailabilityBanner
        availability={listing.availability}
        hint={listing.availability === 'sold' ? 'It is kept here for reference; the seller no longer takes inquiries about it.' : 'Its seller has taken it off the market for now.'}
      />
      {listing.rejectionReason !== null && <RejectionNotice reason={listing.rejectionReason} />}
      <ListingStatusNotice status={listing.status} />
      {/* Issue 25: the header (with the metrics strip) shares the first screen with the contact panel, which
          stays in view in its column while the visitor reads on (below the site's 4rem sticky navbar). */}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <ListingDetailHeader
            listing={listing}
            favoriteToggle={isOnSale ? renderFavoriteToggle?.(listing) : undefined}
            ownerActions={renderOwnerActions?.(listing)}
            // Listings without photos keep their generated image (issue 25).
            gallery={listing.photos.length > 0 ? <ListingGallery photos={listing.photos} listingTitle={listing.title} /> : undefined}
          />
          <ListingFacts listing={listing} />
        </div>
        {/* On a phone it comes after the facts, far below the first screen: laid out only when near (ADR 0045). */}
        <aside aria-label="Seller and next steps" className="grid content-start gap-6 max-lg:drawn-near-screen-[560px] lg:sticky lg:top-20 lg:self-start">
          {isOnSale && (
            <Card>
              <CardHeader className="pb-4">
                <CardTitle>Interested in this business?</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">{renderInquiryActions?.(listing)}</CardContent>
            </Card>
          )}
          <SellerCard listing={listing} />
          {isOnSale && renderReportAction?.(listing)}
        </aside>
      </div>
      {isOnSale && renderActionBar?.(listing)}
    </>
  );
}

/** ARCHITECTURE §7: one view per visit, on load. The ref keeps React's StrictMode double effect from posting twice. */
function useRecordViewOnce(listingId: string) {
  const recordedListingId = useRef<string | null>(null);
  useEffect(() => {
    if (recordedListingId.current === listingId) return;
    recordedListingId.current = listingId;
    // A view that fails to count is not worth bothering the visitor about.
    recordListingView(listingId).catch(() => undefined);
  }, [listingId]);
}
