// Who the seller is and what the site can truthfully say about itself (issue 25; ADR 0037).
import { z } from 'zod';

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
