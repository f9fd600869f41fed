import type { ListingCard } from '@common/listings.ts';
import type { businessListings, categories } from '../../db/schema.ts';

type ListingRow = Pick<
  typeof businessListings.$inferSelect,
  'id' | 'title' | 'description' | 'askingPrice' | 'revenue' | 'location' | 'businessType' | 'viewsCount' | 'createdAt' | 'sellerId' | 'featuredImageUrl' | 'updatedAt'
>;
type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug'>;

/** The generated cover, versioned by the listing's last change so browsers may cache it for good. */
export function coverImageUrl(listing: Pick<ListingRow, 'id' | 'updatedAt'>): string {
  return `/api/listings/${listing.id}/cover.svg?v=${listing.updatedAt.getTime().toString(36)}`;
}

export function presentListingCard(listing: ListingRow, category: CategoryRow | null): ListingCard {
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    askingPrice: listing.askingPrice,
    revenue: listing.revenue,
    location: listing.location,
    businessType: listing.businessType,
    viewsCount: listing.viewsCount,
    createdAt: listing.createdAt.toISOString(),
    sellerId: listing.sellerId,
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    imageUrl: listing.featuredImageUrl ?? coverImageUrl(listing),
  };
}
