// The Listings Management table (SPEC §2 Admin dashboard; issue 10): keyset pages newest first, a status filter and
// a search by title or seller e-mail, and the status changes, one listing or a selection.
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminListingsPage, adminListingsQuerySchema, bulkListingStatusSchema, BulkListingStatusResponse, changeListingStatusSchema } from '@common/admin.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText } from '../../db/keyset-cursor.ts';
import { businessListings, profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { escapeLikePattern } from '../listings/browse-listings.ts';
import { transactionWithEvents } from '../notifications/events.ts';
import { assertAdmin } from './admin-gate.ts';
import { presentAdminListing } from './admin.presenter.ts';
import { afterModeration, moderateListing, type ModeratedListing, type ModerationServices } from './listing-moderation.ts';

/** Sellers whose e-mail matches are looked up first, up to this many; a broader term is matched row by row. */
const MATCHING_SELLERS_LOOKED_UP = 200;

/**
 * The search: the title contains the text, or the seller's e-mail does (case-insensitive, `%` and `_` literal).
 * The matching sellers are found first (the e-mail trigram index) and named in the query as values, so the
 * planner sees how many listings they have and, with the title's own statistics, chooses between reading the few
 * matches through both indexes (a rare term) and walking the date index until a page is full (a common one). A
 * sub-select in the OR would hide that and read the whole table for a term nobody matches.
 */
async function matchesSearch(db: Database, search: string): Promise<SQL> {
  // Lowered in SQL, like the columns, so both sides follow PostgreSQL's case rules (as browse does).
  const pattern = sql`lower(${`%${escapeLikePattern(search)}%`})`;
  const titleMatches = sql`lower(${businessListings.title}) like ${pattern}`;
  const sellers = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) like ${pattern}`)
    .limit(MATCHING_SELLERS_LOOKED_UP + 1);
  if (sellers.length > MATCHING_SELLERS_LOOKED_UP) {
    // A term many addresses share ("gmail") matches many listings too: walking the date index fills a page quickly.
    return sql`(${titleMatches} or ${businessListings.sellerId} in (select ${profiles.id} from ${profiles} where lower(${profiles.email}) like ${pattern}))`;
  }
  return or(titleMatches, inArray(businessListings.sellerId, sellers.map((seller) => seller.id))) ?? titleMatches;
}

export async function findAdminListings(db: Database, query: z.output<typeof adminListingsQuerySchema>): Promise<AdminListingsPage> {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const rows = await db
    .select({
      id: businessListings.id,
      title: businessListings.title,
      askingPrice: businessListings.askingPrice,
      status: businessListings.status,
      rejectionReason: businessListings.rejectionReason,
      viewsCount: businessListings.viewsCount,
      createdAt: businessListings.createdAt,
      createdAtText: timestampText(businessListings.createdAt),
      seller: { id: profiles.id, fullName: profiles.fullName, email: profiles.email },
    })
    .from(businessListings)
    .innerJoin(profiles, eq(profiles.id, businessListings.sellerId))
    .where(
      and(
        query.status && eq(businessListings.status, query.status),
        query.search === undefined ? undefined : await matchesSearch(db, query.search),
        cursor && isBeforeCursor(businessListings.createdAt, businessListings.id, cursor),
      ),
    )
    .orderBy(desc(businessListings.createdAt), desc(businessListings.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentAdminListing),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.createdAtText, id: last.id }) : null,
  };
}

/** PATCH /api/admin/listings/:id/status. */
export async function changeListingStatus(
  services: ModerationServices,
  admin: Viewer,
  listingId: string,
  input: z.output<typeof changeListingStatusSchema>,
): Promise<ModeratedListing> {
  assertAdmin(admin);
  const changed = await transactionWithEvents(services.db, services.events, (tx) =>
    moderateListing(tx, { admin, listingId, decision: input, publicUrl: services.publicUrl }),
  );
  afterModeration(services);
  return changed;
}

/**
 * POST /api/admin/listings/status: the same change for each selected listing, each in its own transaction, so one
 * listing another admin changed meanwhile fails alone (with the 409's sentence) and the rest go through.
 */
export async function changeListingStatuses(
  services: ModerationServices,
  admin: Viewer,
  input: z.output<typeof bulkListingStatusSchema>,
): Promise<BulkListingStatusResponse> {
  assertAdmin(admin);
  const result: BulkListingStatusResponse = { changed: [], failed: [] };
  try {
    for (const listingId of new Set(input.ids)) {
      try {
        result.changed.push(
          await transactionWithEvents(services.db, services.events, (tx) =>
            moderateListing(tx, { admin, listingId, decision: input, publicUrl: services.publicUrl }),
          ),
        );
      } catch (error) {
        // A refusal belongs to its row; anything else (the database gone) fails the request.
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        result.failed.push({ id: listingId, message: error.message });
      }
    }
  } finally {
    if (result.changed.length > 0) afterModeration(services);
  }
  return result;
}
