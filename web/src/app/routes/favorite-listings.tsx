import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { availabilityLabels } from '@common/listing-constants.ts';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { ListingGrid, ListingGridLoading } from '@/features/listings/components/listing-grid';
import { getErrorMessage } from '@/lib/api-client';

type FavoriteListingsProps = {
  viewer: Profile;
  /** h2 on /favorites; h3 inside the dashboard's Favorites tab, under its own heading. */
  headingLevel?: 'h2' | 'h3';
};

/** The viewer's favourite listings as cards, each with its heart to remove it, a page at a time: /favorites and the dashboard's tab. */
export function FavoriteListings({ viewer, headingLevel = 'h2' }: FavoriteListingsProps) {
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useFavorites();
  const EmptyHeading = headingLevel;

  if (isPending) {
    return <ListingGridLoading isStatusVisible />;
  }
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        Error loading favorites: {getErrorMessage(error)}
      </p>
    );
  }
  const favorites = data.pages.flatMap((page) => page.items);
  // A favourite sold or withdrawn since stays, marked (ADR 0032).
  const availabilityOf = new Map(favorites.map((favorite) => [favorite.listing.id, favorite.availability]));
  if (favorites.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted px-6 py-16 text-center">
        <Heart className="size-10 text-muted-foreground" aria-hidden="true" />
        <EmptyHeading className="text-xl font-semibold">No favorites yet</EmptyHeading>
        <p className="text-muted-foreground">Tap the heart on any listing to keep it here.</p>
        <Button asChild className="mt-2">
          <Link to={paths.listings}>Browse Businesses</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <ListingGrid
        listings={favorites.map((favorite) => favorite.listing)}
        headingLevel={headingLevel}
        stateBadgeOf={(listing) => {
          const availability = availabilityOf.get(listing.id);
          return availability && availability !== 'available' ? availabilityLabels[availability].badge : undefined;
        }}
        renderAction={(listing) => <FavoriteToggle listing={listing} viewer={viewer} />}
      />
      {hasNextPage && (
        <div className="mt-10 flex justify-center">
          <Button variant="outline" size="lg" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading...' : 'Load More Favorites'}
          </Button>
        </div>
      )}
    </>
  );
}
