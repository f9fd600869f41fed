import { Link } from 'react-router';
import type { AdminListingRow } from '@common/admin.ts';
import { formatInr } from '@common/money.ts';
import { paths } from '@common/routes.ts';
import { ListingStatusBadge } from '@/components/listing-status-badge';
import { DataTableHeader } from '@/components/data-table-header';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatCount, formatShortDate } from '@/lib/format';
import { ListingActionsMenu } from './listing-actions-menu';
import { SelectCheckbox } from './select-checkbox';

type ListingsTableProps = {
  listings: AdminListingRow[];
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: ReadonlySet<string>) => void;
  onApprove: (listing: AdminListingRow) => void;
  onReject: (listing: AdminListingRow) => void;
};

/** SPEC §2 Listings Management: Title, Seller, Price (INR), Status, Views, Created, Actions; rows selectable. */
export function ListingsTable({ listings, selectedIds, onSelectionChange, onApprove, onReject }: ListingsTableProps) {
  const selectedCount = listings.filter((listing) => selectedIds.has(listing.id)).length;
  const isAllSelected = listings.length > 0 && selectedCount === listings.length;

  function toggle(listingId: string, isChecked: boolean) {
    const next = new Set(selectedIds);
    if (isChecked) next.add(listingId);
    else next.delete(listingId);
    onSelectionChange(next);
  }

  return (
    <Table label="Listings">
      <DataTableHeader
        columns={['Title', 'Seller', 'Price', 'Status', 'Views', 'Created']}
        leadingHead={
          <TableHead className="w-10" isShownStacked>
            <SelectCheckbox
              label="Select all listings shown"
              isLabelShownStacked
              checked={isAllSelected}
              isIndeterminate={selectedCount > 0 && !isAllSelected}
              onChange={(event) => onSelectionChange(new Set(event.target.checked ? listings.map((listing) => listing.id) : []))}
            />
          </TableHead>
        }
      />
      <TableBody>
        {listings.map((listing) => (
          <TableRow key={listing.id} data-state={selectedIds.has(listing.id) ? 'selected' : undefined}>
            <TableCell>
              <SelectCheckbox label={`Select ${listing.title}`} checked={selectedIds.has(listing.id)} onChange={(event) => toggle(listing.id, event.target.checked)} />
            </TableCell>
            <TableCell className="max-w-64 font-medium">
              <Link to={paths.listing(listing.id)} className="break-words text-primary hover:underline">
                {listing.title}
              </Link>
            </TableCell>
            <TableCell label="Seller">
              <div>{listing.seller.fullName}</div>
              <div className="text-muted-foreground break-all">{listing.seller.email}</div>
            </TableCell>
            <TableCell label="Price" className="whitespace-nowrap">{formatInr(listing.askingPrice)}</TableCell>
            <TableCell label="Status">
              <ListingStatusBadge status={listing.status} />
            </TableCell>
            <TableCell label="Views">{formatCount(listing.viewsCount)}</TableCell>
            <TableCell label="Created" className="whitespace-nowrap">{formatShortDate(listing.createdAt)}</TableCell>
            <TableCell className="text-right">
              <ListingActionsMenu listing={listing} onApprove={() => onApprove(listing)} onReject={() => onReject(listing)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
