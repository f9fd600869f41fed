import { paths } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { RequireSession } from '@/features/auth/components/require-session';
import { useLiveListingRemoval } from '@/features/seller-listings/hooks/use-live-listing-removal';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FavoriteListings } from './favorite-listings';

export function FavoritesRoute() {
  useDocumentTitle('My Favorites');
  useLiveListingRemoval();
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
