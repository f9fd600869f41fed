// Listing shapes shared by the API and the pages (SPEC §2 Browse, Create listing, Listing detail; §3; §5).
import { z } from 'zod';
import { BROWSE_PAGE_SIZE, listingAvailabilities, listingSortKeys, listingStatuses, MAX_MULTIPLE_FILTER, MAX_PRICE_RUPEES, sortOrders, type ListingStatus } from './listing-constants.ts';
import { isHttpUrl } from './http-url.ts';
import { listingPhotoSchema } from './listing-photos.ts';
import { financialsNotices } from './listing-change-notices.ts';
import { parseIndianAmount, parseSignedIndianAmount } from './indian-amount.ts';
import { PAISE_PER_RUPEE } from './money.ts';
import { multiLineText, singleLineText } from './validation.ts';
import { sellerSummarySchema, sellerTrustSchema } from './trust.ts';

export * from './listing-constants.ts';

// A NUL, which PostgreSQL text cannot hold, is refused for every route before these schemas run (the server's
// JSON body parser and URL check), so no field repeats that rule.

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
// A price filter may arrive as typed ("50 lakh", "1.5 Cr", "2,50,000": a form sent without the script, issue 24);
// what the parser cannot read is left for the number check below to refuse.
const typedRupees = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  const paise = parseIndianAmount(blank);
  return paise === null ? blank : paise / PAISE_PER_RUPEE;
};
/** A search text with no letter or digit ("-", "&|!") asks for nothing: the same as no search text. */
const nothingToSearchToUndefined = (value: unknown) => (typeof value === 'string' && !/[\p{L}\p{N}]/u.test(value) ? undefined : value);
const wholeRupees = z.preprocess(
  typedRupees,
  z.coerce.number({ error: 'Enter a whole number of rupees' }).int('Enter a whole number of rupees').min(0, 'Must not be negative').max(MAX_PRICE_RUPEES).optional(),
);

/** GET /api/listings: the filters of the browse page, as they appear in its URL. */
export const browseQuerySchema = z.object({
  search: z.preprocess(nothingToSearchToUndefined, singleLineText(200, { tooLong: 'Search is too long' }).optional()),
  category: z.preprocess(blankToUndefined, singleLineText(80).optional()),
  location: z.preprocess(blankToUndefined, singleLineText(100, { tooLong: 'Location is too long' }).optional()),
  minPrice: wholeRupees,
  maxPrice: wholeRupees,
  /** Issue 25: yearly profit of at least this many whole rupees, typed like the prices. */
  minProfit: wholeRupees,
  /** Issue 25: an asking multiple (asking ÷ profit) of at most this; listings without one never match. */
  maxMultiple: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Enter a multiple such as 3.5' })
      .positive('Enter a multiple above 0')
      .max(MAX_MULTIPLE_FILTER, `Enter a multiple of at most ${MAX_MULTIPLE_FILTER}`)
      .optional(),
  ),
  // No default here: it depends on the search text (effectiveSort).
  sort: z.enum(listingSortKeys, { error: 'Sort by relevance, date, price, views, name, multiple or profit' }).optional(),
  order: z.enum(sortOrders, { error: 'Order is asc or desc' }).default('desc'),
  cursor: z.preprocess(blankToUndefined, z.string().max(400).optional()),
  limit: z.coerce.number().int().min(1).max(48).default(BROWSE_PAGE_SIZE),
});
export type BrowseQuery = z.output<typeof browseQuerySchema>;
export type BrowseFilters = Omit<z.input<typeof browseQuerySchema>, 'cursor' | 'limit'>;

export const categoryRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const listingCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  askingPrice: z.number(),
  revenue: z.number().nullable(),
  /** Yearly profit in paise (negative for a loss): the card's metrics strip derives margin and multiple from it. */
  profit: z.number().nullable(),
  location: z.string(),
  businessType: z.string().nullable(),
  viewsCount: z.number(),
  createdAt: z.string(),
  sellerId: z.string(),
  category: categoryRefSchema.nullable(),
  /** The uploaded image, or the generated cover when there is none (link previews, listings without photos). */
  imageUrl: z.string(),
  /** The public cover photo (issue 25, ADR 0035); null when the listing has no public photo. */
  photo: listingPhotoSchema.nullable(),
  /** "Price reduced" / "Updated" for FINANCIALS_NOTICE_DAYS after an applied change of the figures; null otherwise. */
  financialsNotice: z.enum(financialsNotices).nullable(),
  /** The asking price before the cut, with a price_reduced notice; null otherwise. */
  previousAskingPrice: z.number().nullable(),
  /** Verified badge and reply time of the seller (issue 25), where the list reads them (browse, featured). */
  seller: sellerSummarySchema.optional(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const browseResponseSchema = z.object({
  items: z.array(listingCardSchema),
  nextCursor: z.string().nullable(),
  /** Matching listings, counted on the first page only (null on later pages: the client keeps the first). */
  total: z.number().nullable(),
  /** True when there are more than BROWSE_TOTAL_CAP results and total stopped counting. */
  isTotalCapped: z.boolean(),
  /** When a search finds nothing: the search text with its unknown words spelt as listings spell them ("Did you mean"). */
  spellingSuggestion: z.string().nullable().optional(),
});
export type BrowseResponse = z.infer<typeof browseResponseSchema>;

export const featuredResponseSchema = z.object({ items: z.array(listingCardSchema) });

/** What a listing's full record adds to its card: the detail page, the edit form's values and the data export. */
export const listingRecordFields = {
  profit: z.number().nullable(),
  establishedYear: z.number().nullable(),
  employeesCount: z.number().nullable(),
  reasonForSelling: z.string().nullable(),
  assetsIncluded: z.array(z.string()),
  liabilities: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  websiteUrl: z.string().nullable(),
};

export const listingDetailSchema = listingCardSchema.extend({
  status: z.enum(listingStatuses),
  /** Sold or no longer available: the page shows the state and no contact actions (ADR 0032). */
  availability: z.enum(listingAvailabilities),
  /** When its seller marked it sold; null otherwise. */
  soldAt: z.string().nullable(),
  ...listingRecordFields,
  /** False when the contact fields hold CONTACT_PLACEHOLDER instead of real details. */
  isContactVisible: z.boolean(),
  /** Why an admin rejected the listing (issue 10): for its seller and admins only, null for everyone else. */
  rejectionReason: z.string().nullable(),
  /** Who the seller is (issue 25): public facts only, never the account's e-mail or phone. */
  seller: sellerTrustSchema,
  /** The photos this viewer may see, in order (private ones for its seller and admins only). */
  photos: z.array(listingPhotoSchema),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

const currentYear = () => new Date().getFullYear();
const optionalLine = (max: number) => singleLineText(max).nullable().optional();
const optionalParagraphs = (max: number) => multiLineText(max).nullable().optional();
const WHOLE_RUPEES = 'Enter whole rupees';
const optionalPaise = z.number({ error: WHOLE_RUPEES }).int().min(0, 'Must not be negative').max(MAX_PRICE_RUPEES * 100).nullable().optional();

/** POST /api/listings. Money in paise; the form schema below produces exactly this. */
export const createListingSchema = z.object({
  // A missing field gets the same message as an empty one (the form always sends strings; other clients may not).
  title: singleLineText(120, { required: 'Business name is required' }),
  categoryId: z.uuid('Choose a category'),
  description: multiLineText(5000, { required: 'Business description is required' }),
  businessType: optionalLine(80),
  location: singleLineText(100, { required: 'Location is required' }),
  askingPrice: z.number({ error: 'Enter the asking price in whole rupees' }).int().min(1, 'Asking price must be more than zero').max(MAX_PRICE_RUPEES * 100),
  revenue: optionalPaise,
  profit: z.number({ error: WHOLE_RUPEES }).int().min(-MAX_PRICE_RUPEES * 100).max(MAX_PRICE_RUPEES * 100).nullable().optional(),
  establishedYear: z
    .number({ error: 'Enter a year such as 2015' })
    .int()
    .min(1800, 'Enter a year after 1800')
    // Checked at each call, not fixed when the module loads: a server running over New Year accepts the new year.
    .refine((year) => year <= currentYear(), 'The year cannot be in the future')
    .nullable()
    .optional(),
  employeesCount: z.number({ error: 'Enter a whole number' }).int().min(0, 'Must not be negative').max(1_000_000).nullable().optional(),
  reasonForSelling: optionalParagraphs(2000),
  assetsIncluded: z.array(singleLineText(200).min(1)).max(50, 'At most 50 items').default([]),
  liabilities: optionalParagraphs(2000),
  contactEmail: singleLineText(254).pipe(z.union([z.literal(''), z.email('Enter a valid email address')])).nullable().optional(),
  contactPhone: singleLineText(40).regex(/^$|^\+?[0-9][0-9 ()-]{6,18}[0-9]$/, 'Enter a valid phone number').nullable().optional(),
  websiteUrl: singleLineText(2048)
    .refine((value) => value === '' || isHttpUrl(value), 'Enter a link starting with http:// or https://')
    .nullable()
    .optional(),
});
export type CreateListingInput = z.input<typeof createListingSchema>;

export const createListingResponseSchema = z.object({ id: z.string(), status: z.enum(listingStatuses) });

export const categoryWithCountSchema = categoryRefSchema.extend({ sortOrder: z.number(), listingCount: z.number() });
export const categoriesResponseSchema = z.object({ items: z.array(categoryWithCountSchema) });
export type CategoryWithCount = z.infer<typeof categoryWithCountSchema>;

// The create-listing form holds text inputs with rupees; this turns them into the API's payload (SPEC §5:
// rupees × 100, empty optional numbers → null, empty asset items dropped) and then runs the API's own schema,
// so the form and the server validate with the same rules and every field's problem shows at once.
const toNumberOrNull = (value: string) => {
  const cleaned = value.trim().replaceAll(',', '');
  if (cleaned === '') return null;
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};
// Money as people type it: "45 lakh", "1.2 Cr", "2,50,000", a loss with a minus (issue 24).
const toRupeesAsPaise = (value: string) => {
  if (value.trim() === '') return null;
  return parseSignedIndianAmount(value) ?? Number.NaN;
};
const toTextOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const listingFormSchema = z
  .object({
    title: z.string(),
    categoryId: z.string(),
    description: z.string(),
    businessType: z.string(),
    location: z.string(),
    askingPrice: z.string(),
    revenue: z.string(),
    profit: z.string(),
    establishedYear: z.string(),
    employeesCount: z.string(),
    reasonForSelling: z.string(),
    assetsIncluded: z.array(z.string()),
    liabilities: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    websiteUrl: z.string(),
  })
  .transform((form): CreateListingInput => ({
    title: form.title,
    categoryId: form.categoryId,
    description: form.description,
    businessType: toTextOrNull(form.businessType),
    location: form.location,
    askingPrice: toRupeesAsPaise(form.askingPrice) ?? Number.NaN,
    revenue: toRupeesAsPaise(form.revenue),
    profit: toRupeesAsPaise(form.profit),
    establishedYear: toNumberOrNull(form.establishedYear),
    employeesCount: toNumberOrNull(form.employeesCount),
    reasonForSelling: toTextOrNull(form.reasonForSelling),
    assetsIncluded: form.assetsIncluded.map((item) => item.trim()).filter((item) => item !== ''),
    liabilities: toTextOrNull(form.liabilities),
    contactEmail: toTextOrNull(form.contactEmail),
    contactPhone: toTextOrNull(form.contactPhone),
    websiteUrl: toTextOrNull(form.websiteUrl),
  }))
  .pipe(createListingSchema);
export type ListingFormValues = z.input<typeof listingFormSchema>;

/** SPEC §4: the moves an admin may make. A draft and a sold listing are the seller's business, not moderation's. */
export const allowedStatusChanges: Record<ListingStatus, readonly ListingStatus[]> = {
  draft: [],
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
  sold: [],
};

/** POST /api/listings/:id/views: whether this visit counted (ARCHITECTURE §7: once per viewer every 30 minutes). */
export const recordViewResponseSchema = z.object({ isCounted: z.boolean() });
