// What an applied change of the figures leaves on the listing, and who hears of it (issue 24, ADR 0031): a lower
// asking price keeps the price before the cut ("Price reduced"); any other change of price, revenue or profit is
// "Updated". Buyers who favourited the listing are told in the app, by a job, so a listing favourited by thousands
// never holds the admin's request.
import { and, eq, ne } from 'drizzle-orm';
import { FAVORITE_FIGURES_UPDATED_NOTIFICATION, FAVORITE_PRICE_REDUCED_NOTIFICATION } from '@common/listing-revisions.ts';
import type { FinancialsNotice } from '@common/listing-change-notices.ts';
import { formatInrShort } from '@common/money.ts';
import { z } from 'zod';
import { businessListings, favorites } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { notify } from '../notifications/notify.ts';
import type { ListingRow } from '../seller-listings/managed-listing.ts';

export const FAVORITES_FINANCIALS_JOB = 'listing-financials-changed';

type Figures = Pick<ListingRow, 'askingPrice' | 'revenue' | 'profit'>;

/** The notice a change from `before` to `after` earns, if any. */
export function financialsNoticeForChange(before: Figures, after: Figures): FinancialsNotice | null {
  if (after.askingPrice < before.askingPrice) return 'price_reduced';
  const isChanged = after.askingPrice !== before.askingPrice || after.revenue !== before.revenue || after.profit !== before.profit;
  return isChanged ? 'updated' : null;
}

/** The listing's columns for that notice (nothing when the figures did not change: an older notice stays). */
export function financialsColumns(before: Figures, notice: FinancialsNotice | null, now: Date) {
  if (notice === null) return {};
  return { previousAskingPrice: notice === 'price_reduced' ? before.askingPrice : null, financialsChangedAt: now };
}

/** One waiting job per listing: two changes approved before it runs are one notice, of the listing as it is then. */
export const favoritesFinancialsJob = (listingId: string) => ({ kind: FAVORITES_FINANCIALS_JOB, payload: { listingId }, dedupeKey: `${FAVORITES_FINANCIALS_JOB}:${listingId}` });

const payloadSchema = z.object({ listingId: z.uuid() });

/** Tells each buyer who favourited the listing, as it is when the job runs (withdrawn since: nobody). */
export function createFavoritesFinancialsHandler(): JobHandler {
  return async ({ tx, payload }) => {
    const { listingId } = payloadSchema.parse(payload);
    const [listing] = await tx.select().from(businessListings).where(and(eq(businessListings.id, listingId), eq(businessListings.status, 'approved')));
    if (!listing || !listing.financialsChangedAt) return;
    const isPriceCut = listing.previousAskingPrice !== null && listing.previousAskingPrice > listing.askingPrice;
    const fans = await tx
      .select({ userId: favorites.userId })
      .from(favorites)
      .where(and(eq(favorites.listingId, listingId), ne(favorites.userId, listing.sellerId)));
    const data = { listing_id: listing.id, listing_title: listing.title };
    for (const fan of fans) {
      await notify(tx, fan.userId, {
        type: isPriceCut ? FAVORITE_PRICE_REDUCED_NOTIFICATION : FAVORITE_FIGURES_UPDATED_NOTIFICATION,
        title: isPriceCut ? 'Price reduced' : 'Listing updated',
        message: isPriceCut
          ? `"${listing.title}" you saved now asks ${formatInrShort(listing.askingPrice)} (was ${formatInrShort(listing.previousAskingPrice ?? listing.askingPrice)}).`
          : `"${listing.title}" you saved has updated its figures.`,
        data,
        // The title is the seller's words (ADR 0024).
        aboutUserIds: [listing.sellerId],
      });
    }
  };
}
