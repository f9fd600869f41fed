// An edit of an approved listing becomes its pending revision (issue 24, ADR 0031): the approved version stays
// public, unchanged, until an admin approves the change. One pending revision per listing: a second edit replaces
// the first one's values. Called under the listing's row lock (seller-listings/edit-listing.ts).
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { listingRevisions } from '../../db/schema.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ListingInput } from '../listings/listing-values.ts';

const isPendingOf = (listingId: string) => and(eq(listingRevisions.listingId, listingId), eq(listingRevisions.status, 'pending'));

export async function proposeRevision(tx: Transaction, options: { viewer: Viewer; listingId: string; input: ListingInput }): Promise<void> {
  const { viewer, listingId, input } = options;
  const replaced = await tx
    .update(listingRevisions)
    .set({ proposed: input, proposedBy: viewer.id, createdAt: new Date() })
    .where(isPendingOf(listingId))
    .returning({ id: listingRevisions.id });
  if (replaced.length === 0) await tx.insert(listingRevisions).values({ listingId, proposedBy: viewer.id, proposed: input });
}

/**
 * A listing that is no longer public (withdrawn, rejected, sold) is edited directly, so a change still waiting from
 * its approved days would later overwrite newer values: it is withdrawn with the edit.
 */
export async function withdrawStaleRevision(tx: Transaction, listingId: string): Promise<void> {
  await tx.update(listingRevisions).set({ status: 'withdrawn', decidedAt: new Date() }).where(isPendingOf(listingId));
}

