import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingStatus } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';

type EditListingLinkProps = { listing: { id: string; status: ListingStatus; sellerId: string }; viewerId: string | null };

/** Issue 11: the listing page offers its seller the edit form (a sold listing is kept as it was sold). */
export function EditListingLink({ listing, viewerId }: EditListingLinkProps) {
  if (viewerId !== listing.sellerId || listing.status === 'sold') return null;
  return (
    <Button asChild variant="outline">
      <Link to={paths.editListing(listing.id)}>
        <Pencil aria-hidden="true" />
        {listing.status === 'rejected' ? 'Edit and resubmit' : 'Edit listing'}
      </Link>
    </Button>
  );
}
