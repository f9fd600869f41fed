// Telling the people who follow a listing that it was sold or withdrawn (issue 24; ADR 0032): everyone with a
// favourite of it or an open conversation about it gets a notification and, if their settings allow, an e-mail.
// The seller's move enqueues one job; that job fans out one job per person, so a listing favourited by thousands
// is told in small transactions that each retry alone, and no request waits for any of it (ARCHITECTURE §9).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { availabilityLabels, listingAvailabilities, type ListingAvailability } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { businessListings, favorites, inquiries, profiles } from '../../db/schema.ts';
import { enqueueJob, type NewJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { listingClosedMail } from '../../mail/templates.ts';
import { listingAvailability } from '../listings/listings.policy.ts';
import { notify } from '../notifications/notify.ts';

export const LISTING_CLOSED_JOB = 'listing-closed';
export const LISTING_CLOSED_NOTICE_JOB = 'listing-closed-notice';
/** The notification types, one per state (the notifications page and the tests tell them apart). */
export const LISTING_SOLD_NOTIFICATION = 'listing_sold';
export const LISTING_WITHDRAWN_NOTIFICATION = 'listing_withdrawn';

type ClosedAvailability = Exclude<ListingAvailability, 'available'>;
const closedAvailability = z.enum(listingAvailabilities).exclude(['available']);
const listingPayload = z.object({ listingId: z.string(), availability: closedAvailability });
const noticePayload = listingPayload.extend({ recipientId: z.string() });
// Conversations the buyer or the seller closed are over: their buyers are not told (their favourites still are).
const openInquiryStatuses = ['pending', 'responded'] as const;

/** Enqueued in the transaction of the seller's move, so the notices exist exactly when the move committed. */
export function listingClosedJob(listingId: string, availability: ClosedAvailability): NewJob {
  return { kind: LISTING_CLOSED_JOB, payload: { listingId, availability } };
}

async function findListing(db: Queryable, listingId: string) {
  const [listing] = await db
    .select({
      id: businessListings.id,
      title: businessListings.title,
      sellerId: businessListings.sellerId,
      status: businessListings.status,
      soldAt: businessListings.soldAt,
      withdrawnAt: businessListings.withdrawnAt,
    })
    .from(businessListings)
    .where(eq(businessListings.id, listingId));
  return listing;
}

/** Everyone following the listing but its seller: favourites (by listing id, an index) and open conversations. */
async function findFollowers(db: Queryable, listingId: string, sellerId: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(db, sql`
    select user_id from ${favorites} where listing_id = ${listingId}
    union
    select buyer_id from ${inquiries} where listing_id = ${listingId} and ${inArray(inquiries.status, [...openInquiryStatuses])}`);
  return rows.map((row) => row.user_id).filter((userId) => userId !== sellerId);
}

/** The `listing-closed` handler (registered in app.ts): one notice job per follower. */
export function createListingClosedHandler(): JobHandler {
  return async ({ tx, payload }) => {
    const { listingId, availability } = listingPayload.parse(payload);
    const listing = await findListing(tx, listingId);
    if (!listing || listingAvailability(listing) !== availability) return; // reopened, published again or deleted since
    for (const recipientId of await findFollowers(tx, listingId, listing.sellerId)) {
      await enqueueJob(tx, {
        kind: LISTING_CLOSED_NOTICE_JOB,
        payload: { listingId, availability, recipientId },
        dedupeKey: `${LISTING_CLOSED_NOTICE_JOB}:${listingId}:${recipientId}`,
      });
    }
  };
}

/** The `listing-closed-notice` handler (registered in app.ts): one person's notification and e-mail. */
export function createListingClosedNoticeHandler(options: { publicUrl: string }): JobHandler {
  return async ({ tx, payload }) => {
    const { listingId, availability, recipientId } = noticePayload.parse(payload);
    const listing = await findListing(tx, listingId);
    if (!listing || listingAvailability(listing) !== availability) return;
    const [recipient] = await tx
      .select({
        email: profiles.email,
        fullName: profiles.fullName,
        isEmailConfirmed: profiles.emailVerified,
        isEmailWanted: profiles.listingUpdateEmailsEnabled,
      })
      .from(profiles)
      .where(eq(profiles.id, recipientId));
    if (!recipient) return; // erased meanwhile

    const isSold = availability === 'sold';
    const { banner } = availabilityLabels[availability];
    await notify(tx, recipientId, {
      type: isSold ? LISTING_SOLD_NOTIFICATION : LISTING_WITHDRAWN_NOTIFICATION,
      title: isSold ? 'Business sold' : 'Business no longer available',
      message: `"${listing.title}": ${banner.charAt(0).toLowerCase()}${banner.slice(1)}.`,
      data: { listing_id: listing.id, listing_title: listing.title },
      aboutUserIds: [listing.sellerId],
    });
    // An unconfirmed address may be a stranger's (ADR 0023): the notice stays in the app.
    if (!recipient.isEmailConfirmed || !recipient.isEmailWanted) return;
    const hasOpenConversation = await hasOpenInquiry(tx, listing.id, recipientId);
    await enqueueEmail(
      tx,
      listingClosedMail(recipient.email, {
        recipientName: recipient.fullName,
        listingTitle: listing.title,
        isSold,
        hasOpenConversation,
        url: `${options.publicUrl}${paths.listing(listing.id)}`,
        settingsUrl: `${options.publicUrl}${paths.editProfile}`,
      }),
      // The listing's title is its seller's.
      { aboutUserIds: [recipientId, listing.sellerId] },
    );
  };
}

async function hasOpenInquiry(db: Queryable, listingId: string, buyerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.listingId, listingId), eq(inquiries.buyerId, buyerId), inArray(inquiries.status, [...openInquiryStatuses])))
    .limit(1);
  return row !== undefined;
}
