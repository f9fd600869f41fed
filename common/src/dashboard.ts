// The dashboard's contract (SPEC §2 Dashboard; issue 11): the stat cards of both views and the seller's views
// chart. Money is paise; days are YYYY-MM-DD in India's time zone.
import { z } from 'zod';

/** The chart's days are India's days: a view at 00:10 IST belongs to that day, not to the UTC day before. */
export const DASHBOARD_TIME_ZONE = 'Asia/Kolkata';
export const DASHBOARD_CHART_DAYS = 30;
/** The listings named beside the chart (and offered in its select): the ones that received the most inquiries. */
export const DASHBOARD_CHART_LISTINGS = 10;

/** SPEC §2 buyer stat cards. */
export const buyerStatsSchema = z.object({
  favorites: z.number().int(),
  /** Inquiries whose status is not closed (pending or responded). */
  activeInquiries: z.number().int(),
  savedSearches: z.number().int(),
  totalInquiries: z.number().int(),
});
export type BuyerStats = z.infer<typeof buyerStatsSchema>;

/** SPEC §2 seller stat cards, plus the counts the cards' footnotes need. */
export const sellerStatsSchema = z.object({
  /** Approved listings: the ones buyers can see. */
  activeListings: z.number().int(),
  /** Listings marked sold, counted apart from the active ones. */
  soldListings: z.number().int(),
  /** Every listing of the seller, whatever its status (an admin sees the seller view only when this is above 0). */
  totalListings: z.number().int(),
  /** Views of all the seller's listings, whatever their status. */
  totalViews: z.number().int(),
  /** Inquiries with status pending on the seller's listings. */
  pendingInquiries: z.number().int(),
  /** Paise: the asking prices of the listings on the market or in review (approved and pending). */
  totalValue: z.number().int(),
});
export type SellerStats = z.infer<typeof sellerStatsSchema>;

/** Both views' figures in one answer: the client picks the view by role, and falls back to the buyer's (SPEC §2). */
export const dashboardSummarySchema = z.object({ buyer: buyerStatsSchema, seller: sellerStatsSchema });
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardViewsQuerySchema = z.object({
  listingId: z.preprocess((value) => (value === '' ? undefined : value), z.uuid({ error: 'Choose one of your listings' }).optional()),
});
export type DashboardViewsQuery = z.infer<typeof dashboardViewsQuerySchema>;

export const viewsPerDaySchema = z.object({ date: z.string(), views: z.number().int() });
export type ViewsPerDay = z.infer<typeof viewsPerDaySchema>;

export const chartListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Every inquiry the listing has received (any status). */
  inquiries: z.number().int(),
  /** Views over the chart's DASHBOARD_CHART_DAYS days. */
  recentViews: z.number().int(),
});
export type ChartListing = z.infer<typeof chartListingSchema>;

export const dashboardViewsSchema = z.object({
  /** The listing the days are about, or null for all the seller's listings together. */
  listingId: z.string().nullable(),
  /** DASHBOARD_CHART_DAYS days ending today (India), oldest first, days without views as 0. */
  days: z.array(viewsPerDaySchema),
  /** The seller's listings with the most inquiries (at most DASHBOARD_CHART_LISTINGS), plus the chosen one. */
  listings: z.array(chartListingSchema),
});
export type DashboardViews = z.infer<typeof dashboardViewsSchema>;
