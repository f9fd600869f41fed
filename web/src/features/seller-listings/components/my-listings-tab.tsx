import { Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import type { MyListing, OwnerStatus } from '@common/seller-listings.ts';
import { EmptyState } from '@/components/empty-state';
import { PagedTabContent } from '@/components/paged-tab-content';
import { Button } from '@/components/ui/button';
import { useMyListings } from '../api/get-my-listings';
import { useMyListingActions } from '../hooks/use-my-listing-actions';
import { ConfirmMoveDialog, type PendingMove } from './confirm-move-dialog';
import { DeleteListingDialog } from './delete-listing-dialog';
import { MyListingsTable } from './my-listings-table';

/** SPEC §2 Seller dashboard, My Listings tab (issue 11): the seller's listings in every status, and what to do with each. */
export function MyListingsTab() {
  const query = useMyListings();
  const { move, remove, isDeleting, isMoving } = useMyListingActions();
  const [listingToDelete, setListingToDelete] = useState<MyListing | null>(null);
  const [moveToConfirm, setMoveToConfirm] = useState<PendingMove | null>(null);

  // Selling and withdrawing tell every buyer following the listing (ADR 0032): confirmed first. Publishing
  // again and reopening only send it to review.
  function handleMove(listing: MyListing, status: OwnerStatus) {
    if (status === 'pending') void move(listing, status);
    else setMoveToConfirm({ listing, status });
  }

  async function handleConfirmMove({ listing, status }: PendingMove) {
    if (await move(listing, status)) setMoveToConfirm(null);
  }

  async function handleConfirmDelete(listing: MyListing) {
    if (await remove(listing)) setListingToDelete(null);
  }

  return (
    <PagedTabContent
      query={query}
      loadingLabel="Loading your listings"
      skeletonClassName="h-14"
      errorMessage="Your listings could not be loaded."
      empty={<NoListings />}
    >
      {(listings) => (
        <>
          <div className="flex justify-end">
            <Button asChild>
              <Link to={paths.createListing}>Create New Listing</Link>
            </Button>
          </div>
          <MyListingsTable listings={listings} onMove={handleMove} onDelete={setListingToDelete} />
          <ConfirmMoveDialog
            move={moveToConfirm}
            isMoving={isMoving}
            onClose={() => setMoveToConfirm(null)}
            onConfirm={(pending) => void handleConfirmMove(pending)}
          />
          {/* A closed <dialog> takes no room and an open one shows in the top layer, so its place here does not matter. */}
          <DeleteListingDialog
            listing={listingToDelete}
            isDeleting={isDeleting}
            onClose={() => setListingToDelete(null)}
            onConfirm={(listing) => void handleConfirmDelete(listing)}
          />
        </>
      )}
    </PagedTabContent>
  );
}

function NoListings() {
  return (
    <EmptyState
      icon={Store}
      title="No listings yet"
      description="List your business to reach buyers across India. Every listing is reviewed before it is published."
      action={
        <Button asChild>
          <Link to={paths.createListing}>Create New Listing</Link>
        </Button>
      }
    />
  );
}
