// The admin's side of pending changes (issue 24, ADR 0031): the queue with a field-by-field diff, and the decision.
// Approving writes the values to the listing; both ways, in one transaction with the listing's row locked (the
// lock that orders edits and moderation, seller-listings/managed-listing.ts), the audit entry, the seller's
// notification and e-mail. The listing stays approved throughout: the public pages and counts are told by the
// database's trigger on the listing's update (migration 0021).
import { and, asc, eq } from 'drizzle-orm';
import { REJECTION_REASON_REQUIRED } from '@common/admin.ts';
import {
  LISTING_CHANGES_APPROVED_NOTIFICATION,
  LISTING_CHANGES_REJECTED_NOTIFICATION,
  REVISION_ALREADY_DECIDED_MESSAGE,
  REVISION_LISTING_NOT_PUBLIC_MESSAGE,
  REVISION_NOT_FOUND_MESSAGE,
  type AdminRevisionsPage,
  type DecideRevisionResponse,
  type adminRevisionsQuerySchema,
  type decideRevisionSchema,
} from '@common/listing-revisions.ts';
import { paths } from '@common/routes.ts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isAfterCursor, timestampText } from '../../db/keyset-cursor.ts';
import { isUuid } from '../../db/uuid.ts';
import { businessListings, listingRevisions, profiles } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { listingChangesApprovedMail, listingChangesRejectedMail } from '../../mail/templates.ts';
import { rejectionReasonOf } from '../admin/rejection-reason.ts';
import { assertAdmin } from '../admin/admin-gate.ts';
import { writeAudit } from '../admin/audit-log.ts';
import { afterModeration, type ModerationServices } from '../admin/listing-moderation.ts';
import { assertActiveCategory } from '../listings/listing-values.ts';
import { transactionWithEvents } from '../notifications/events.ts';
import { notify } from '../notifications/notify.ts';
import { listingFollowersNoticeJob } from '../listing-followers/followers-notice.ts';
import { financialsColumns, financialsNoticeForChange } from './financials-change.ts';
import { findCategoryNames, proposedColumns, readProposed, revisionChanges } from './revision-values.ts';

/** GET /api/admin/listing-revisions: pending changes, oldest first, each with its diff against the public listing. */
export async function findPendingRevisions(db: Database, query: z.output<typeof adminRevisionsQuerySchema>): Promise<AdminRevisionsPage> {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const rows = await db
    .select({
      revision: listingRevisions,
      createdAtText: timestampText(listingRevisions.createdAt),
      listing: businessListings,
      seller: { id: profiles.id, fullName: profiles.fullName, email: profiles.email },
    })
    .from(listingRevisions)
    .innerJoin(businessListings, eq(businessListings.id, listingRevisions.listingId))
    .innerJoin(profiles, eq(profiles.id, businessListings.sellerId))
    .where(and(eq(listingRevisions.status, 'pending'), cursor && isAfterCursor(listingRevisions.createdAt, listingRevisions.id, cursor)))
    .orderBy(asc(listingRevisions.createdAt), asc(listingRevisions.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map((row) => ({ ...row, proposed: readProposed(row.revision.proposed) }));
  const categoryNames = await findCategoryNames(
    db,
    page.flatMap((row) => [row.listing.categoryId, row.proposed.categoryId]),
  );
  const last = rows.length > query.limit ? page.at(-1) : undefined;
  return {
    items: page.map((row) => ({
      id: row.revision.id,
      createdAt: row.revision.createdAt.toISOString(),
      changes: revisionChanges(row.listing, row.proposed, categoryNames),
      listing: { id: row.listing.id, title: row.listing.title },
      seller: row.seller,
    })),
    nextCursor: last ? encodeTimeCursor({ at: last.createdAtText, id: last.revision.id }) : null,
  };
}

/** PATCH /api/admin/listing-revisions/:id/status. */
export async function decideRevision(
  services: ModerationServices,
  admin: Viewer,
  revisionId: string,
  decision: z.output<typeof decideRevisionSchema>,
): Promise<DecideRevisionResponse> {
  assertAdmin(admin);
  const decided = await transactionWithEvents(services.db, services.events, (tx) => decideLocked(tx, { admin, revisionId, decision, publicUrl: services.publicUrl }));
  afterModeration(services);
  return decided;
}

async function decideLocked(
  tx: Transaction,
  options: { admin: Viewer; revisionId: string; decision: z.output<typeof decideRevisionSchema>; publicUrl: string },
): Promise<DecideRevisionResponse> {
  const { admin, revisionId, decision } = options;
  const reason = rejectionReasonOf(decision, REJECTION_REASON_REQUIRED);
  if (!isUuid(revisionId)) throw notFound(REVISION_NOT_FOUND_MESSAGE);
  const [found] = await tx.select({ listingId: listingRevisions.listingId }).from(listingRevisions).where(eq(listingRevisions.id, revisionId));
  if (!found) throw notFound(REVISION_NOT_FOUND_MESSAGE);

  // The listing first, then the revision: the order every edit, withdrawal and moderation takes.
  const [row] = await tx
    .select({ listing: businessListings, seller: { id: profiles.id, fullName: profiles.fullName, email: profiles.email } })
    .from(businessListings)
    .innerJoin(profiles, eq(profiles.id, businessListings.sellerId))
    .where(eq(businessListings.id, found.listingId))
    .for('update', { of: businessListings });
  const [revision] = await tx.select().from(listingRevisions).where(eq(listingRevisions.id, revisionId)).for('update');
  if (!row || !revision) throw notFound(REVISION_NOT_FOUND_MESSAGE);
  if (revision.status !== 'pending') throw conflict(REVISION_ALREADY_DECIDED_MESSAGE);
  const { listing, seller } = row;
  if (decision.status === 'approved' && listing.status !== 'approved') throw conflict(REVISION_LISTING_NOT_PUBLIC_MESSAGE);

  const now = new Date();
  const proposed = readProposed(revision.proposed);
  const changes = revisionChanges(listing, proposed, await findCategoryNames(tx, [listing.categoryId, proposed.categoryId]));
  if (decision.status === 'approved') {
    await assertActiveCategory(tx, proposed.categoryId);
    const columns = proposedColumns(proposed);
    const notice = financialsNoticeForChange(listing, columns);
    await tx
      .update(businessListings)
      .set({ ...columns, ...financialsColumns(listing, notice, now), updatedAt: now })
      .where(eq(businessListings.id, listing.id));
    if (notice !== null) await enqueueJob(tx, listingFollowersNoticeJob(listing.id, notice));
  }
  await tx
    .update(listingRevisions)
    .set({ status: decision.status, rejectionReason: reason ?? null, decidedBy: admin.id, decidedAt: now })
    .where(eq(listingRevisions.id, revision.id));
  await writeAudit(tx, {
    actorId: admin.id,
    action: decision.status === 'approved' ? 'listing.changes_approved' : 'listing.changes_rejected',
    targetType: 'business_listing',
    targetId: listing.id,
    label: listing.title,
    aboutUserIds: [seller.id],
    details: { revisionId: revision.id, fields: changes.map((change) => change.label).join(', '), reason: reason ?? null },
  });
  await tellSeller(tx, { seller, listingId: listing.id, listingTitle: decision.status === 'approved' ? proposed.title : listing.title, reason, publicUrl: options.publicUrl });
  return { id: revision.id, listingId: listing.id, status: decision.status };
}

async function tellSeller(
  tx: Transaction,
  details: { seller: { id: string; fullName: string; email: string }; listingId: string; listingTitle: string; reason: string | undefined; publicUrl: string },
) {
  const { seller, listingId, listingTitle, reason } = details;
  const url = `${details.publicUrl}${paths.listing(listingId)}`;
  const data = { listing_id: listingId, listing_title: listingTitle };
  if (reason === undefined) {
    await notify(tx, seller.id, {
      type: LISTING_CHANGES_APPROVED_NOTIFICATION,
      title: 'Changes approved',
      message: `Your changes to "${listingTitle}" are now live.`,
      data,
      aboutUserIds: [],
    });
    await enqueueEmail(tx, listingChangesApprovedMail(seller.email, { sellerName: seller.fullName, listingTitle, url }), { aboutUserIds: [seller.id] });
    return;
  }
  await notify(tx, seller.id, {
    type: LISTING_CHANGES_REJECTED_NOTIFICATION,
    title: 'Changes not approved',
    message: `Your changes to "${listingTitle}" were not approved: ${reason}. The listing stays as it was.`,
    data: { ...data, reason },
    aboutUserIds: [],
  });
  await enqueueEmail(tx, listingChangesRejectedMail(seller.email, { sellerName: seller.fullName, listingTitle, reason, url }), { aboutUserIds: [seller.id] });
}
