// Telling the people who follow a listing what happened to it (issue 24; ADR 0031, ADR 0032): it was sold, it was
// withdrawn, its price was cut, or its figures were updated. Followers are everyone but the seller with a favourite
// of it or an open conversation about it. Each gets a notification and, if their address is confirmed and their
// setting allows, an e-mail. The change enqueues one job in its own transaction, so no request waits for the
// fan-out (ARCHITECTURE §9); the job reads the listing as it is when it runs and tells nobody if the news is stale.
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FAVORITE_FIGURES_UPDATED_NOTIFICATION, FAVORITE_PRICE_REDUCED_NOTIFICATION } from '@common/listing-revisions.ts';
import { availabilityLabels } from '@common/listings.ts';
import { formatInrShort } from '@common/money.ts';
import { paths } from '@common/routes.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { businessListings, favorites, inquiries, profiles } from '../../db/schema.ts';
import type { NewJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { listingClosedMail, listingFiguresChangedMail } from '../../mail/templates.ts';
import type { OutgoingMail } from '../../mail/transport.ts';
import { listingAvailability } from '../listings/listings.policy.ts';
import { notify, type NotificationInput } from '../notifications/notify.ts';

export const LISTING_FOLLOWERS_NOTICE_JOB = 'listing-followers-notice';
/** The notification types of a closed listing, one per state (the notifications page and the tests tell them apart). */
export const LISTING_SOLD_NOTIFICATION = 'listing_sold';
export const LISTING_WITHDRAWN_NOTIFICATION = 'listing_withdrawn';

export const listingFollowerEvents = ['sold', 'withdrawn', 'price_reduced', 'updated'] as const;
export type ListingFollowerEvent = (typeof listingFollowerEvents)[number];
const payloadSchema = z.object({ listingId: z.string(), event: z.enum(listingFollowerEvents) });
// Conversations the buyer or the seller closed are over: their buyers are not told (their favourites still are).
const OPEN_INQUIRY_STATUSES = ['pending', 'responded'] as const;

const isFiguresEvent = (event: ListingFollowerEvent) => event === 'price_reduced' || event === 'updated';

/**
 * Enqueued in the transaction of the change, so the notices exist exactly when it committed. Figures: one waiting
 * job per listing, so two changes approved before it runs are one notice, of the listing as it is then.
 */
export function listingFollowersNoticeJob(listingId: string, event: ListingFollowerEvent): NewJob {
  const topic = isFiguresEvent(event) ? 'figures' : event;
  return { kind: LISTING_FOLLOWERS_NOTICE_JOB, payload: { listingId, event }, dedupeKey: `${LISTING_FOLLOWERS_NOTICE_JOB}:${listingId}:${topic}` };
}

type ListingFacts = NonNullable<Awaited<ReturnType<typeof findListing>>>;

async function findListing(db: Queryable, listingId: string) {
  const [listing] = await db
    .select({
      id: businessListings.id,
      title: businessListings.title,
      sellerId: businessListings.sellerId,
      status: businessListings.status,
      withdrawnAt: businessListings.withdrawnAt,
      askingPrice: businessListings.askingPrice,
      previousAskingPrice: businessListings.previousAskingPrice,
      financialsChangedAt: businessListings.financialsChangedAt,
    })
    .from(businessListings)
    .where(eq(businessListings.id, listingId));
  return listing;
}

/** The news as the listing tells it now; null when it no longer holds (reopened, published again, withdrawn, deleted). */
function currentEvent(listing: ListingFacts, enqueued: ListingFollowerEvent): ListingFollowerEvent | null {
  if (isFiguresEvent(enqueued)) {
    if (listing.status !== 'approved' || !listing.financialsChangedAt) return null;
    const isPriceCut = listing.previousAskingPrice !== null && listing.previousAskingPrice > listing.askingPrice;
    return isPriceCut ? 'price_reduced' : 'updated';
  }
  const availability = listingAvailability(listing);
  const isStill = (enqueued === 'sold' && availability === 'sold') || (enqueued === 'withdrawn' && availability === 'unavailable');
  return isStill ? enqueued : null;
}

interface Follower {
  id: string;
  email: string;
  full_name: string;
  email_verified: boolean;
  listing_update_emails_enabled: boolean;
  has_open_conversation: boolean;
}

/** Everyone following the listing but its seller, found once: favourites (an index by listing) and open conversations. */
async function findFollowers(db: Queryable, listing: ListingFacts): Promise<Follower[]> {
  return queryRows<Follower>(db, sql`
    with followers as (
      select user_id, bool_or(is_open) as has_open_conversation from (
        select user_id, false as is_open from ${favorites} where listing_id = ${listing.id}
        union all
        select buyer_id, true from ${inquiries} where listing_id = ${listing.id} and ${inArray(inquiries.status, [...OPEN_INQUIRY_STATUSES])}
      ) as follows group by user_id
    )
    select p.id, p.email, p.full_name, p.email_verified, p.listing_update_emails_enabled, followers.has_open_conversation
    from followers join ${profiles} p on p.id = followers.user_id
    where p.id <> ${listing.sellerId}
    order by p.id`);
}

/** "This business has been sold" as the middle of a sentence. */
const bannerWords = (state: 'sold' | 'unavailable') => {
  const { banner } = availabilityLabels[state];
  return `${banner.charAt(0).toLowerCase()}${banner.slice(1)}`;
};

function noticeOf(listing: ListingFacts, event: ListingFollowerEvent): NotificationInput {
  const data = { listing_id: listing.id, listing_title: listing.title };
  // The title is the seller's words (ADR 0024).
  const aboutUserIds = [listing.sellerId];
  switch (event) {
    case 'sold':
      return { type: LISTING_SOLD_NOTIFICATION, title: 'Business sold', message: `"${listing.title}": ${bannerWords('sold')}.`, data, aboutUserIds };
    case 'withdrawn':
      return { type: LISTING_WITHDRAWN_NOTIFICATION, title: 'Business no longer available', message: `"${listing.title}": ${bannerWords('unavailable')}.`, data, aboutUserIds };
    case 'price_reduced':
      return {
        type: FAVORITE_PRICE_REDUCED_NOTIFICATION,
        title: 'Price reduced',
        message: `"${listing.title}" now asks ${formatInrShort(listing.askingPrice)} (was ${formatInrShort(listing.previousAskingPrice ?? listing.askingPrice)}).`,
        data,
        aboutUserIds,
      };
    case 'updated':
      return { type: FAVORITE_FIGURES_UPDATED_NOTIFICATION, title: 'Listing updated', message: `"${listing.title}" has updated its figures.`, data, aboutUserIds };
  }
}

function mailOf(listing: ListingFacts, event: ListingFollowerEvent, follower: Follower, publicUrl: string): OutgoingMail {
  const common = {
    recipientName: follower.full_name,
    listingTitle: listing.title,
    hasOpenConversation: follower.has_open_conversation,
    url: `${publicUrl}${paths.listing(listing.id)}`,
    settingsUrl: `${publicUrl}${paths.editProfile}`,
  };
  if (!isFiguresEvent(event)) return listingClosedMail(follower.email, { ...common, isSold: event === 'sold' });
  const priceCut = event === 'price_reduced' ? { price: formatInrShort(listing.askingPrice), previousPrice: formatInrShort(listing.previousAskingPrice ?? listing.askingPrice) } : null;
  return listingFiguresChangedMail(follower.email, { ...common, priceCut });
}

/** The `listing-followers-notice` handler (registered in app.ts): each follower's notification and e-mail. */
export function createListingFollowersNoticeHandler(options: { publicUrl: string }): JobHandler {
  return async ({ tx, payload }) => {
    const { listingId, event: enqueued } = payloadSchema.parse(payload);
    const listing = await findListing(tx, listingId);
    const event = listing ? currentEvent(listing, enqueued) : null;
    if (!listing || event === null) return;
    for (const follower of await findFollowers(tx, listing)) {
      await notify(tx, follower.id, noticeOf(listing, event));
      // An unconfirmed address may be a stranger's (ADR 0023): the notice stays in the app.
      if (!follower.email_verified || !follower.listing_update_emails_enabled) continue;
      // The listing's title is its seller's.
      await enqueueEmail(tx, mailOf(listing, event, follower, options.publicUrl), { aboutUserIds: [follower.id, listing.sellerId] });
    }
  };
}
