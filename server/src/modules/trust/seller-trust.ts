// What the pages say about a seller (issue 25 "Who the seller is"; ADR 0037), from columns of the seller's
// profile that jobs and admin actions keep current, so a page view computes nothing. A card's summary is read
// for the page's rows in one query by primary key; the listing page's block adds the seller's approved listings
// from the count cache.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ListingCard } from '@common/listings.ts';
import type { SellerSummary, SellerTrust } from '@common/trust.ts';
import type { Queryable } from '../../db/client.ts';
import { businessListings, profiles } from '../../db/schema.ts';
import { cachedCount } from '../listings/count-cache.ts';
import { shownReplyMedian } from './reply-time.ts';

type TrustColumns = Pick<typeof profiles.$inferSelect, 'verified' | 'verifiedAt' | 'replyMedianSeconds' | 'repliedInquiriesCount'>;
type SellerProfile = TrustColumns & Pick<typeof profiles.$inferSelect, 'id' | 'fullName' | 'companyName' | 'createdAt'>;

export function presentSellerSummary(profile: TrustColumns): SellerSummary {
  return {
    verified: profile.verified,
    verifiedAt: profile.verified ? (profile.verifiedAt?.toISOString() ?? null) : null,
    replyMedianSeconds: shownReplyMedian(profile),
  };
}

/** The listing page's seller block. Only public facts: never the e-mail, phone or anything else of the account. */
export async function presentSellerTrust(db: Queryable, seller: SellerProfile): Promise<SellerTrust> {
  return {
    id: seller.id,
    fullName: seller.fullName,
    companyName: seller.companyName,
    ...presentSellerSummary(seller),
    memberSince: seller.createdAt.toISOString(),
    approvedListingsCount: await sellerApprovedListings(db, seller.id),
  };
}

/**
 * The seller's approved listings, counted from business_listings_seller_created_idx and kept with the other
 * public counts (count-cache.ts): forgotten whenever an approved listing changes, in every process.
 */
function sellerApprovedListings(db: Queryable, sellerId: string): Promise<number> {
  return cachedCount(db, `seller-approved:${sellerId}`, async () => {
    const [row] = await db
      .select({ value: count() })
      .from(businessListings)
      .where(and(eq(businessListings.sellerId, sellerId), sql`${businessListings.status} = 'approved'`));
    return row?.value ?? 0;
  });
}

/** Each card with its seller's summary: one query by primary key for all the page's sellers, none per card. */
export async function withSellerSummaries<Card extends ListingCard>(db: Queryable, cards: Card[]): Promise<Card[]> {
  const sellerIds = [...new Set(cards.map((card) => card.sellerId))];
  if (sellerIds.length === 0) return cards;
  const rows = await db
    .select({
      id: profiles.id,
      verified: profiles.verified,
      verifiedAt: profiles.verifiedAt,
      replyMedianSeconds: profiles.replyMedianSeconds,
      repliedInquiriesCount: profiles.repliedInquiriesCount,
    })
    .from(profiles)
    .where(inArray(profiles.id, sellerIds));
  const summaries = new Map(rows.map((row) => [row.id, presentSellerSummary(row)]));
  return cards.map((card) => {
    const seller = summaries.get(card.sellerId);
    return seller ? { ...card, seller } : card;
  });
}
