import type { MyListing } from '@common/seller-listings.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';

type DeleteListingDialogProps = {
  listing: MyListing | null;
  isDeleting: boolean;
  onClose: () => void;
  onConfirm: (listing: MyListing) => void;
};

/** Deleting cannot be undone, and it ends the buyers' conversations: the seller confirms first (SPEC §6's pattern). */
export function DeleteListingDialog({ listing, isDeleting, onClose, onConfirm }: DeleteListingDialogProps) {
  return (
    <ConfirmDeleteDialog subject={listing} title="Are you sure?" confirmLabel="Delete listing" isDeleting={isDeleting} onClose={onClose} onConfirm={onConfirm}>
      {(subject) => (
        <>
          This permanently deletes <strong><bdi>{subject.title}</bdi></strong> with its favourites, inquiries and messages. Buyers who asked about it are told it was
          removed. This cannot be undone.
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
