import { FINANCIALS_NOTICE_DAYS, type FinancialsNotice } from '@common/listing-change-notices.ts';
import type { ListingCard } from '@common/listings.ts';
import type { businessListings, categories } from '../../db/schema.ts';

type ListingRow = Pick<
  typeof businessListings.$inferSelect,
  | 'id'
  | 'title'
  | 'description'
  | 'askingPrice'
  | 'revenue'
  | 'profit'
  | 'location'
  | 'businessType'
  | 'viewsCount'
  | 'createdAt'
  | 'sellerId'
  | 'featuredImageUrl'
  | 'updatedAt'
  | 'previousAskingPrice'
  | 'financialsChangedAt'
  | 'coverPhoto'
>;
type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug'>;

/** The generated cover, versioned by the listing's last change so browsers may cache it for good. */
export function coverImageUrl(listing: Pick<ListingRow, 'id' | 'updatedAt'>): string {
  return `/api/listings/${listing.id}/cover.svg?v=${listing.updatedAt.getTime().toString(36)}`;
}

const NOTICE_MILLISECONDS = FINANCIALS_NOTICE_DAYS * 24 * 60 * 60 * 1000;

/** "Price reduced" or "Updated" for a while after an applied change of the figures (ADR 0031). */
export function financialsNoticeOf(listing: Pick<ListingRow, 'askingPrice' | 'previousAskingPrice' | 'financialsChangedAt'>, now = Date.now()): FinancialsNotice | null {
  if (!listing.financialsChangedAt || now - listing.financialsChangedAt.getTime() > NOTICE_MILLISECONDS) return null;
  return listing.previousAskingPrice !== null && listing.previousAskingPrice > listing.askingPrice ? 'price_reduced' : 'updated';
}

export function presentListingCard(listing: ListingRow, category: CategoryRow | null): ListingCard {
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    askingPrice: listing.askingPrice,
    revenue: listing.revenue,
    profit: listing.profit,
    location: listing.location,
    businessType: listing.businessType,
    viewsCount: listing.viewsCount,
    createdAt: listing.createdAt.toISOString(),
    sellerId: listing.sellerId,
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    imageUrl: listing.featuredImageUrl ?? coverImageUrl(listing),
    photo: listing.coverPhoto ?? null,
    ...presentFinancialsNotice(listing),
  };
}

function presentFinancialsNotice(listing: ListingRow): Pick<ListingCard, 'financialsNotice' | 'previousAskingPrice'> {
  const notice = financialsNoticeOf(listing);
  return { financialsNotice: notice, previousAskingPrice: notice === 'price_reduced' ? listing.previousAskingPrice : null };
}
