import type { MyListing, OwnerStatus } from '@common/seller-listings.ts';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** A move that takes a public listing off the market, waiting for the seller's confirmation. */
export type PendingMove = { listing: MyListing; status: Extract<OwnerStatus, 'draft' | 'sold'> };

type ConfirmMoveDialogProps = {
  move: PendingMove | null;
  isMoving: boolean;
  onClose: () => void;
  onConfirm: (move: PendingMove) => void;
};

const texts = {
  sold: {
    title: 'Mark this business as sold?',
    confirmLabel: 'Mark as sold',
    consequence: 'Its page stays, marked Sold, without contact actions, and it leaves browse and search. Buyers who saved it or are talking to you about it are told. You can reopen it within 30 days.',
  },
  draft: {
    title: 'Withdraw this listing?',
    confirmLabel: 'Withdraw',
    consequence: 'Its page will say it is no longer available, and it leaves browse and search. Buyers who saved it or are talking to you about it are told. You can publish it again later; it then goes back to review.',
  },
} as const;

/** Issue 24 (ADR 0032): selling and withdrawing reach every buyer following the listing, so the seller confirms first. */
export function ConfirmMoveDialog({ move, isMoving, onClose, onConfirm }: ConfirmMoveDialogProps) {
  const text = texts[move?.status ?? 'sold'];
  return (
    <ConfirmDialog
      subject={move}
      title={text.title}
      confirmLabel={text.confirmLabel}
      pendingLabel="Saving..."
      isPending={isMoving}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {(subject) => (
        <>
          <strong>
            <bdi>{subject.listing.title}</bdi>
          </strong>
          : {text.consequence}
        </>
      )}
    </ConfirmDialog>
  );
}
