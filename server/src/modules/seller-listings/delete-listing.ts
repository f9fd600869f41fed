// Deleting a listing (issue 11): its favourites, inquiries, messages, views and reports go with it (foreign keys
// cascade). The buyers of those conversations are told in the same transaction, before the rows go, with a
// notification that points at no conversation; the notifications that pointed at the vanishing conversations or
// at the listing itself are removed, since they would lead nowhere. Everyone whose pages show the listing (its
// favouriters, its buyers, its seller) hears `listing.removed` with the commit, so open pages drop it at once.
import { eq, sql } from 'drizzle-orm';
import { userRoom } from '@common/realtime.ts';
import { LISTING_DELETED_MESSAGE, LISTING_REMOVED_NOTIFICATION } from '@common/seller-listings.ts';
import type { Transaction } from '../../db/client.ts';
import { businessListings, favorites, inquiries, notifications } from '../../db/schema.ts';
import type { Viewer } from '../../http/viewer.ts';
import { writeAudit } from '../admin/audit-log.ts';
import { isListingOwner } from '../listings/listings.policy.ts';
import { MAX_ROOMS_PER_EVENT, publishAfterCommit, transactionWithEvents } from '../notifications/events.ts';
import { notify } from '../notifications/notify.ts';
import { enqueuePhotoFilesOfListings } from '../listing-photos/photo-files-deletion.ts';
import { afterListingChange, lockManagedListing, type ListingRow, type SellerListingServices } from './managed-listing.ts';
import { canManageListing } from './seller-listings.policy.ts';

/** DELETE /api/listings/:id. */
export async function deleteListing(services: SellerListingServices, viewer: Viewer, listingId: string): Promise<{ message: string }> {
  await transactionWithEvents(services.db, services.events, async (tx) => {
    const listing = await lockManagedListing(tx, viewer, listingId, canManageListing);
    // Read before the cascade takes the rows; the buyers are both notified and sent the event.
    const buyerIds = await buyersWhoAsked(tx, listing);
    await tellEveryoneShowingIt(tx, listing, buyerIds);
    await removeNotificationsAbout(tx, listing);
    await tellBuyers(tx, listing, buyerIds);
    if (!isListingOwner(viewer, listing)) {
      await writeAudit(tx, { actorId: viewer.id, action: 'listing.deleted', targetType: 'business_listing', targetId: listing.id, label: listing.title, aboutUserIds: [listing.sellerId] });
    }
    // Its photos' rows go with the cascade; their files once no other photo uses them (ADR 0035).
    await enqueuePhotoFilesOfListings(tx, sql`${listing.id}::uuid`);
    await tx.delete(businessListings).where(eq(businessListings.id, listing.id));
  });
  services.wakeWorker?.();
  afterListingChange(services);
  return { message: LISTING_DELETED_MESSAGE };
}

/**
 * Queues `listing.removed` for the seller and for everyone with a favourite of it or a conversation about it
 * (read now, before the cascade takes the rows). A listing favourited by thousands is told in several events,
 * each naming at most MAX_ROOMS_PER_EVENT rooms, since every NOTIFY payload carries its rooms.
 */
async function tellEveryoneShowingIt(tx: Transaction, listing: ListingRow, buyerIds: readonly string[]) {
  const favouriters = await tx.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.listingId, listing.id));
  const rooms = [...new Set([listing.sellerId, ...buyerIds, ...favouriters.map((person) => person.userId)])].map(userRoom);
  for (let start = 0; start < rooms.length; start += MAX_ROOMS_PER_EVENT) {
    const someRooms = rooms.slice(start, start + MAX_ROOMS_PER_EVENT);
    publishAfterCommit(tx, { type: 'listing.removed', id: listing.id, rooms: someRooms, data: { listingId: listing.id } });
  }
}

async function removeNotificationsAbout(tx: Transaction, listing: ListingRow) {
  // Each side's notifications about the listing's conversations, found through the inquiries (by listing id, an
  // index) and then each user's own rows (by user id, an index).
  await tx.execute(sql`
    delete from ${notifications} n using ${inquiries} i
    where i.listing_id = ${listing.id}
      and n.user_id in (i.buyer_id, i.seller_id)
      and n.data->>'inquiry_id' = i.id::text`);
  // The seller's notices about the listing itself (approved, rejected).
  await tx.execute(sql`
    delete from ${notifications} n
    where n.user_id = ${listing.sellerId} and n.data->>'listing_id' = ${listing.id}`);
}

async function buyersWhoAsked(tx: Transaction, listing: ListingRow): Promise<string[]> {
  const buyers = await tx.selectDistinct({ id: inquiries.buyerId }).from(inquiries).where(eq(inquiries.listingId, listing.id));
  // A buyer who erased their account left the conversation to the seller (ADR 0033): nobody to tell.
  return buyers.flatMap((buyer) => (buyer.id ? [buyer.id] : []));
}

async function tellBuyers(tx: Transaction, listing: ListingRow, buyerIds: readonly string[]) {
  for (const buyerId of buyerIds) {
    await notify(tx, buyerId, {
      type: LISTING_REMOVED_NOTIFICATION,
      title: 'Listing removed',
      message: `"${listing.title}" is no longer listed, and your conversation about it has been removed.`,
      // No inquiry_id nor listing_id: both are gone, so the notification leads to the list of notifications.
      data: { listing_title: listing.title },
      aboutUserIds: [listing.sellerId],
    });
  }
}
