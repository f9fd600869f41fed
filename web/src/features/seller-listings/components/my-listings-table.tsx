import { Link } from 'react-router';
import { formatInr } from '@common/money.ts';
import { paths } from '@common/routes.ts';
import { CHANGES_WAITING_FOR_REVIEW } from '@common/listing-change-notices.ts';
import type { MyListing, OwnerStatus } from '@common/seller-listings.ts';
import { ListingStatusBadge } from '@/components/listing-status-badge';
import { DataTableHeader } from '@/components/data-table-header';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { formatCount, formatShortDate } from '@/lib/format';
import { MyListingActionsMenu } from './my-listing-actions-menu';

type MyListingsTableProps = {
  listings: MyListing[];
  onMove: (listing: MyListing, status: OwnerStatus) => void;
  onDelete: (listing: MyListing) => void;
};

/** SPEC §2 Seller dashboard, My Listings: title, price, category, views, created date, status badge; and actions. */
export function MyListingsTable({ listings, onMove, onDelete }: MyListingsTableProps) {
  return (
    <Table label="My listings">
      <DataTableHeader columns={['Title', 'Price', 'Category', 'Views', 'Created', 'Status']} />
      <TableBody>
        {listings.map((listing) => (
          <TableRow key={listing.id}>
            <TableCell className="max-w-72 font-medium">
              <Link to={paths.listing(listing.id)} className="break-words text-primary hover:underline">
                {listing.title}
              </Link>
              {listing.rejectionReason !== null && (
                // Issue 11: the seller sees why, right where they decide to edit and resubmit.
                <p className="mt-1 font-normal break-words whitespace-pre-line text-danger">
                  Rejected: <bdi>{listing.rejectionReason}</bdi>
                </p>
              )}
              {listing.hasPendingChanges && (
                // Issue 24: still public as approved; the edit page shows what waits and can withdraw it.
                <p className="mt-1 font-normal">
                  <Link to={paths.editListing(listing.id)} className="text-primary underline-offset-2 hover:underline">
                    {CHANGES_WAITING_FOR_REVIEW}
                  </Link>
                </p>
              )}
            </TableCell>
            <TableCell label="Price" className="whitespace-nowrap">{formatInr(listing.askingPrice)}</TableCell>
            <TableCell label="Category">{listing.category?.name ?? 'Uncategorized'}</TableCell>
            <TableCell label="Views">{formatCount(listing.viewsCount)}</TableCell>
            <TableCell label="Created" className="whitespace-nowrap">{formatShortDate(listing.createdAt)}</TableCell>
            <TableCell label="Status">
              <ListingStatusBadge status={listing.status} />
            </TableCell>
            <TableCell className="text-right">
              <MyListingActionsMenu listing={listing} onMove={(status) => onMove(listing, status)} onDelete={() => onDelete(listing)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
