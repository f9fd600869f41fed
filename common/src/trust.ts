// Who the seller is and what the site can truthfully say about itself (issue 25; ADR 0037).
import { z } from 'zod';

/** The median reply time is shown once this many of the seller's inquiries have a reply (fewer says little). */
export const REPLY_TIME_MIN_REPLIED = 3;
/** The median is taken over the seller's latest this-many inquiries that have a reply. */
export const REPLY_TIME_WINDOW = 20;

/**
 * What the Verified Seller badge means, in the words of the site's own promise (the About page: "Sellers whose
 * identity and business we have checked carry a Verified Seller badge"); an admin grants it (ARCHITECTURE §3).
 * The site keeps no record of which documents were seen, so the text names none.
 */
export const VERIFIED_SELLER_MEANING = 'BizBazaar’s team checked this seller’s identity and business before granting the Verified Seller badge.';

/** A card's few words about its seller: read for the page's rows together, never a query per card. */
export const sellerSummarySchema = z.object({
  verified: z.boolean(),
  /** When an admin granted the badge; null when not verified (or verified before the date was recorded and not backfilled). */
  verifiedAt: z.string().nullable(),
  /** Median seconds from an inquiry to the seller's first reply; null until REPLY_TIME_MIN_REPLIED replies. */
  replyMedianSeconds: z.number().nullable(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

/** The listing page's seller block: public facts only (no e-mail, phone or counts of private things). */
export const sellerTrustSchema = sellerSummarySchema.extend({
  id: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  /** When the account was created. */
  memberSince: z.string(),
  /** The seller's approved listings on the site now. */
  approvedListingsCount: z.number(),
});
export type SellerTrust = z.infer<typeof sellerTrustSchema>;

/** GET /api/site-figures: the home page's live claims. */
export const siteFiguresSchema = z.object({
  approvedListings: z.number(),
  registeredUsers: z.number(),
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Usually replies within 2 hours": the median said as an upper bound rounded up, so it never promises faster
 * than the data. "Usually" because half the replies came at least that fast.
 */
export function replyTimeText(medianSeconds: number): string {
  if (medianSeconds <= 15 * MINUTE) return 'Usually replies within 15 minutes';
  if (medianSeconds <= HOUR) return 'Usually replies within an hour';
  if (medianSeconds <= DAY) {
    const hours = Math.ceil(medianSeconds / HOUR);
    return `Usually replies within ${hours} hours`;
  }
  return `Usually replies within ${Math.ceil(medianSeconds / DAY)} days`;
}
