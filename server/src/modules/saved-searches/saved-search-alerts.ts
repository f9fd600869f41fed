// Saved-search alerts (issue 11, ADR 0014). Approving a listing enqueues one `saved-search-match` job in the
// approval's transaction; the worker runs it after the commit, never inside the admin's request. The job records
// one saved_search_alerts row per matching search (insert … on conflict do nothing), and only the rows it
// inserted tell anyone, so no search alerts twice about one listing however often it is approved.
// Every match is an in-app notification at once; the e-mail is sent at once ("instant") or waits for the
// owner's daily digest (saved-search-digest.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatInr } from '@common/money.ts';
import { paths } from '@common/routes.ts';
import { SAVED_SEARCH_MATCH_NOTIFICATION } from '@common/saved-searches.ts';
import { queryRows, type Transaction } from '../../db/client.ts';
import { businessListings, profiles, savedSearchAlerts, savedSearches } from '../../db/schema.ts';
import { enqueueJob, type NewJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { savedSearchMatchMail, type MatchedListingLine } from '../../mail/templates.ts';
import { notify } from '../notifications/notify.ts';
import { savedSearchDigestJob, savedSearchesUrl } from './saved-search-digest.ts';
import { matchingSavedSearches, skipJitCompilation } from './saved-search-matching.ts';

export const SAVED_SEARCH_MATCH_JOB = 'saved-search-match';

const payloadSchema = z.object({ listingId: z.string() });

/**
 * Enqueued in the transaction that approves the listing. One pending job per listing: approving it again before
 * the job ran adds nothing (the job reads the listing as it is when it runs).
 */
export function savedSearchMatchJob(listingId: string): NewJob {
  return { kind: SAVED_SEARCH_MATCH_JOB, payload: { listingId }, dedupeKey: `${SAVED_SEARCH_MATCH_JOB}:${listingId}` };
}

async function findListing(tx: Transaction, listingId: string) {
  const [listing] = await tx
    .select({
      id: businessListings.id,
      sellerId: businessListings.sellerId,
      title: businessListings.title,
      askingPrice: businessListings.askingPrice,
      location: businessListings.location,
    })
    .from(businessListings)
    .where(eq(businessListings.id, listingId));
  return listing;
}

interface InsertedAlert {
  savedSearchId: string;
  userId: string;
  alertMode: 'instant' | 'daily';
}

/** One row per matching search that has not alerted about this listing before; answers those rows only. */
async function insertNewAlerts(tx: Transaction, listingId: string): Promise<InsertedAlert[]> {
  await skipJitCompilation(tx);
  // The select's columns in the insert's order (drizzle's insert … select wants every column of the table).
  return queryRows<InsertedAlert>(
    tx,
    sql`insert into ${savedSearchAlerts} (saved_search_id, listing_id, user_id, alert_mode) ${matchingSavedSearches(tx, listingId)}
      on conflict (saved_search_id, listing_id) do nothing
      returning saved_search_id as "savedSearchId", user_id as "userId", alert_mode as "alertMode"`,
  );
}

/** The `saved-search-match` handler, registered in app.ts. */
export function createSavedSearchMatchHandler(options: { publicUrl: string }): JobHandler {
  return async ({ tx, payload }) => {
    const { listingId } = payloadSchema.parse(payload);
    // Matching reads the listing as it is now: withdrawn or rejected again since, it is no longer approved and
    // the browse predicate matches nothing.
    const inserted = await insertNewAlerts(tx, listingId);
    if (inserted.length === 0) return;
    const listing = await findListing(tx, listingId);
    if (!listing) return;

    const recipients = await tx
      .select({
        savedSearchId: savedSearches.id,
        searchName: savedSearches.name,
        email: profiles.email,
        fullName: profiles.fullName,
        isEmailConfirmed: profiles.emailVerified,
      })
      .from(savedSearches)
      .innerJoin(profiles, eq(profiles.id, savedSearches.userId))
      .where(inArray(savedSearches.id, inserted.map((row) => row.savedSearchId)));
    const recipientOf = new Map(recipients.map((row) => [row.savedSearchId, row]));
    const url = `${options.publicUrl}${paths.listing(listing.id)}`;

    for (const alert of inserted) {
      const recipient = recipientOf.get(alert.savedSearchId);
      if (!recipient) continue;
      await notify(tx, alert.userId, {
        type: SAVED_SEARCH_MATCH_NOTIFICATION,
        title: 'New match for your saved search',
        message: `"${listing.title}" matches your saved search "${recipient.searchName}".`,
        data: { listing_id: listing.id, listing_title: listing.title, saved_search_id: alert.savedSearchId },
        aboutUserIds: [listing.sellerId],
      });
      // An unconfirmed address may be a stranger's (ADR 0023): its alerts stay in the app, mailed to nobody. A
      // daily alert waits, undigested, for the next digest after the address is confirmed.
      if (!recipient.isEmailConfirmed) continue;
      if (alert.alertMode === 'daily') {
        await enqueueJob(tx, savedSearchDigestJob(alert.userId));
        continue;
      }
      const match: MatchedListingLine = { searchName: recipient.searchName, listingTitle: listing.title, price: formatInr(listing.askingPrice), location: listing.location, url };
      await enqueueEmail(tx, savedSearchMatchMail(recipient.email, { recipientName: recipient.fullName, match, manageUrl: savedSearchesUrl(options.publicUrl) }), {
        // The listing's title and location are its seller's.
        aboutUserIds: [alert.userId, listing.sellerId],
      });
    }
  };
}
