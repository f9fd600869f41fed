// The whole data model (ARCHITECTURE §3). Money is paise in bigint; every foreign key to a user cascades,
// so deleting a profile erases everything that belongs to it in one statement.
import { sql } from 'drizzle-orm';
import { missingLastSortKey } from './missing-last-sort.ts';
import {
  bigint,
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ListingPhoto } from '@common/listing-photos.ts';

/** A full-text document (ADR 0029); written by a trigger, read only inside SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Whose personal data a row carries besides its owner's (ADR 0024): the people a mail, notification or audit
 * entry names or quotes (a buyer's name and words, a seller's listing title). Erasing an account finds these rows
 * by this column, never by searching their text for a name, and purges or clears them.
 */
const aboutUserIds = () => uuid('about_user_ids').array().notNull().default(sql`'{}'::uuid[]`);

// better-auth's "user" model, renamed to the spec's profiles table (ADR 0003).
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    companyName: text('company_name'),
    role: text('role', { enum: ['buyer', 'seller', 'admin'] }).notNull().default('buyer'),
    // Admin-granted trust badge ("Verified Seller"); not the same as a confirmed e-mail.
    verified: boolean('verified').notNull().default(false),
    // When an admin last granted the badge (issue 25; ADR 0037): the listing page says when. Null while not verified.
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // The seller's reply time, kept by the seller-reply-time job (trust/reply-time.ts) so no page view computes it:
    // the median seconds from an inquiry to the seller's first reply over the latest replied inquiries, and how
    // many replied inquiries that median is taken from.
    replyMedianSeconds: integer('reply_median_seconds'),
    repliedInquiriesCount: integer('replied_inquiries_count').notNull().default(0),
    // The unread-message reminder e-mails (issue 9); the new-inquiry e-mail to a seller is not covered.
    messageEmailsEnabled: boolean('message_emails_enabled').notNull().default(true),
    // The e-mail when a business the user favourited or asked about is sold, withdrawn, cut in price or updated (issue 24).
    listingUpdateEmailsEnabled: boolean('listing_update_emails_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_email_unique').on(sql`lower(${t.email})`),
    // The admin's users table (issue 10): newest first as keyset pages, all roles or one. Ascending on purpose:
    // drizzle writes DESC as DESC NULLS LAST, which a plain ORDER BY … DESC cannot use (a backward scan can).
    index('profiles_created_id_idx').on(t.createdAt, t.id),
    index('profiles_role_created_idx').on(t.role, t.createdAt, t.id),
    // Its search ("contains", case-insensitive) by name or e-mail, and the listings table's search by seller e-mail.
    index('profiles_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('profiles_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    check('profiles_role_check', sql`${t.role} in ('buyer', 'seller', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

// sold (ARCHITECTURE §7): no longer public, kept for the seller's records and counted apart.
export const listingStatuses = ['draft', 'pending', 'approved', 'rejected', 'sold'] as const;

export const businessListings = pgTable(
  'business_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // What search matches (ADR 0029): title and category name (weight A), business type and location (B),
    // description (C). Kept by the trigger business_listings_search_document (the category name lives in another
    // table, which a generated column cannot read), and again for every listing of a renamed category.
    searchDocument: tsvector('search_document').notNull().default(sql`''::tsvector`),
    askingPrice: bigint('asking_price', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }),
    profit: bigint('profit', { mode: 'number' }),
    // Asking price ÷ profit, the figure buyers compare first (issue 25, ADR 0036); null when profit is missing or
    // not positive. Stored so the browse sort and its "maximum multiple" filter read it from an index.
    askingMultiple: numeric('asking_multiple').generatedAlwaysAs(sql`case when profit > 0 then asking_price::numeric / profit end`),
    establishedYear: integer('established_year'),
    employeesCount: integer('employees_count'),
    location: text('location').notNull(),
    businessType: text('business_type'),
    reasonForSelling: text('reason_for_selling'),
    assetsIncluded: text('assets_included').array().notNull().default(sql`'{}'::text[]`),
    liabilities: text('liabilities'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    websiteUrl: text('website_url'),
    featuredImageUrl: text('featured_image_url'),
    viewsCount: integer('views_count').notNull().default(0),
    status: text('status', { enum: listingStatuses }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    // When its seller marked it sold (reopening allowed for 30 days; its page answers 410 after 90; ADR 0032).
    soldAt: timestamp('sold_at', { withTimezone: true }),
    // When its seller withdrew it while public: its page then says "No longer available" until it is edited or
    // published again (ADR 0032). Null for a draft that was never public.
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    // The last applied change of price or financial figures (issue 24, ADR 0031): cards and the listing page say
    // "Price reduced" (previous_asking_price set: the price went down) or "Updated" for 30 days after it.
    previousAskingPrice: bigint('previous_asking_price', { mode: 'number' }),
    financialsChangedAt: timestamp('financials_changed_at', { withTimezone: true }),
    // The current public cover (issue 25, ADR 0035) as the API presents it, kept by every change of the listing's
    // photos, so a browse card needs no join. Null when the listing has no public photo.
    coverPhoto: jsonb('cover_photo').$type<ListingPhoto>(),
  },
  (t) => [
    check('business_listings_status_check', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected', 'sold')`),
    check('business_listings_asking_price_check', sql`${t.askingPrice} >= 0`),
    // A seller's own listings (My Listings, issue 11), every status, newest first as keyset pages on (created_at, id);
    // it also serves the cascade when an account is erased.
    index('business_listings_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    // Public browse: one partial index per sort key, id as the keyset tie-breaker (ARCHITECTURE §4). The
    // columns after id never change the order: they stand in for INCLUDE (which drizzle cannot declare) so
    // the category, price and location filters are checked on index entries, and a page's ids come from an
    // index-only scan however selective the filters are (browse-listings.ts).
    index('business_listings_approved_created_idx')
      .on(t.createdAt, t.id, t.categoryId, t.askingPrice, t.location)
      .where(sql`${t.status} = 'approved'`),
    index('business_listings_approved_price_idx')
      .on(t.askingPrice, t.id, t.categoryId, t.location)
      .where(sql`${t.status} = 'approved'`),
    index('business_listings_approved_views_idx')
      .on(t.viewsCount, t.id, t.categoryId, t.askingPrice, t.location)
      .where(sql`${t.status} = 'approved'`),
    index('business_listings_approved_title_idx')
      .on(t.title, t.id, t.categoryId, t.askingPrice, t.location)
      .where(sql`${t.status} = 'approved'`),
    // Sorting by the asking multiple or by profit (ADR 0036): the listings without one come last in either order,
    // so each order has its own index on the value with the missing ones mapped past its end (missing-last-sort.ts). The
    // bare columns after id make the keyset pages index-only: the planner uses an expression index for an
    // index-only scan only when the columns the expression reads are in it too.
    index('business_listings_approved_multiple_asc_idx')
      .on(missingLastSortKey(t.askingMultiple, 'numeric', 'asc'), t.id, t.askingMultiple, t.categoryId, t.askingPrice, t.location, t.profit)
      .where(sql`${t.status} = 'approved'`),
    index('business_listings_approved_multiple_desc_idx')
      .on(missingLastSortKey(t.askingMultiple, 'numeric', 'desc'), t.id, t.askingMultiple, t.categoryId, t.askingPrice, t.location, t.profit)
      .where(sql`${t.status} = 'approved'`),
    index('business_listings_approved_profit_asc_idx')
      .on(missingLastSortKey(t.profit, 'bigint', 'asc'), t.id, t.profit, t.categoryId, t.askingPrice, t.location, t.askingMultiple)
      .where(sql`${t.status} = 'approved'`),
    index('business_listings_approved_profit_desc_idx')
      .on(missingLastSortKey(t.profit, 'bigint', 'desc'), t.id, t.profit, t.categoryId, t.askingPrice, t.location, t.askingMultiple)
      .where(sql`${t.status} = 'approved'`),
    index('business_listings_approved_category_idx')
      .on(t.categoryId, t.createdAt, t.id, t.askingPrice, t.location)
      .where(sql`${t.status} = 'approved'`),
    // A saved search's "N new since you last ran it" (issue 11): the approvals after a time, newest first, with the
    // columns the non-text filters check, like the sort indexes above.
    index('business_listings_approved_at_idx')
      .on(t.approvedAt, t.id, t.categoryId, t.askingPrice)
      .where(sql`${t.status} = 'approved'`),
    index('business_listings_search_document_idx').using('gin', t.searchDocument),
    // Relevance tiers (ADR 0029): the words of the title and category (weight A), and of those with the business
    // type and location (A and B). A tier a search rarely reaches is read from its own index rather than by walking
    // the date index past every listing outside it. Not partial: the planner takes an expression's statistics only
    // from a whole-table index, and without them it cannot tell a common word from a rare one.
    index('business_listings_search_title_idx').using('gin', sql`ts_filter(${t.searchDocument}, '{a}')`),
    index('business_listings_search_title_place_idx').using('gin', sql`ts_filter(${t.searchDocument}, '{a,b}')`),
    index('business_listings_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    // The admin's listings table (issue 10): every status newest first, or one status (pending first is the
    // moderator's queue), as keyset pages on (created_at, id); the weekly statistics read created_at ranges.
    index('business_listings_created_id_idx').on(t.createdAt, t.id),
    index('business_listings_status_created_idx').on(t.status, t.createdAt, t.id),
    // Its search by title: the planner has statistics for the title alone and chooses well between walking the
    // date index (a common word) and reading the few matches (a rare one).
    index('business_listings_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/** One stored rendition of a photo: its width and the storage keys of its WebP and JPEG files. */
export interface PhotoRenditionKeys {
  width: number;
  webpKey: string;
  jpegKey: string;
}

// A listing's photos (issue 25, ADR 0035): re-encoded renditions kept in app.storage under content-addressed keys.
// Identical uploads share files, so a file is deleted only when no row's storage_keys names it any more.
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => businessListings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    isCover: boolean('is_cover').notNull().default(false),
    // Of the largest rendition.
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    renditions: jsonb('renditions').$type<PhotoRenditionKeys[]>().notNull(),
    // Every key of the renditions, for "does any photo still use this file" (GIN) and the public media route.
    storageKeys: text('storage_keys').array().notNull(),
    createdAt: createdAt(),
    // When an admin reviewed the photo (ADR 0042): with its listing's approval, or on its own when it was added to
    // a listing already public. Null: nobody has, and the public never sees it.
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_photos_listing_position_idx').on(t.listingId, t.position),
    // The admin's queue and the Pending Reviews card read only the photos not reviewed yet.
    index('listing_photos_awaiting_review_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.reviewedAt} is null`),
    uniqueIndex('listing_photos_one_cover_idx').on(t.listingId).where(sql`${t.isCover}`),
    index('listing_photos_storage_keys_idx').using('gin', t.storageKeys),
  ],
);

export const listingRevisionStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

// An edit of an approved listing waits here for review while the approved version stays public (issue 24, ADR
// 0031). `proposed` holds the edit form's values exactly as PUT /api/listings/:id validated them; approving writes
// them to the listing. At most one pending revision per listing: a new edit replaces its values.
export const listingRevisions = pgTable(
  'listing_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => businessListings.id, { onDelete: 'cascade' }),
    // The seller (or an admin) who made the edit; the row goes with the listing, so only an admin's can be erased.
    proposedBy: uuid('proposed_by').references(() => profiles.id, { onDelete: 'set null' }),
    proposed: jsonb('proposed').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: listingRevisionStatuses }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('listing_revisions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
    uniqueIndex('listing_revisions_one_pending_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} = 'pending'`),
    // The admin's queue of changes: pending ones, oldest first, as keyset pages.
    index('listing_revisions_pending_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('listing_revisions_listing_idx').on(t.listingId),
    index('listing_revisions_proposed_by_idx')
      .on(t.proposedBy)
      .where(sql`${t.proposedBy} is not null`),
    index('listing_revisions_decided_by_idx')
      .on(t.decidedBy)
      .where(sql`${t.decidedBy} is not null`),
  ],
);

// One row per listing and viewer (a user id, or a hash of an anonymous client's address): a view counts
// again only 30 minutes after the last one counted.
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => businessListings.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.viewerKey] }),
    index('listing_views_viewed_at_idx').on(t.viewedAt),
    // Erasing an account removes the views it left on other sellers' listings (modules/profiles/account-erasure.ts).
    // Only signed-in viewers' keys name a user, so anonymous views stay out of the index.
    index('listing_views_user_viewer_idx')
      .on(t.viewerKey)
      .where(sql`${t.viewerKey} like 'user:%'`),
  ],
);

// Views per listing and Indian calendar day (issue 11's seller chart). listing_views keeps only each viewer's last
// counted view, so it cannot tell how many views a day had; the statement that counts a view bumps this row too
// (modules/listings/view-days.ts). At most one row per listing and day; a seller's chart reads 30 days of them,
// and a daily job deletes those older than 90 days (ADR 0014).
export const listingViewDays = pgTable(
  'listing_view_days',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => businessListings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.day] }),
    // The pruning job deletes the oldest days of every listing at once (modules/dashboard/view-days-pruning.ts).
    index('listing_view_days_day_idx').on(t.day),
  ],
);

// The same views summed per seller and day: the seller's overall chart reads 30 rows instead of adding up every
// listing's days (tens of thousands for a seller with thousands of listings). Bumped by the same statement; a
// deleted listing's past views stay in its seller's days, as they happened.
export const sellerViewDays = pgTable(
  'seller_view_days',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.day] }),
    // As listing_view_days: the pruning job finds the oldest days of every seller by day alone.
    index('seller_view_days_day_idx').on(t.day),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => businessListings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_listing_unique').on(t.userId, t.listingId),
    index('favorites_listing_id_idx').on(t.listingId),
    // Keyset pages of GET /api/favorites, newest first (a backward scan; ascending for the reason the inquiries give).
    index('favorites_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const inquiryStatuses = ['pending', 'responded', 'closed'] as const;

/** inquiries.visit_request: yyyy-mm-dd dates and a time of day (common/src/inquiries.ts, visitRequestSchema). */
export interface VisitRequestRow {
  preferredDate: string;
  timeOfDay: 'morning' | 'afternoon' | 'evening' | 'any';
  alternativeDate: string | null;
}

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the listing went with its seller's erased account; the conversation stays with the buyer (ADR 0033).
    listingId: uuid('listing_id').references(() => businessListings.id, { onDelete: 'cascade' }),
    // The listing's title as it was when the listing went with its seller's account (ADR 0033); null while the
    // listing exists, whose own title is shown.
    listingTitle: text('listing_title'),
    // Either side is null once that person erased their account: the other keeps the conversation (ADR 0033).
    // Erasure deletes a conversation whose other side is already gone (account-erasure.ts), so never both.
    buyerId: uuid('buyer_id').references(() => profiles.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => profiles.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    // The visit the buyer asked for with the first inquiry (issue 24), or null.
    visitRequest: jsonb('visit_request').$type<VisitRequestRow>(),
    status: text('status', { enum: inquiryStatuses }).notNull().default('pending'),
    sellerResponded: boolean('seller_responded').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    // Each side's inquiry list is sorted by the latest message that side received (SPEC §7); the inquiry's
    // creation stands in until there is one. One column per side, so each list is one index range.
    buyerReceivedAt: timestamp('buyer_received_at', { withTimezone: true }).notNull().defaultNow(),
    sellerReceivedAt: timestamp('seller_received_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => profiles.id, { onDelete: 'set null' }),
    // When each side was last e-mailed about unread messages here: at most one reminder an hour per side
    // (issue 9; jobs/message-reminder.ts).
    buyerRemindedAt: timestamp('buyer_reminded_at', { withTimezone: true }),
    sellerRemindedAt: timestamp('seller_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('inquiries_status_check', sql`${t.status} in ('pending', 'responded', 'closed')`),
    check('inquiries_party_check', sql`${t.buyerId} is not null or ${t.sellerId} is not null`),
    uniqueIndex('inquiries_listing_buyer_unique').on(t.listingId, t.buyerId),
    // Keyset pages of GET /api/inquiries, newest received first (a backward scan), id as the tie-breaker.
    // Ascending on purpose: drizzle writes DESC as DESC NULLS LAST, which a plain ORDER BY … DESC cannot use.
    index('inquiries_buyer_received_idx').on(t.buyerId, t.buyerReceivedAt, t.id),
    index('inquiries_seller_received_idx').on(t.sellerId, t.sellerReceivedAt, t.id),
    // Deleting a profile sets closed_by to null on the conversations it closed: without an index, a scan of all.
    // The dashboard (issue 11): a seller's pending inquiries, and the inquiries per listing beside the views chart,
    // counted from index entries alone.
    index('inquiries_seller_status_listing_idx').on(t.sellerId, t.status, t.listingId),
    index('inquiries_closed_by_idx')
      .on(t.closedBy)
      .where(sql`${t.closedBy} is not null`),
  ],
);

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    // Null once its author erased their account; the message stays in the other side's thread (ADR 0033).
    senderId: uuid('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    readByBuyer: boolean('read_by_buyer').notNull().default(false),
    readBySeller: boolean('read_by_seller').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // A thread's keyset pages and its last message.
    index('inquiry_messages_inquiry_created_idx').on(t.inquiryId, t.createdAt, t.id),
    // Unread counts: the sender's own flag is set on insert, so these hold only what each side has not read.
    index('inquiry_messages_unread_by_buyer_idx').on(t.inquiryId).where(sql`not ${t.readByBuyer}`),
    index('inquiry_messages_unread_by_seller_idx').on(t.inquiryId).where(sql`not ${t.readBySeller}`),
    // Deleting a profile sets the messages it sent to no author: without an index, a scan of every message.
    index('inquiry_messages_sender_idx').on(t.senderId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Who else it names: cleared when one of them erases their account (the row itself is the recipient's).
    aboutUserIds: aboutUserIds(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_about_user_ids_idx').using('gin', t.aboutUserIds),
  ],
);

export const savedSearchAlertModes = ['instant', 'daily'] as const;

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The browse filters as the browse page's URL holds them (common/saved-searches.ts); the alert matching reads
    // them with the browse predicate itself (modules/saved-searches/saved-search-matching.ts).
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    alertsEnabled: boolean('alerts_enabled').notNull().default(false),
    // Issue 11: an e-mail per match at once, or one digest a day.
    alertMode: text('alert_mode', { enum: savedSearchAlertModes }).notNull().default('instant'),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    // When its owner last ran it: "N new" counts the matching listings approved since (or since it was saved).
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_id_idx').on(t.userId, t.createdAt.desc()),
    check('saved_searches_alert_mode_check', sql`${t.alertMode} in ('instant', 'daily')`),
    // Matching a newly approved listing reads only the searches with alerts on, and of those only the ones with
    // no category or the listing's own (ADR 0014): a tenth of 100,000 rather than all of them.
    index('saved_searches_alerts_category_idx')
      .on(sql`(${t.filters} ->> 'category')`)
      .where(sql`${t.alertsEnabled}`),
  ],
);

// Every alert a saved search has raised, one per (search, listing) ever: an approval that happens again (withdrawn
// and published, edited and re-approved) finds its row and tells nobody twice. Daily alerts wait here for the
// owner's digest.
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => businessListings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    alertMode: text('alert_mode', { enum: savedSearchAlertModes }).notNull(),
    // Daily alerts only: when the digest that listed it was written (null while it waits).
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_search_alerts_search_listing_unique').on(t.savedSearchId, t.listingId),
    check('saved_search_alerts_alert_mode_check', sql`${t.alertMode} in ('instant', 'daily')`),
    // Deleting a listing or erasing a user removes their alerts without reading the whole table.
    index('saved_search_alerts_listing_idx').on(t.listingId),
    index('saved_search_alerts_user_idx').on(t.userId),
    // A user's digest reads only the alerts still waiting for it.
    index('saved_search_alerts_waiting_digest_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.alertMode} = 'daily' and ${t.digestedAt} is null`),
  ],
);

// Footer newsletter (ARCHITECTURE §7): double opt-in, so an address is only mailed after its owner confirms.
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  confirmToken: text('confirm_token').notNull().unique(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const emailStatuses = ['pending', 'sent', 'failed'] as const;

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Whose personal data it carries, its recipient's included: erasing any of them purges it (ADR 0024).
    aboutUserIds: aboutUserIds(),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The worker only ever scans due, unsent mail.
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // Erasing an account removes the mail addressed to it (also mail that records no one, the newsletter's).
    index('email_outbox_to_idx').on(sql`lower(${t.to})`),
    index('email_outbox_about_user_ids_idx').using('gin', t.aboutUserIds),
    // The retention job (mail/mail-retention.ts) deletes sent and failed mail oldest first.
    index('email_outbox_finished_idx')
      .on(sql`coalesce(${t.sentAt}, ${t.createdAt})`)
      .where(sql`${t.status} <> 'pending'`),
  ],
);

export const jobStatuses = ['pending', 'done', 'failed'] as const;

// Deferred work (ARCHITECTURE §9, ADR 0012): a row written in the transaction of the change that causes it,
// run when due by the worker loop that also sends the outbox (server/src/jobs/).
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // At most one pending job per key (e.g. one reminder per conversation and recipient): a constraint, so
    // two requests at once cannot both enqueue one.
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    // A claimed job is leased until then; if its process dies, another worker takes it over afterwards.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    uniqueIndex('jobs_pending_dedupe_key_unique')
      .on(t.dedupeKey)
      .where(sql`${t.status} = 'pending'`),
    // The worker only ever scans pending jobs by due time; finished ones stay out of this index.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    // Finished jobs are pruned after a while (jobs/job-queue.ts).
    index('jobs_done_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'done'`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when the actor is deleted: the trail outlives the account.
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    // Whose data its label names (a user's address, a seller's listing title): cleared at their erasure.
    aboutUserIds: aboutUserIds(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The Audit Log tab: newest first as keyset pages, all actions or one.
    index('audit_log_at_id_idx').on(t.at, t.id),
    index('audit_log_action_at_idx').on(t.action, t.at, t.id),
    // Deleting an admin's profile sets actor_id to null on their entries.
    index('audit_log_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
    index('audit_log_about_user_ids_idx').using('gin', t.aboutUserIds),
  ],
);

export const reportReasons = ['misleading', 'fraud', 'duplicate', 'other'] as const;
export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;

// "Report this listing" (issue 10): once per listing and user. A report is closed by an admin, dismissed or
// actioned (the listing rejected, which closes every open report of that listing).
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => businessListings.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: reportReasons }).notNull(),
    details: text('details'),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // The admin who closed it; kept as null when that admin's account is deleted.
    resolvedBy: uuid('resolved_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('listing_reports_reason_check', sql`${t.reason} in ('misleading', 'fraud', 'duplicate', 'other')`),
    check('listing_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    uniqueIndex('listing_reports_listing_reporter_unique').on(t.listingId, t.reporterId),
    // The Reports tab: open reports, oldest first, as keyset pages; closed ones stay out of this index.
    index('listing_reports_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    index('listing_reports_reporter_idx').on(t.reporterId),
    index('listing_reports_resolved_by_idx')
      .on(t.resolvedBy)
      .where(sql`${t.resolvedBy} is not null`),
  ],
);

// Request counters of the rate limits (server/src/http/rate-limit.ts): one row per rule and client, in the
// database so that limits hold across processes and restarts (ADR 0008). UNLOGGED (migration 0020: drizzle does
// not declare it), so counting a request never waits for the disk.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

// The vocabulary of public listings (ADR 0029): each word of four letters or more in an approved listing's title,
// description, business type, category and location, with how many approved listings hold it. A misspelt search
// word is widened to its trigram neighbours from here ("resturant" → "restaurant"), and "Did you mean" picks from
// here. Kept by statement triggers on business_listings (migration 0024), so it is exact after every commit.
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    listingCount: integer('listing_count').notNull(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export const searchSuggestionKinds = ['category', 'city', 'businessType'] as const;

// What the search boxes suggest as one types (ADR 0029): categories, cities and business types with how many
// approved listings each has, kept by the same triggers; a prefix of `folded` (lower case) is an index range.
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    kind: text('kind', { enum: searchSuggestionKinds }).notNull(),
    value: text('value').notNull(),
    folded: text('folded').notNull(),
    listingCount: integer('listing_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value] }),
    // Suggestions match the start of any word of the name (issue 24: "bev" finds "Food & Beverage"): a prefix
    // query on the words of the name (search-suggestions.ts), which a GIN index on them answers.
    index('search_suggestions_words_idx').using('gin', sql`to_tsvector('simple', ${t.folded})`),
  ],
);

// Names that mean the same place (ADR 0029): a search for either finds both. Both directions are rows.
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    word: text('word').notNull(),
    synonym: text('synonym').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.synonym] })],
);
