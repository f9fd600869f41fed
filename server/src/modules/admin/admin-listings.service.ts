// The Listings Management table (SPEC §2 Admin dashboard; issue 10): keyset pages newest first, a status filter and
// a search by title or seller e-mail, and the status changes, one listing or a selection.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * The search: the title contains the text, or the seller's e-mail does (case-insensitive, `%` and `_` literal).
 * Each side is served by a trigram index: the title through the listings' search_text (title and description,
 * lowered), re-checked on the title alone; the e-mail through the profiles' e-mail index. The planner may OR the
 * two bitmaps, or walk the page's date index and test each row, whichever its estimates say is cheaper.
 */
function matchesSearch(search: string): SQL {
  // Lowered in SQL, like the columns, so both sides follow PostgreSQL's case rules (as browse does).
  const pattern = sql`lower(${`%${escapeLikePattern(search)}%`})`;
  return sql`((${businessListings.searchText} like ${pattern} and lower(${businessListings.title}) like ${pattern})
    or ${businessListings.sellerId} in (select ${profiles.id} from ${profiles} where lower(${profiles.email}) like ${pattern}))`;
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
        query.search === undefined ? undefined : matchesSearch(query.search),
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
