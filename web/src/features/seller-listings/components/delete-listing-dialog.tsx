import type { MyListing } from '@common/seller-listings.ts';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';

type DeleteListingDialogProps = {
  listing: MyListing | null;
  isDeleting: boolean;
  onClose: () => void;
  onConfirm: (listing: MyListing) => void;
};

/** Deleting cannot be undone, and it ends the buyers' conversations: the seller confirms first (SPEC §6's pattern). */
export function DeleteListingDialog({ listing, isDeleting, onClose, onConfirm }: DeleteListingDialogProps) {
  return (
    <ControlledDialog isOpen={listing !== null} onClose={onClose} title="Are you sure?">
      {listing && (
        <>
          <p className="break-words">
            This permanently deletes <strong>{listing.title}</strong> with its favourites, inquiries and messages. Buyers who asked about it are told it
            was removed. This cannot be undone.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={isDeleting} onClick={() => onConfirm(listing)}>
              {isDeleting ? 'Deleting...' : 'Delete listing'}
            </Button>
          </div>
        </>
      )}
    </ControlledDialog>
  );
}
