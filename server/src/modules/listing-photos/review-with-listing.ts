// Photos uploaded while their listing was in review are reviewed with it (ADR 0042): approving the listing
// approves them, and the public cover is written from them in the same transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { listingPhotos } from '../../db/schema.ts';
import { writePublicCover } from './public-cover.ts';

/** In the transaction that approves the listing, with its row locked. */
export async function reviewPhotosWithListing(tx: Transaction, listingId: string, reviewedAt: Date): Promise<void> {
  const reviewed = await tx
    .update(listingPhotos)
    .set({ reviewedAt })
    .where(and(eq(listingPhotos.listingId, listingId), isNull(listingPhotos.reviewedAt)))
    .returning({ id: listingPhotos.id });
  // Nothing newly reviewed, nothing for the cover to change: the listing's row is written once, by the approval.
  if (reviewed.length > 0) await writePublicCover(tx, listingId);
}
