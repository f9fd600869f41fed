// The listing a seller (or an admin) is about to change, read with its row locked: the admin's moderation locks
// the same row (admin/listing-moderation.ts), so an edit, a move or a deletion and a moderation of one listing run
// one after the other, and the second sees the first one's result.
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { businessListings } from '../../db/schema.ts';
import type { Viewer } from '../../http/viewer.ts';
import { forgetApprovedCounts } from '../listings/count-cache.ts';
import { isListingId } from '../listings/listings.service.ts';
import { forgetAdminStats } from '../admin/admin-stats.ts';
import type { EventBus } from '../notifications/events.ts';
import type { ListingAccessFacts } from '../listings/listings.policy.ts';
import { assertAllowed } from './seller-listings.policy.ts';

/** What the changes need from the app. */
export interface SellerListingServices {
  db: Database;
  events: EventBus;
  /** After enqueuing a job: the worker runs it now rather than at its next poll. */
  wakeWorker?: () => void;
}

export type ListingRow = typeof businessListings.$inferSelect;

export async function lockManagedListing(
  tx: Transaction,
  viewer: Viewer,
  listingId: string,
  isAllowed: (viewer: Viewer, listing: ListingAccessFacts) => boolean,
): Promise<ListingRow> {
  const [listing] = isListingId(listingId) ? await tx.select().from(businessListings).where(eq(businessListings.id, listingId)).for('update') : [];
  assertAllowed(viewer, listing, isAllowed);
  return listing;
}

/** After the commit of a change to a listing: browse counts and the admin's statistics are counted afresh. */
export function afterListingChange(services: SellerListingServices): void {
  forgetApprovedCounts(services.db);
  forgetAdminStats(services.db);
}
