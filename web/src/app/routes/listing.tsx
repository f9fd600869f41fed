import { useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { useSession } from '@/features/auth/api/get-session';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { ListingDetail } from '@/features/listings/components/listing-detail';

export function ListingRoute() {
  const { id = '' } = useParams();
  const { profile } = useSession();
  return (
    <PageContainer>
      {/* Keyed by id: moving to another listing starts afresh (its own view is recorded, its own state). */}
      <ListingDetail
        key={id}
        listingId={id}
        renderFavoriteToggle={(listing) => <FavoriteToggle listing={listing} viewer={profile} />}
      />
    </PageContainer>
  );
}
