import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useFeaturedListings } from '../api/get-featured-listings';
import type { RenderListingAction } from './listing-card';
import { ListingGrid, ListingGridLoading } from './listing-grid';

/** SPEC §2 Home: up to six approved listings with the most views. */
export function FeaturedListings({ renderAction }: { renderAction?: RenderListingAction }) {
  const { data: listings, isPending, error } = useFeaturedListings();

  if (isPending) {
    return <ListingGridLoading />;
  }
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        Error loading listings: {getErrorMessage(error)}
      </p>
    );
  }
  if (listings.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border bg-muted p-10 text-center">
        <p className="text-lg font-medium">No featured listings yet</p>
        <Button asChild>
          <Link to={paths.createListing}>List Your Business</Link>
        </Button>
      </div>
    );
  }
  return <ListingGrid listings={listings} renderAction={renderAction} />;
}
