import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CONTACT_PLACEHOLDER, FEATURED_LISTINGS_COUNT, LISTING_NO_LONGER_AVAILABLE_MESSAGE, type ListingDetail } from '@common/listings.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { businessListings, categories, inquiries, listingViewDays, listingViews, profiles, sellerViewDays } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { cardColumns, isApproved, presentCardRow } from './browse-listings.ts';
import { isUuid } from '../../db/uuid.ts';
import { assertActiveCategory, listingColumns, type ListingInput } from './listing-values.ts';
import { presentListingCard } from './listings.presenter.ts';
import { indianToday } from './view-days.ts';
import { presentSellerTrust, withSellerSummaries } from '../trust/seller-trust.ts';
import { photosForViewer } from '../listing-photos/listing-photos.presenter.ts';
import { canCreateListing, canViewContact, canViewRejectionReason, isListingOwner, listingAvailability, listingPageAccess } from './listings.policy.ts';

export const LISTING_NOT_FOUND = 'Listing not found';
const VIEW_DEDUPE_MINUTES = 30;

/** A listing id that is not a uuid names no listing: the same "Listing not found" as an unknown id (db/uuid.ts). */
export const isListingId = isUuid;

export async function findFeaturedListings(db: Database) {
  const rows = await db
    .select(cardColumns)
    .from(businessListings)
    .leftJoin(categories, eq(categories.id, businessListings.categoryId))
    .where(isApproved)
    .orderBy(desc(businessListings.viewsCount), desc(businessListings.id))
    .limit(FEATURED_LISTINGS_COUNT);
  return withSellerSummaries(db, rows.map(presentCardRow));
}

export async function findListingRow(db: Database, id: string) {
  if (!isListingId(id)) return undefined;
  const [row] = await db
    .select({ listing: businessListings, category: categories, seller: profiles })
    .from(businessListings)
    .innerJoin(profiles, eq(profiles.id, businessListings.sellerId))
    .leftJoin(categories, eq(categories.id, businessListings.categoryId))
    .where(eq(businessListings.id, id));
  return row;
}

async function hasSellerRespondedTo(db: Database, viewer: Viewer | null, listingId: string): Promise<boolean> {
  if (!viewer) return false;
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.listingId, listingId), eq(inquiries.buyerId, viewer.id), eq(inquiries.sellerResponded, true)));
  return row !== undefined;
}

/**
 * A listing as its viewer may see it; unknown and invisible listings are the same "not found". A sold or
 * withdrawn one stays reachable with its state and without contact details (listingPageAccess, ADR 0032).
 */
export async function getListingDetail(db: Database, viewer: Viewer | null, id: string): Promise<ListingDetail> {
  const row = await findListingRow(db, id);
  const access = row ? listingPageAccess(viewer, row.listing) : 'hidden';
  if (!row || access === 'hidden') throw notFound(LISTING_NOT_FOUND);
  const { listing, category, seller } = row;
  const isContactVisible = access === 'full' && canViewContact(viewer, listing, await hasSellerRespondedTo(db, viewer, id));
  const contact = (value: string | null) => (isContactVisible ? value : CONTACT_PLACEHOLDER);
  return {
    ...presentListingCard(listing, category),
    status: listing.status,
    availability: listingAvailability(listing),
    soldAt: listing.soldAt?.toISOString() ?? null,
    profit: listing.profit,
    establishedYear: listing.establishedYear,
    employeesCount: listing.employeesCount,
    reasonForSelling: listing.reasonForSelling,
    assetsIncluded: listing.assetsIncluded,
    liabilities: listing.liabilities,
    contactEmail: contact(listing.contactEmail ?? seller.email),
    contactPhone: contact(listing.contactPhone ?? seller.phone),
    websiteUrl: contact(listing.websiteUrl),
    isContactVisible,
    rejectionReason: canViewRejectionReason(viewer, listing) ? listing.rejectionReason : null,
    seller: await presentSellerTrust(db, seller),
    photos: await photosForViewer(db, viewer, listing.id, listing),
  };
}

export async function createListing(db: Database, viewer: Viewer, input: ListingInput) {
  if (!canCreateListing(viewer)) throw forbidden('Only sellers can list a business. Switch your profile to seller first.');
  await assertActiveCategory(db, input.categoryId);
  const [created] = await db
    .insert(businessListings)
    .values({
      ...listingColumns(input),
      sellerId: viewer.id,
      status: 'pending', // SPEC §4: every new listing waits for review
    })
    .returning({ id: businessListings.id, status: businessListings.status });
  if (!created) throw new Error('listing insert returned nothing');
  return created;
}

/** The owner and status of a listing the viewer may see; "Listing not found" for any other id. */
export async function findVisibleListingFacts(db: Database, viewer: Viewer | null, listingId: string) {
  const { listing, access } = await findListingAccess(db, viewer, listingId);
  if (access !== 'full') throw notFound(LISTING_NOT_FOUND);
  return listing;
}

/**
 * As findVisibleListingFacts, for a buyer's move on the listing (an inquiry, a favourite): a sold or withdrawn
 * listing keeps its page (ADR 0032), so the move is refused with what happened to it, not "Listing not found".
 */
export async function findListingFactsForBuyerMove(db: Database, viewer: Viewer | null, listingId: string) {
  const { listing, access } = await findListingAccess(db, viewer, listingId);
  if (access === 'closed') throw new AppError(409, 'LISTING_NO_LONGER_AVAILABLE', LISTING_NO_LONGER_AVAILABLE_MESSAGE);
  if (access !== 'full') throw notFound(LISTING_NOT_FOUND);
  return listing;
}

async function findListingAccess(db: Database, viewer: Viewer | null, listingId: string) {
  if (!isListingId(listingId)) throw notFound(LISTING_NOT_FOUND);
  const [listing] = await db
    .select({ sellerId: businessListings.sellerId, status: businessListings.status, soldAt: businessListings.soldAt, withdrawnAt: businessListings.withdrawnAt })
    .from(businessListings)
    .where(eq(businessListings.id, listingId));
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  return { listing, access: listingPageAccess(viewer, listing) };
}

/** A signed-in viewer's key in listing_views (erasing an account removes its views by it). */
export const userViewerKey = (userId: string) => `user:${userId}`;

/** Who is looking, as a key that never stores an address in clear. */
export function viewerKey(viewer: Viewer | null, clientAddress: string): string {
  return viewer ? userViewerKey(viewer.id) : `anon:${createHash('sha256').update(clientAddress).digest('base64url').slice(0, 22)}`;
}

/**
 * Counts a view of an approved listing at most once per viewer every 30 minutes (ARCHITECTURE §7). The
 * seller's own visits do not count. Returns whether this visit was counted.
 */
export async function recordListingView(db: Database, viewer: Viewer | null, listingId: string, clientAddress: string): Promise<boolean> {
  const listing = await findVisibleListingFacts(db, viewer, listingId);
  if (listing.status !== 'approved' || isListingOwner(viewer, listing)) return false;

  const counted = await queryRows<{ id: string }>(db, sql`
    with counted as (
      insert into ${listingViews} (listing_id, viewer_key) values (${listingId}, ${viewerKey(viewer, clientAddress)})
      on conflict (listing_id, viewer_key) do update set viewed_at = now()
        where ${listingViews.viewedAt} < now() - make_interval(mins => ${VIEW_DEDUPE_MINUTES})
      returning listing_id
    ),
    bumped as (
      update ${businessListings} set views_count = views_count + 1
      where id in (select listing_id from counted)
      returning id, seller_id
    ),
    -- The seller's chart counts the same view on its Indian day, for the listing and for the seller (view-days.ts).
    listing_day as (
      insert into ${listingViewDays} (listing_id, day, views) select id, ${indianToday()}, 1 from bumped
      on conflict (listing_id, day) do update set views = ${listingViewDays.views} + 1
    ),
    seller_day as (
      insert into ${sellerViewDays} (seller_id, day, views) select seller_id, ${indianToday()}, 1 from bumped
      on conflict (seller_id, day) do update set views = ${sellerViewDays.views} + 1
    )
    select id from bumped`);
  return counted.length > 0;
}
