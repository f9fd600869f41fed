import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { SOLD_LISTING_EDIT_MESSAGE } from '@common/seller-listings.ts';
import { Button } from '@/components/ui/button';

/** A sold listing is kept for the seller's records as it was sold (the server refuses edits with a 409). */
export function SoldListingNotice() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-border p-10 text-center">
      <CircleCheck className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">{SOLD_LISTING_EDIT_MESSAGE}</p>
      <p className="text-muted-foreground">It stays in My Listings for your records.</p>
      <Button asChild variant="outline">
        <Link to={paths.dashboardTab('listings')}>Back to My Listings</Link>
      </Button>
    </div>
  );
}
