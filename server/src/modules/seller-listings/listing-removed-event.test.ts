// Deleting a listing tells every open page that shows it (issue 11, ADR 0016): `listing.removed` reaches the
// sockets of its favouriters, of the buyers who asked about it and of its seller, with the commit and only then,
// and a listing favourited by thousands still reaches them all within the NOTIFY payload limit (ADR 0011).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom, type ServerFrame } from '@common/realtime.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { DeliveredEvents } from '../../../test/delivered-events.ts';
import { makeFavorite, makeInquiry, makeListing } from '../../../test/factories.ts';
import { listenForSockets, TestSocket } from '../../../test/realtime-client.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { businessListings, favorites } from '../../db/schema.ts';

let testApp: TestApp;
let db: Database;
let url: string;
let delivered: DeliveredEvents;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let favouriter: TestUser;
let asker: TestUser;
let bystander: TestUser;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  url = await listenForSockets(testApp.app);
  delivered = await DeliveredEvents.listen(testApp.database);
  [seller, otherSeller, admin, favouriter, asker, bystander] = await Promise.all([
    testApp.makeUser({ role: 'seller' }),
    testApp.makeUser({ role: 'seller' }),
    testApp.makeUser({ role: 'admin' }),
    testApp.makeUser(),
    testApp.makeUser(),
    testApp.makeUser(),
  ]);
});
afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await delivered.stop();
  await testApp.close();
});

const remove = (listingId: string, viewer: TestUser) => testApp.request({ method: 'DELETE', url: `/api/listings/${listingId}`, cookie: viewer.cookie });

async function socketOf(user: TestUser): Promise<TestSocket> {
  const socket = await TestSocket.connect(url, { cookie: user.cookie });
  openSockets.push(socket);
  return socket;
}

const isRemovalOf = (listingId: string) => (frame: ServerFrame) => frame.type === 'listing.removed' && frame.id === listingId;

/** Every frame sent to the user's sockets before now has arrived: a sentinel published after them came too. */
async function drain(socket: TestSocket, user: TestUser): Promise<ServerFrame[]> {
  const sentinel = randomUUID();
  await testApp.app.realtime.publish(userRoom(user.id), { type: 'notification.created', id: sentinel, data: null });
  await socket.waitFor((frame) => 'id' in frame && frame.id === sentinel);
  return socket.frames;
}

/** The rooms of the listing.removed events that went out on the channel since the last clear. */
async function roomsToldOf(listingId: string): Promise<string[]> {
  const events = await delivered.settled();
  return events.filter((event) => event.type === 'listing.removed' && event.id === listingId).flatMap((event) => event.rooms);
}

const sorted = (values: string[]) => [...values].sort();

describe('listing.removed', () => {
  it('reaches the favouriter, the buyer with a conversation and the seller, each once, and nobody else', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const otherListing = await makeListing(testApp, { sellerId: seller.id });
    await makeFavorite(db, { userId: favouriter.id, listingId: listing.id });
    // The asker both asked and favourited: one event still.
    await makeInquiry(db, { listingId: listing.id, sellerId: seller.id, buyerId: asker.id });
    await makeFavorite(db, { userId: asker.id, listingId: listing.id });
    await makeFavorite(db, { userId: bystander.id, listingId: otherListing.id });
    const sockets = new Map<TestUser, TestSocket>();
    for (const user of [favouriter, asker, seller, bystander]) sockets.set(user, await socketOf(user));
    await delivered.clear();

    jsonOf(await remove(listing.id, seller), 200);

    for (const user of [favouriter, asker, seller]) {
      const socket = sockets.get(user);
      if (!socket) throw new Error('no socket');
      expect(await socket.waitFor(isRemovalOf(listing.id))).toEqual({ type: 'listing.removed', id: listing.id, room: userRoom(user.id), data: { listingId: listing.id } });
      expect((await drain(socket, user)).filter(isRemovalOf(listing.id))).toHaveLength(1);
    }
    const bystanderSocket = sockets.get(bystander);
    if (!bystanderSocket) throw new Error('no socket');
    expect((await drain(bystanderSocket, bystander)).some((frame) => frame.type === 'listing.removed')).toBe(false);
    expect(sorted(await roomsToldOf(listing.id))).toEqual(sorted([favouriter, asker, seller].map((user) => userRoom(user.id))));
  });

  it("reaches the seller when an admin deletes their listing", async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    await makeFavorite(db, { userId: favouriter.id, listingId: listing.id });
    await delivered.clear();

    jsonOf(await remove(listing.id, admin), 200);

    expect(sorted(await roomsToldOf(listing.id))).toEqual(sorted([seller, favouriter].map((user) => userRoom(user.id))));
  });

  it('is not sent when the deletion is refused or does not commit', async () => {
    const approved = await makeListing(testApp, { sellerId: seller.id, status: 'approved' });
    const pending = await makeListing(testApp, { sellerId: seller.id, status: 'pending' });
    for (const listing of [approved, pending]) await makeFavorite(db, { userId: favouriter.id, listingId: listing.id });
    await delivered.clear();

    // The permission table: another seller sees the approved listing but may not delete it, and cannot see the pending one.
    expect(errorOf(await remove(approved.id, otherSeller), 403).code).toBe('FORBIDDEN');
    expect(errorOf(await remove(pending.id, otherSeller), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await remove(approved.id, favouriter), 403).code).toBe('FORBIDDEN');

    // Allowed, but the delete itself fails after the event was queued: the transaction rolls back with it.
    await db.execute(sql`create function test_refuse_listing_delete() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
    await db.execute(sql.raw(`create trigger test_refuse_listing_delete before delete on business_listings for each row when (old.id = '${approved.id}') execute function test_refuse_listing_delete()`));
    try {
      expect(errorOf(await remove(approved.id, seller), 500).code).toBe('INTERNAL');
    } finally {
      await db.execute(sql`drop trigger test_refuse_listing_delete on business_listings`);
      await db.execute(sql`drop function test_refuse_listing_delete()`);
    }

    expect((await delivered.settled()).filter((event) => event.type === 'listing.removed')).toEqual([]);
    expect(await db.select({ id: businessListings.id }).from(businessListings).where(eq(businessListings.id, approved.id))).toHaveLength(1);
    expect(await db.select().from(favorites).where(eq(favorites.userId, favouriter.id))).toHaveLength(2);
  });

  it('reaches every one of thousands of favouriters, each event within the NOTIFY payload limit', async () => {
    const fans = 3_000;
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const batch = randomUUID();
    // Bare profiles (no sessions), in one statement: only the rooms they are told in matter here.
    await db.execute(sql`
      with fans as (
        insert into profiles (full_name, email)
        select 'Fan ' || n, 'fan-' || n || '-' || ${batch} || '@example.test' from generate_series(1, ${fans}) as n
        returning id)
      insert into ${favorites} (user_id, listing_id) select id, ${listing.id} from fans`);
    await makeFavorite(db, { userId: favouriter.id, listingId: listing.id });
    const [favouriterSocket, sellerSocket] = [await socketOf(favouriter), await socketOf(seller)];
    await delivered.clear();

    jsonOf(await remove(listing.id, seller), 200);

    await favouriterSocket.waitFor(isRemovalOf(listing.id));
    await sellerSocket.waitFor(isRemovalOf(listing.id));
    // Every event travelled inline (DeliveredEvents keeps those), so each fitted the payload limit; together they
    // name each person once.
    const rooms = await roomsToldOf(listing.id);
    expect(rooms).toHaveLength(fans + 2);
    expect(new Set(rooms).size).toBe(fans + 2);
    expect(rooms).toEqual(expect.arrayContaining([userRoom(favouriter.id), userRoom(seller.id)]));
  });
});
