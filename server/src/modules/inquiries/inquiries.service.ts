// Inquiries: creating one (with its first message, the seller's notification and e-mail, in one transaction),
// the viewer's inquiry about a listing, a conversation's header, and closing it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paths } from '@common/routes.ts';
import { DUPLICATE_INQUIRY_MESSAGE, type InquiryDetail, type ParticipantRole, type VisitRequest, type ViewerInquiry } from '@common/inquiries.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { businessListings, inquiries, inquiryMessages, profiles } from '../../db/schema.ts';
import { conflict, forbidden, hasPostgresCode, notFound, POSTGRES_CODES } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { newInquiryMail } from '../../mail/templates.ts';
import { isListingOwner } from '../listings/listings.policy.ts';
import { isUuid } from '../../db/uuid.ts';
import { prebuiltSelect } from '../../db/prebuilt-query.ts';
import { findListingFactsForBuyerMove, findVisibleListingFacts } from '../listings/listings.service.ts';
import { inquiryRoom, userRoom } from '@common/realtime.ts';
import { publishAfterCommit, transactionWithEvents, type EventBus } from '../notifications/events.ts';
import { notify } from '../notifications/notify.ts';
import { participantRole } from './inquiries.policy.ts';
import { presentInquiryDetail } from './inquiries.presenter.ts';
import { listingAvailability } from '../listings/listings.policy.ts';

export const INQUIRY_NOT_FOUND = 'Inquiry not found';

/** What Send Inquiry carries: the first message, and the visit asked for with it (issue 24). */
export interface CreateInquiry {
  message: string;
  visit: VisitRequest | null;
}

/** What the inquiry services need from the app. */
export interface InquiryServices {
  db: Database;
  events: EventBus;
  /** Links in e-mails. */
  publicUrl: string;
  /** Ask the outbox worker to send what the committed transaction enqueued. */
  wakeOutbox(): void;
}

export const conversationUrl = (publicUrl: string, inquiryId: string) => `${publicUrl}${paths.inquiry(inquiryId)}`;

/** The listing's title, or the one it had when it went with its seller's erased account (ADR 0033). */
const listingTitleOf = (title: typeof businessListings.title) => sql<string>`coalesce(${title}, ${inquiries.listingTitle}, '')`;

const buyers = alias(profiles, 'buyer');
const sellers = alias(profiles, 'seller');

function inquiryPartsQuery(db: Queryable) {
  return db
    .select({
      inquiry: inquiries,
      listingTitle: listingTitleOf(businessListings.title),
      // The listing's state, for the conversation's banner (ADR 0032); null when it went with its seller (ADR 0033).
      listingState: { status: businessListings.status, soldAt: businessListings.soldAt, withdrawnAt: businessListings.withdrawnAt },
      buyer: { id: buyers.id, fullName: buyers.fullName, email: buyers.email, messageEmailsEnabled: buyers.messageEmailsEnabled },
      seller: { id: sellers.id, fullName: sellers.fullName, email: sellers.email, messageEmailsEnabled: sellers.messageEmailsEnabled },
    })
    .from(inquiries)
    // Outer joins: a side whose account was erased is null, and so is a listing that went with its seller (ADR 0033).
    .leftJoin(businessListings, eq(businessListings.id, inquiries.listingId))
    .leftJoin(buyers, eq(buyers.id, inquiries.buyerId))
    .leftJoin(sellers, eq(sellers.id, inquiries.sellerId))
    .where(eq(inquiries.id, sql.placeholder('id')));
}

// Built once (db/prebuilt-query.ts) and named, so neither drizzle nor PostgreSQL (which soon keeps a generic
// plan) redoes the work of this four-table join on every request (docs/performance.md).
const selectInquiryParts = prebuiltSelect('inquiry_parts', inquiryPartsQuery);
const selectInquiryPartsForUpdate = prebuiltSelect('inquiry_parts_for_update', (db) => inquiryPartsQuery(db).for('update', { of: inquiries }));

/** An inquiry with the names around it, locked for the rest of `tx` when asked (before a change). */
export async function findInquiryParts(db: Queryable, inquiryId: string, options: { lockFor?: Transaction } = {}) {
  if (!isUuid(inquiryId)) return undefined;
  const [row] = await (options.lockFor ? selectInquiryPartsForUpdate : selectInquiryParts)(db, { id: inquiryId });
  return row;
}

export type InquiryParts = NonNullable<Awaited<ReturnType<typeof findInquiryParts>>>;

/** The inquiry and the viewer's side of it; "Inquiry not found" for everyone else, admins included. */
export async function findInquiryForParticipant(db: Queryable, viewer: Viewer, inquiryId: string, options: { lockFor?: Transaction } = {}) {
  const parts = await findInquiryParts(db, inquiryId, options);
  const role = parts && participantRole(viewer, parts.inquiry);
  if (!parts || !role) throw notFound(INQUIRY_NOT_FOUND);
  return { ...parts, role };
}

async function findInitialMessageId(db: Queryable, inquiryId: string): Promise<string | null> {
  const [first] = await db
    .select({ id: inquiryMessages.id })
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id))
    .limit(1);
  return first?.id ?? null;
}

async function presentForViewer(db: Queryable, parts: InquiryParts, role: ParticipantRole): Promise<InquiryDetail> {
  const counterpart = role === 'buyer' ? parts.seller : parts.buyer;
  return presentInquiryDetail({
    inquiry: parts.inquiry,
    listingTitle: parts.listingTitle,
    listingAvailability: parts.listingState === null ? 'unavailable' : listingAvailability(parts.listingState),
    viewerRole: role,
    counterpart,
    initialMessageId: await findInitialMessageId(db, parts.inquiry.id),
  });
}

export async function getInquiryDetail(db: Database, viewer: Viewer, inquiryId: string): Promise<InquiryDetail> {
  const { role, ...parts } = await findInquiryForParticipant(db, viewer, inquiryId);
  return presentForViewer(db, parts, role);
}

/** The viewer's own inquiry about a listing they may see (null when they have not asked yet). */
export async function findViewerInquiry(db: Database, viewer: Viewer, listingId: string): Promise<ViewerInquiry> {
  await findVisibleListingFacts(db, viewer, listingId);
  const [row] = await db
    .select({ id: inquiries.id, status: inquiries.status, sellerResponded: inquiries.sellerResponded, createdAt: inquiries.createdAt })
    .from(inquiries)
    .where(and(eq(inquiries.listingId, listingId), eq(inquiries.buyerId, viewer.id)));
  return { inquiry: row ? { ...row, createdAt: row.createdAt.toISOString() } : null };
}

/**
 * SPEC §2 Send Inquiry. In one transaction: the inquiry, its first message (the thread starts with it, so its
 * read state works like any other), the seller's notification and the new-inquiry e-mail.
 */
export async function createInquiry(services: InquiryServices, viewer: Viewer, listingId: string, input: CreateInquiry): Promise<InquiryDetail> {
  const { message, visit } = input;
  const { db } = services;
  const listing = await findListingFactsForBuyerMove(db, viewer, listingId);
  if (isListingOwner(viewer, listing)) throw forbidden('You cannot send an inquiry about your own listing.');
  if (listing.status !== 'approved') throw forbidden('Only approved listings take inquiries.');

  let detail: InquiryDetail;
  try {
    detail = await transactionWithEvents(db, services.events, async (tx) => {
      const [inquiry] = await tx.insert(inquiries).values({ listingId, buyerId: viewer.id, sellerId: listing.sellerId, message, visitRequest: visit }).returning({ id: inquiries.id });
      if (!inquiry) throw new Error('inquiry insert returned nothing');
      // The sender has read their own message.
      await tx.insert(inquiryMessages).values({ inquiryId: inquiry.id, senderId: viewer.id, message, readByBuyer: true });
      const parts = await findInquiryParts(tx, inquiry.id);
      if (!parts?.buyer || !parts.seller) throw new Error('inquiry vanished inside its own transaction');
      const data = { inquiry_id: inquiry.id, listing_title: parts.listingTitle, sender_type: 'buyer' };
      await notify(tx, listing.sellerId, {
        type: 'inquiry',
        title: 'New Inquiry',
        message: `${parts.buyer.fullName} asked about ${parts.listingTitle}`,
        data,
        aboutUserIds: [viewer.id],
      });
      await enqueueEmail(
        tx,
        newInquiryMail(parts.seller.email, {
          sellerName: parts.seller.fullName,
          buyerName: parts.buyer.fullName,
          listingTitle: parts.listingTitle,
          message,
          visit,
          url: conversationUrl(services.publicUrl, inquiry.id),
        }),
        // The buyer's name and first message, to the seller.
        { aboutUserIds: [parts.seller.id, viewer.id] },
      );
      publishAfterCommit(tx, {
        type: 'inquiry.updated',
        id: inquiry.id,
        rooms: [userRoom(listing.sellerId), userRoom(viewer.id)],
        data: { inquiryId: inquiry.id, status: 'pending', sellerResponded: false },
      });
      return presentForViewer(tx, parts, 'buyer');
    });
  } catch (error) {
    // Two requests at once both pass any check made before the insert: the unique index decides (SPEC §8).
    if (hasPostgresCode(error, POSTGRES_CODES.uniqueViolation)) throw conflict(DUPLICATE_INQUIRY_MESSAGE);
    throw error;
  }
  services.wakeOutbox();
  return detail;
}

/** Either side may close a conversation; the other side is told. Closing a closed one changes nothing. */
export async function closeInquiry(services: InquiryServices, viewer: Viewer, inquiryId: string): Promise<InquiryDetail> {
  return transactionWithEvents(services.db, services.events, async (tx) => {
    const { role, ...parts } = await findInquiryForParticipant(tx, viewer, inquiryId, { lockFor: tx });
    if (parts.inquiry.status === 'closed') return presentForViewer(tx, parts, role);
    const [closed] = await tx
      .update(inquiries)
      .set({ status: 'closed', closedAt: new Date(), closedBy: viewer.id })
      .where(eq(inquiries.id, inquiryId))
      .returning();
    if (!closed) throw new Error('inquiry vanished while closing');
    const other = role === 'buyer' ? parts.seller : parts.buyer;
    const closer = role === 'buyer' ? parts.buyer : parts.seller;
    // Erasure closes a conversation whose other side it removes (ADR 0033), so both are here; the check is for the type.
    if (!other || !closer || !parts.seller || !parts.buyer) throw new Error('an open conversation lost a side');
    await notify(tx, other.id, {
      type: 'inquiry_closed',
      title: 'Inquiry closed',
      message: `${closer.fullName} closed the conversation about ${parts.listingTitle}`,
      data: { inquiry_id: inquiryId, listing_title: parts.listingTitle, sender_type: role },
      // The closer's name, and the listing's title (the seller's): both are the other side's.
      aboutUserIds: [closer.id, parts.seller.id].filter((id) => id !== other.id),
    });
    publishAfterCommit(tx, {
      type: 'inquiry.updated',
      id: inquiryId,
      rooms: [inquiryRoom(inquiryId), userRoom(parts.buyer.id), userRoom(parts.seller.id)],
      data: { inquiryId, status: 'closed', sellerResponded: closed.sellerResponded },
    });
    return presentForViewer(tx, { ...parts, inquiry: closed }, role);
  });
}
