// What the pages say about a seller, without zod: the listing cards are on the home page, whose first script
// carries no form code (web/bundle-budget.ts). The schemas are in trust.ts (issue 25; ADR 0037).

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
