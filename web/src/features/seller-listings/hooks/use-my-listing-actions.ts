import type { MyListing, OwnerStatus } from '@common/seller-listings.ts';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useChangeOwnListingStatus } from '../api/change-own-listing-status';
import { useDeleteListing } from '../api/delete-listing';

const STATUS_FAILED = 'Failed to update listing status.'; // SPEC §8

// SPEC §4 "Listing {status} successfully.", in the seller's words for each move.
const moveToasts: Record<OwnerStatus, { successTitle: string; successDescription: string }> = {
  draft: { successTitle: 'Listing withdrawn successfully.', successDescription: 'It is off the market. Publish it again whenever you are ready.' },
  pending: { successTitle: 'Listing submitted for review.', successDescription: 'It will be public again once an admin approves it.' },
  sold: { successTitle: 'Listing marked as sold.', successDescription: 'Its page now shows it as sold, and buyers following it are told.' },
};

/** Withdraw, publish again, mark as sold and delete, each with its toasts; each resolves to whether it succeeded. */
export function useMyListingActions() {
  const changeStatus = useChangeOwnListingStatus();
  const deleteListing = useDeleteListing();

  function move(listing: MyListing, status: OwnerStatus): Promise<boolean> {
    // The server's sentence is the description (e.g. a 409 when an admin decided meanwhile).
    return runWithToasts(() => changeStatus.mutateAsync({ listingId: listing.id, status }), { errorTitle: STATUS_FAILED, ...moveToasts[status] });
  }

  function remove(listing: MyListing): Promise<boolean> {
    return runWithToasts(() => deleteListing.mutateAsync(listing.id), {
      errorTitle: 'Error deleting listing',
      successTitle: 'Listing deleted',
      successDescription: `"${listing.title}" has been deleted.`,
    });
  }

  return { move, remove, isMoving: changeStatus.isPending, isDeleting: deleteListing.isPending };
}
