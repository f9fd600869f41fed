import { toast } from '@/lib/toast';
import { countText } from '@common/plural.ts';
import type { AdminListingRow, BulkListingStatusResponse } from '@common/admin.ts';
import { getErrorMessage } from '@/lib/api-client';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useBulkChangeListingStatus } from '../api/bulk-change-listing-status';
import { useChangeListingStatus } from '../api/change-listing-status';

export type ModerationStatus = 'approved' | 'rejected';

const STATUS_FAILED = 'Failed to update listing status.'; // SPEC §8


/** How many changed and how many failed, with the server's reasons for the failures. */
function toastBulkResult({ changed, failed }: BulkListingStatusResponse, status: ModerationStatus) {
  if (failed.length === 0) {
    toast.success(`${countText(changed.length, 'listing')} ${status} successfully.`);
    return;
  }
  const reasons = [...new Set(failed.map((failure) => failure.message))].join(' ');
  toast.error(`${countText(changed.length, 'listing')} ${status}, ${failed.length} failed.`, { description: reasons });
}

/** SPEC §4 Listing status, one listing or the selected ones, with the spec's toasts; each resolves to success. */
export function useListingModeration() {
  const changeStatus = useChangeListingStatus();
  const bulkChange = useBulkChangeListingStatus();

  function changeOne(listing: AdminListingRow, status: ModerationStatus, reason?: string): Promise<boolean> {
    // The server's message (e.g. a 409 when another admin was first) is the description.
    return runWithToasts(() => changeStatus.mutateAsync({ listingId: listing.id, status, reason }), {
      errorTitle: STATUS_FAILED,
      successTitle: `Listing ${status} successfully.`,
    });
  }

  async function changeMany(ids: string[], status: ModerationStatus, reason?: string): Promise<boolean> {
    try {
      toastBulkResult(await bulkChange.mutateAsync({ ids, status, reason }), status);
      return true;
    } catch (error) {
      toast.error(STATUS_FAILED, { description: getErrorMessage(error) });
      return false;
    }
  }

  return { changeOne, changeMany, isChanging: changeStatus.isPending || bulkChange.isPending };
}
