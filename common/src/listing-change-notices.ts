// What buyers and sellers read about changes to an approved listing (issue 24, ADR 0031). No zod here: the listing
// card imports it, and the script before the home page paints carries no form code (ADR 0017).

/** After an applied change of the figures: a price cut, or any other change of price, revenue or profit. */
export const financialsNotices = ['price_reduced', 'updated'] as const;
export type FinancialsNotice = (typeof financialsNotices)[number];
/** How long cards and the listing page show that notice. */
export const FINANCIALS_NOTICE_DAYS = 30;
export const financialsNoticeLabels: Record<FinancialsNotice, string> = { price_reduced: 'Price reduced', updated: 'Updated' };

/** The seller's and the admin's heading for an edit of an approved listing waiting for review. */
export const CHANGES_WAITING_FOR_REVIEW = 'Changes waiting for review';
