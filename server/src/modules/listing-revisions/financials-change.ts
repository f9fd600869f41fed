// What an applied change of the figures leaves on the listing, and who hears of it (issue 24, ADR 0031): a lower
// asking price keeps the price before the cut ("Price reduced"); any other change of price, revenue or profit is
// "Updated". The listing's followers hear of it through the followers notice job (listing-followers/), so a listing
// followed by thousands never holds the admin's request.
import type { FinancialsNotice } from '@common/listing-change-notices.ts';
import type { ListingRow } from '../seller-listings/managed-listing.ts';

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
