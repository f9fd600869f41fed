import { useState } from 'react';
import { countText } from '@common/plural.ts';
import type { AdminListingRow } from '@common/admin.ts';
import type { ListingStatus } from '@common/listings.ts';
import { LoadMoreButton } from '@/components/load-more-button';
import { useAdminListings } from '../api/get-admin-listings';
import { useListingModeration } from '../hooks/use-listing-moderation';
import { useTableSearch } from '../hooks/use-table-search';
import { BulkActionsBar } from './bulk-actions-bar';
import { ListingFilters } from './listing-filters';
import { ListingsTable } from './listings-table';
import { PendingChanges } from './pending-changes';
import { PendingPhotos } from './pending-photos';
import { RejectReasonDialog } from './reject-reason-dialog';
import { TableEmpty, TableError, TableLoading } from './table-states';

/** What the reason dialog is about to reject: one row or the selection. */
type RejectTarget = { kind: 'one'; listing: AdminListingRow } | { kind: 'many'; ids: string[] };

/** Issue 10 Listings Management: filtered, searched keyset pages, one-row and bulk moderation. */
export function ListingsManagement() {
  // The moderator's view first: what waits for a decision.
  const [status, setStatus] = useState<ListingStatus | undefined>('pending');
  const { searchText, setSearchText, search, searchHint } = useTableSearch();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [rejectTarget, setRejectTarget] = useState<RejectTarget | null>(null);
  const query = useAdminListings({ status, search });
  const moderation = useListingModeration();
  const clearSelection = () => setSelectedIds(new Set());

  async function rejectWithReason(reason: string): Promise<boolean> {
    if (!rejectTarget) return false;
    if (rejectTarget.kind === 'one') return moderation.changeOne(rejectTarget.listing, 'rejected', reason);
    const isDone = await moderation.changeMany(rejectTarget.ids, 'rejected', reason);
    if (isDone) clearSelection();
    return isDone;
  }

  async function approveSelected() {
    if (await moderation.changeMany([...selectedIds], 'approved')) clearSelection();
  }

  const listings = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      <PendingChanges />
      <PendingPhotos />
      <ListingFilters
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          clearSelection();
        }}
        search={searchText}
        onSearchChange={(next) => {
          setSearchText(next);
          clearSelection();
        }}
        searchHint={searchHint}
      />
      <BulkActionsBar
        selectedCount={selectedIds.size}
        isBusy={moderation.isChanging}
        onApprove={() => void approveSelected()}
        onReject={() => setRejectTarget({ kind: 'many', ids: [...selectedIds] })}
        onClear={clearSelection}
      />
      {query.isPending ? (
        <TableLoading label="Loading listings" />
      ) : query.isError && !query.data ? (
        <TableError message="Failed to load listings." onRetry={() => void query.refetch()} />
      ) : listings.length === 0 ? (
        <TableEmpty>No listings match these filters.</TableEmpty>
      ) : (
        <ListingsTable
          listings={listings}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          onApprove={(listing) => void moderation.changeOne(listing, 'approved')}
          onReject={(listing) => setRejectTarget({ kind: 'one', listing })}
        />
      )}
      <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      <RejectReasonDialog
        isOpen={rejectTarget !== null}
        onClose={() => setRejectTarget(null)}
        title={rejectTarget?.kind === 'many' ? `Reject ${countText(rejectTarget.ids.length, 'listing')}` : 'Reject listing'}
        subject={rejectTarget?.kind === 'one' ? rejectTarget.listing.title : 'Every selected listing gets the same reason.'}
        onConfirm={rejectWithReason}
      />
    </div>
  );
}
