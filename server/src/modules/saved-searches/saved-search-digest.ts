// The daily digest of saved-search alerts (issue 11, ADR 0014): a daily search's matches wait in
// saved_search_alerts; the first one of a day enqueues this user's digest job for the next digest time (one
// pending per user, by its dedupe key), and the job mails them all at once and marks them digested in its own
// transaction, so a retried or repeated job never mails a match twice.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatInr } from '@common/money.ts';
import { paths } from '@common/routes.ts';
import type { Transaction } from '../../db/client.ts';
import { businessListings, profiles, savedSearchAlerts, savedSearches } from '../../db/schema.ts';
import type { NewJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { savedSearchDigestMail } from '../../mail/templates.ts';

export const SAVED_SEARCH_DIGEST_JOB = 'saved-search-digest';
/** 08:00 in India (UTC+5:30): the digest arrives with the morning's mail. */
const DIGEST_UTC_HOUR = 2;
const DIGEST_UTC_MINUTE = 30;
/** A long day is summed up ("…and 12 more") rather than mailed whole; running the searches shows the rest. */
export const DIGEST_MAX_LISTED = 20;

const payloadSchema = z.object({ userId: z.string() });

/** Where alert e-mails send their reader to manage saved searches. */
export const savedSearchesUrl = (publicUrl: string) => `${publicUrl}${paths.dashboardTab('saved-searches')}`;

/** The next digest time strictly after `now`. */
export function nextDigestAt(now: Date = new Date()): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_UTC_HOUR, DIGEST_UTC_MINUTE));
  return today.getTime() > now.getTime() ? today : new Date(today.getTime() + 24 * 60 * 60_000);
}

/** One pending digest per user: a second daily match before the digest runs adds nothing. */
export function savedSearchDigestJob(userId: string, now: Date = new Date()): NewJob {
  return { kind: SAVED_SEARCH_DIGEST_JOB, payload: { userId }, runAt: nextDigestAt(now), dedupeKey: `${SAVED_SEARCH_DIGEST_JOB}:${userId}` };
}

const waitingFor = (userId: string) => and(eq(savedSearchAlerts.userId, userId), eq(savedSearchAlerts.alertMode, 'daily'), isNull(savedSearchAlerts.digestedAt));
// Still worth mailing: the listing is still public and the search still wants alerts.
const stillRelevant = and(sql`${businessListings.status} = 'approved'`, eq(savedSearches.alertsEnabled, true));

function waitingMatches(tx: Transaction, userId: string) {
  return tx
    .select({
      searchName: savedSearches.name,
      listingId: businessListings.id,
      sellerId: businessListings.sellerId,
      listingTitle: businessListings.title,
      askingPrice: businessListings.askingPrice,
      location: businessListings.location,
    })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
    .innerJoin(businessListings, eq(businessListings.id, savedSearchAlerts.listingId))
    .where(and(waitingFor(userId), stillRelevant))
    .orderBy(asc(savedSearchAlerts.createdAt), asc(savedSearchAlerts.id))
    .limit(DIGEST_MAX_LISTED);
}

async function countWaitingMatches(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
    .innerJoin(businessListings, eq(businessListings.id, savedSearchAlerts.listingId))
    .where(and(waitingFor(userId), stillRelevant));
  return row?.value ?? 0;
}

/** The `saved-search-digest` handler, registered in app.ts. */
export function createSavedSearchDigestHandler(options: { publicUrl: string }): JobHandler {
  return async ({ tx, payload }) => {
    const { userId } = payloadSchema.parse(payload);
    const [recipient] = await tx.select({ email: profiles.email, fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
    if (!recipient) return;
    const [listed, total] = [await waitingMatches(tx, userId), await countWaitingMatches(tx, userId)];
    // Every waiting alert is settled, mailed or not (a withdrawn listing, alerts switched off): none waits forever.
    await tx.update(savedSearchAlerts).set({ digestedAt: new Date() }).where(waitingFor(userId));
    if (listed.length === 0) return;
    await enqueueEmail(
      tx,
      savedSearchDigestMail(recipient.email, {
        recipientName: recipient.fullName,
        matches: listed.map((row) => ({
          searchName: row.searchName,
          listingTitle: row.listingTitle,
          price: formatInr(row.askingPrice),
          location: row.location,
          url: `${options.publicUrl}${paths.listing(row.listingId)}`,
        })),
        moreCount: total - listed.length,
        manageUrl: savedSearchesUrl(options.publicUrl),
      }),
      // Each listed listing's title and location are its seller's.
      { aboutUserIds: [userId, ...listed.map((row) => row.sellerId)] },
    );
  };
}
