// "Report this listing" and the admins' Reports tab (issue 10). Any signed-in user reports a listing they can see,
// once (the unique index decides, so two requests at once cannot both insert). Admins work through the open
// reports oldest first, and dismiss one or reject its listing, which closes every open report of that listing.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DUPLICATE_REPORT_MESSAGE,
  OWN_LISTING_REPORT_MESSAGE,
  REPORT_ALREADY_CLOSED_MESSAGE,
  REPORT_NOT_FOUND_MESSAGE,
  type AdminReportRow,
  type adminReportsQuerySchema,
  type createReportSchema,
} from '@common/admin.ts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isAfterCursor, timestampText } from '../../db/keyset-cursor.ts';
import { isUuid } from '../../db/uuid.ts';
import { businessListings, listingReports, profiles } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { assertAdmin } from '../admin/admin-gate.ts';
import { writeAudit } from '../admin/audit-log.ts';
import { afterModeration, moderateListing, type ModerationServices } from '../admin/listing-moderation.ts';
import { isListingOwner } from '../listings/listings.policy.ts';
import { findVisibleListingFacts } from '../listings/listings.service.ts';
import { transactionWithEvents } from '../notifications/events.ts';

export type ReportAction = { id: string; status: 'dismissed' | 'actioned' };

/** POST /api/listings/:id/reports. */
export async function createReport(db: Database, viewer: Viewer, listingId: string, input: z.output<typeof createReportSchema>): Promise<{ id: string }> {
  const listing = await findVisibleListingFacts(db, viewer, listingId);
  if (isListingOwner(viewer, listing)) throw forbidden(OWN_LISTING_REPORT_MESSAGE);
  const [created] = await db
    .insert(listingReports)
    .values({ listingId, reporterId: viewer.id, reason: input.reason, details: input.details ? input.details : null })
    .onConflictDoNothing({ target: [listingReports.listingId, listingReports.reporterId] })
    .returning({ id: listingReports.id });
  if (!created) throw conflict(DUPLICATE_REPORT_MESSAGE);
  return created;
}

const reporters = alias(profiles, 'reporter');

/** GET /api/admin/reports: the open reports, oldest first (a queue). */
export async function findOpenReports(db: Database, query: z.output<typeof adminReportsQuerySchema>) {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const rows = await db
    .select({
      report: listingReports,
      createdAtText: timestampText(listingReports.createdAt),
      listing: { id: businessListings.id, title: businessListings.title, status: businessListings.status },
      reporter: { id: reporters.id, fullName: reporters.fullName, email: reporters.email },
    })
    .from(listingReports)
    .innerJoin(businessListings, eq(businessListings.id, listingReports.listingId))
    .innerJoin(reporters, eq(reporters.id, listingReports.reporterId))
    // 'open' as a literal, not a bound parameter: the planner can then prove the partial index's predicate.
    .where(and(sql`${listingReports.status} = 'open'`, cursor && isAfterCursor(listingReports.createdAt, listingReports.id, cursor)))
    .orderBy(asc(listingReports.createdAt), asc(listingReports.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const items: AdminReportRow[] = page.map((row) => ({
    id: row.report.id,
    listing: row.listing,
    reporter: row.reporter,
    reason: row.report.reason,
    details: row.report.details,
    createdAt: row.report.createdAt.toISOString(),
  }));
  return { items, nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.createdAtText, id: last.report.id }) : null };
}

/** The report, locked; 404 for an unknown id and 409 once it is closed (another admin was quicker). */
async function lockOpenReport(tx: Transaction, reportId: string) {
  const [report] = await tx.select().from(listingReports).where(eq(listingReports.id, reportId)).for('update');
  if (!report) throw notFound(REPORT_NOT_FOUND_MESSAGE);
  if (report.status !== 'open') throw conflict(REPORT_ALREADY_CLOSED_MESSAGE);
  return report;
}

/** POST /api/admin/reports/:id/dismiss: the listing stays as it is. */
export async function dismissReport(db: Database, admin: Viewer, reportId: string): Promise<ReportAction> {
  assertAdmin(admin);
  if (!isUuid(reportId)) throw notFound(REPORT_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, reportId);
    await tx.update(listingReports).set({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: admin.id }).where(eq(listingReports.id, reportId));
    const [listing] = await tx
      .select({ title: businessListings.title, sellerId: businessListings.sellerId })
      .from(businessListings)
      .where(eq(businessListings.id, report.listingId));
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'report.dismissed',
      targetType: 'listing_report',
      targetId: reportId,
      label: listing?.title ?? '',
      aboutUserIds: listing ? [listing.sellerId] : [],
      details: { listingId: report.listingId, reason: report.reason },
    });
    return { id: reportId, status: 'dismissed' };
  });
}

/**
 * POST /api/admin/reports/:id/reject-listing: rejects the listing with the reason, exactly as the status change does
 * (the seller is told, the audit log records it), which closes this and every other open report of the listing.
 */
export async function rejectReportedListing(services: ModerationServices, admin: Viewer, reportId: string, reason: string): Promise<ReportAction> {
  assertAdmin(admin);
  if (!isUuid(reportId)) throw notFound(REPORT_NOT_FOUND_MESSAGE);
  const result = await transactionWithEvents(services.db, services.events, async (tx): Promise<ReportAction> => {
    const [found] = await tx.select({ listingId: listingReports.listingId }).from(listingReports).where(eq(listingReports.id, reportId));
    if (!found) throw notFound(REPORT_NOT_FOUND_MESSAGE);
    // The listing's row before the report's: a status change locks the listing and then closes its reports, so
    // taking them in the same order keeps two admins from deadlocking.
    await tx.select({ id: businessListings.id }).from(businessListings).where(eq(businessListings.id, found.listingId)).for('update');
    await lockOpenReport(tx, reportId);
    await moderateListing(tx, { admin, listingId: found.listingId, decision: { status: 'rejected', reason }, publicUrl: services.publicUrl, reportId });
    return { id: reportId, status: 'actioned' };
  });
  afterModeration(services);
  return result;
}
