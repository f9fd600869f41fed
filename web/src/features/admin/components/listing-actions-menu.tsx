import { Check, ExternalLink, X } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminListingRow } from '@common/admin.ts';
import { allowedStatusChanges } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import type { ModerationStatus } from '../hooks/use-listing-moderation';

type ListingActionsMenuProps = {
  listing: AdminListingRow;
  onApprove: () => void;
  /** Opens the reason dialog. */
  onReject: () => void;
};

/** SPEC §4: the moves allowed from the listing's status (pending → approved or rejected, and back and forth). */
export function ListingActionsMenu({ listing, onApprove, onReject }: ListingActionsMenuProps) {
  const moves = allowedStatusChanges[listing.status].filter((status): status is ModerationStatus => status === 'approved' || status === 'rejected');
  return (
    <RowActionsMenu label={`Actions for ${listing.title}`}>
      {moves.includes('approved') && (
        <DropdownMenuItem onSelect={onApprove}>
          <Check aria-hidden="true" />
          Approve
        </DropdownMenuItem>
      )}
      {moves.includes('rejected') && (
        <DropdownMenuItem onSelect={onReject}>
          <X aria-hidden="true" />
          Reject
        </DropdownMenuItem>
      )}
      {moves.length > 0 && <DropdownMenuSeparator />}
      <DropdownMenuItem asChild>
        <Link to={paths.listing(listing.id)}>
          <ExternalLink aria-hidden="true" />
          View listing
        </Link>
      </DropdownMenuItem>
    </RowActionsMenu>
  );
}
