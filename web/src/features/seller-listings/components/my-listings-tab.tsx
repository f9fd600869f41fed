import { Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@common/routes.ts';
import type { MyListing } from '@common/seller-listings.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useMyListings } from '../api/get-my-listings';
import { useMyListingActions } from '../hooks/use-my-listing-actions';
import { DeleteListingDialog } from './delete-listing-dialog';
import { MyListingsTable } from './my-listings-table';

/** SPEC §2 Seller dashboard, My Listings tab (issue 11): the seller's listings in every status, and what to do with each. */
export function MyListingsTab() {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useMyListings();
  const { move, remove, isDeleting } = useMyListingActions();
  const [listingToDelete, setListingToDelete] = useState<MyListing | null>(null);

  useEffect(() => {
    // SPEC §8. A failed "Load more" is toasted too; the rows already shown stay.
    if (error) toast.error('Error loading dashboard', { id: 'dashboard-error', description: getErrorMessage(error) });
  }, [error]);

  async function handleConfirmDelete(listing: MyListing) {
    if (await remove(listing)) setListingToDelete(null);
  }

  if (isPending) return <MyListingsSkeleton />;
  if (!data) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-border p-10 text-center">
        <p className="text-muted-foreground">Your listings could not be loaded.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const listings = data.pages.flatMap((page) => page.items);
  if (listings.length === 0) return <NoListings />;

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button asChild>
          <Link to={paths.createListing}>Create New Listing</Link>
        </Button>
      </div>
      <MyListingsTable listings={listings} onMove={(listing, status) => void move(listing, status)} onDelete={setListingToDelete} />
      {hasNextPage && (
        <Button variant="outline" className="justify-self-center" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
      <DeleteListingDialog
        listing={listingToDelete}
        isDeleting={isDeleting}
        onClose={() => setListingToDelete(null)}
        onConfirm={(listing) => void handleConfirmDelete(listing)}
      />
    </div>
  );
}

function NoListings() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <Store className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">No listings yet</h3>
      <p className="max-w-md text-muted-foreground">List your business to reach buyers across India. Every listing is reviewed before it is published.</p>
      <Button asChild>
        <Link to={paths.createListing}>Create New Listing</Link>
      </Button>
    </div>
  );
}

function MyListingsSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">Loading your listings</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}
