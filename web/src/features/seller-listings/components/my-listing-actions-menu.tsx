import { CheckCircle2, ExternalLink, Pencil, Send, Trash2, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { daysSince, SOLD_REOPEN_DAYS } from '@common/listing-constants.ts';
import { ownerStatusChanges, type MyListing, type OwnerStatus } from '@common/seller-listings.ts';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';

type MyListingActionsMenuProps = {
  listing: MyListing;
  onMove: (status: OwnerStatus) => void;
  /** Opens the confirmation dialog. */
  onDelete: () => void;
};

const moveItems: { status: OwnerStatus; label: string; icon: typeof Undo2 }[] = [
  { status: 'draft', label: 'Withdraw', icon: Undo2 },
  { status: 'pending', label: 'Publish again', icon: Send },
  { status: 'sold', label: 'Mark as sold', icon: CheckCircle2 },
];

/** A sold listing is reopened (back to review) only within SOLD_REOPEN_DAYS of its sale (ADR 0032). */
function canReopen(listing: MyListing): boolean {
  return listing.soldAt !== null && daysSince(listing.soldAt) <= SOLD_REOPEN_DAYS;
}

/** The moves the server allows from the listing's status (ownerStatusChanges), editing unless sold, and deleting. */
export function MyListingActionsMenu({ listing, onMove, onDelete }: MyListingActionsMenuProps) {
  const moves = listing.status === 'sold' && !canReopen(listing) ? [] : ownerStatusChanges[listing.status];
  return (
    <RowActionsMenu label={`Actions for ${listing.title}`}>
      <DropdownMenuItem asChild>
        <Link to={paths.listing(listing.id)}>
          <ExternalLink aria-hidden="true" />
          View listing
        </Link>
      </DropdownMenuItem>
      {listing.status !== 'sold' && (
        <DropdownMenuItem asChild>
          <Link to={paths.editListing(listing.id)}>
            <Pencil aria-hidden="true" />
            {listing.status === 'rejected' ? 'Edit and resubmit' : 'Edit'}
          </Link>
        </DropdownMenuItem>
      )}
      {moveItems
        .filter((item) => moves.includes(item.status))
        .map(({ status, label, icon: Icon }) => (
          <DropdownMenuItem key={status} onSelect={() => onMove(status)}>
            <Icon aria-hidden="true" />
            {listing.status === 'sold' && status === 'pending' ? 'Reopen' : label}
          </DropdownMenuItem>
        ))}
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onDelete} className="text-destructive focus:text-destructive">
        <Trash2 aria-hidden="true" />
        Delete
      </DropdownMenuItem>
    </RowActionsMenu>
  );
}
