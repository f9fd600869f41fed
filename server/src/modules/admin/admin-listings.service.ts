import { eq } from 'drizzle-orm';
import type { changeListingStatusSchema } from '@common/admin.ts';
import { allowedStatusChanges } from '@common/listings.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { auditLog, businessListings } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { isListingId, LISTING_NOT_FOUND } from '../listings/listings.service.ts';
import { forgetApprovedCounts } from '../listings/count-cache.ts';

export async function changeListingStatus(db: Database, viewer: Viewer, listingId: string, input: z.output<typeof changeListingStatusSchema>) {
  if (viewer.role !== 'admin') throw forbidden("You don't have admin privileges.");
  if (!isListingId(listingId)) throw notFound(LISTING_NOT_FOUND);
  const changed = await db.transaction(async (tx) => {
    const [listing] = await tx.select().from(businessListings).where(eq(businessListings.id, listingId)).for('update');
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    if (!allowedStatusChanges[listing.status].includes(input.status)) {
      throw conflict(`A ${listing.status} listing cannot become ${input.status}.`);
    }
    const now = new Date();
    const [updated] = await tx
      .update(businessListings)
      .set({
        status: input.status,
        rejectionReason: input.status === 'rejected' ? (input.reason ?? null) : null,
        approvedAt: input.status === 'approved' ? now : listing.approvedAt,
        updatedAt: now,
      })
      .where(eq(businessListings.id, listingId))
      .returning({ id: businessListings.id, status: businessListings.status });
    await tx.insert(auditLog).values({
      actorId: viewer.id,
      action: `listing.${input.status}`,
      targetType: 'business_listing',
      targetId: listingId,
      details: { from: listing.status, to: input.status, reason: input.reason ?? null },
    });
    return updated;
  });
  forgetApprovedCounts(db);
  if (!changed) throw notFound(LISTING_NOT_FOUND);
  return changed;
}
