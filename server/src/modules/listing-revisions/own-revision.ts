// The seller's side of a pending change (issue 24, ADR 0031): what is waiting ("Changes waiting for review", with
// what they changed) and withdrawing it. The listing's seller and admins, as for editing (seller-listings.policy.ts).
import { and, eq } from 'drizzle-orm';
import { CHANGES_WITHDRAWN_MESSAGE, NO_PENDING_CHANGES_MESSAGE, type OwnPendingRevision } from '@common/listing-revisions.ts';
import type { Database } from '../../db/client.ts';
import { listingRevisions } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { findListingRow } from '../listings/listings.service.ts';
import { forgetAdminStats } from '../admin/admin-stats.ts';
import { lockManagedListing } from '../seller-listings/managed-listing.ts';
import { assertAllowed, canManageListing } from '../seller-listings/seller-listings.policy.ts';
import { findCategoryNames, readProposed, revisionChanges } from './revision-values.ts';

/** GET /api/listings/:id/pending-revision. */
export async function findOwnPendingRevision(db: Database, viewer: Viewer, listingId: string): Promise<OwnPendingRevision> {
  const row = await findListingRow(db, listingId);
  assertAllowed(viewer, row?.listing, canManageListing);
  const [revision] = await db
    .select()
    .from(listingRevisions)
    .where(and(eq(listingRevisions.listingId, row.listing.id), eq(listingRevisions.status, 'pending')));
  if (!revision) return { revision: null };
  const proposed = readProposed(revision.proposed);
  const categoryNames = await findCategoryNames(db, [row.listing.categoryId, proposed.categoryId]);
  return {
    revision: {
      id: revision.id,
      createdAt: revision.createdAt.toISOString(),
      changes: revisionChanges(row.listing, proposed, categoryNames),
      proposed,
    },
  };
}

/** DELETE /api/listings/:id/pending-revision: the approved version simply stays. */
export async function withdrawOwnPendingRevision(db: Database, viewer: Viewer, listingId: string): Promise<{ message: string }> {
  const withdrawn = await db.transaction(async (tx) => {
    // The listing's lock orders this after an admin's decision on the same change (revision-moderation.ts).
    const listing = await lockManagedListing(tx, viewer, listingId, canManageListing);
    const withdrawn = await tx
      .update(listingRevisions)
      .set({ status: 'withdrawn', decidedAt: new Date() })
      .where(and(eq(listingRevisions.listingId, listing.id), eq(listingRevisions.status, 'pending')))
      .returning({ id: listingRevisions.id });
    if (withdrawn.length === 0) throw notFound(NO_PENDING_CHANGES_MESSAGE);
    return { message: CHANGES_WITHDRAWN_MESSAGE };
  });
  forgetAdminStats(db); // one review fewer on the admin's Pending Reviews card
  return withdrawn;
}
