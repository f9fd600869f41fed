import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { RequireSession } from '@/features/auth/components/require-session';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { ListingGrid, ListingGridLoading } from '@/features/listings/components/listing-grid';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/api-client';

export function FavoritesRoute() {
  useDocumentTitle('My Favorites');
  // SPEC §6: favourites need a signed-in user; others are sent to /auth.
  return (
    <RequireSession redirectTo={paths.auth}>
      {(profile) => (
        <PageContainer>
          <PageHeader title="My Favorites" description="Businesses you have saved to look at later." />
          <FavoriteListings viewer={profile} />
        </PageContainer>
      )}
    </RequireSession>
  );
}

function FavoriteListings({ viewer }: { viewer: Profile }) {
  const { data: favorites, isPending, error } = useFavorites();

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
  if (favorites.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted px-6 py-16 text-center">
        <Heart className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-semibold">No favorites yet</h2>
        <p className="text-muted-foreground">Tap the heart on any listing to keep it here.</p>
        <Button asChild className="mt-2">
          <Link to={paths.listings}>Browse Businesses</Link>
        </Button>
      </div>
    );
  }
  return (
    <ListingGrid
      listings={favorites.map((favorite) => favorite.listing)}
      headingLevel="h2"
      renderAction={(listing) => <FavoriteToggle listing={listing} viewer={viewer} />}
    />
  );
}
