// Favourites (SPEC §2, §4 Favourite; ARCHITECTURE §5: signed-in users, not on their own listing).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favorite } from '@common/favorites.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { makeListing, type ListingOverrides } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { businessListings, favorites } from '../../db/schema.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let buyer: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  seller = await testApp.makeUser({ role: 'seller' });
  buyer = await testApp.makeUser({ role: 'buyer' });
  otherSeller = await testApp.makeUser({ role: 'seller' });
  admin = await testApp.makeUser({ role: 'admin' });
});
afterAll(() => testApp.close());

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Listing not found' };

function sellersListing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, { sellerId: seller.id, ...overrides });
}

function put(listingId: string, viewer?: TestUser) {
  return testApp.request({ method: 'PUT', url: `/api/favorites/${listingId}`, cookie: viewer?.cookie });
}

function remove(listingId: string, viewer?: TestUser) {
  return testApp.request({ method: 'DELETE', url: `/api/favorites/${listingId}`, cookie: viewer?.cookie });
}

async function list(viewer: TestUser) {
  return jsonOf<{ items: Favorite[] }>(await testApp.request({ method: 'GET', url: '/api/favorites', cookie: viewer.cookie }), 200).items;
}

async function ids(viewer: TestUser) {
  return jsonOf<{ listingIds: string[] }>(await testApp.request({ method: 'GET', url: '/api/favorites/ids', cookie: viewer.cookie }), 200).listingIds;
}

async function storedFavorites(userId: string, listingId: string) {
  return db.select().from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}

describe('permissions', () => {
  it('asks visitors to sign in on every favourites endpoint', async () => {
    const listing = await sellersListing();
    const requests = [
      testApp.request({ method: 'GET', url: '/api/favorites' }),
      testApp.request({ method: 'GET', url: '/api/favorites/ids' }),
      put(listing.id),
      remove(listing.id),
    ];
    for (const response of await Promise.all(requests)) {
      expect(errorOf(response, 401)).toEqual({ code: 'UNAUTHENTICATED', message: 'You need to sign in first.' });
    }
    expect(await db.select().from(favorites).where(eq(favorites.listingId, listing.id))).toEqual([]);
  });

  it.each([
    ['a buyer', () => buyer],
    ['another seller', () => otherSeller],
    ['an admin', () => admin],
  ])('lets %s add, list and remove a favourite', async (_label, who) => {
    const viewer = who();
    const listing = await sellersListing();
    expect((await put(listing.id, viewer)).statusCode).toBe(204);
    expect(await ids(viewer)).toContain(listing.id);
    expect((await list(viewer)).map((favorite) => favorite.listing.id)).toContain(listing.id);

    expect((await remove(listing.id, viewer)).statusCode).toBe(204);
    expect(await ids(viewer)).not.toContain(listing.id);
    expect(await storedFavorites(viewer.id, listing.id)).toEqual([]);
  });

  it('refuses a seller favouriting their own listing', async () => {
    const listing = await sellersListing();
    expect(errorOf(await put(listing.id, seller), 403)).toEqual({ code: 'FORBIDDEN', message: 'You cannot favourite your own listing.' });
    expect(await storedFavorites(seller.id, listing.id)).toEqual([]);
  });

  it('treats a listing that is not approved as not found for everyone but its owner and admins', async () => {
    for (const status of ['pending', 'rejected', 'draft'] as const) {
      const listing = await sellersListing({ status });
      for (const viewer of [buyer, otherSeller]) expect(errorOf(await put(listing.id, viewer), 404)).toEqual(NOT_FOUND);
      // Those who can see it are told why instead.
      for (const viewer of [seller, admin]) {
        expect(errorOf(await put(listing.id, viewer), 403)).toEqual({ code: 'FORBIDDEN', message: 'Only approved listings can be favourited.' });
      }
      expect(await db.select().from(favorites).where(eq(favorites.listingId, listing.id))).toEqual([]);
    }
  });

  it('answers an unknown or malformed listing id with "Listing not found"', async () => {
    expect(errorOf(await put(randomUUID(), buyer), 404)).toEqual(NOT_FOUND);
    expect(errorOf(await put('not-a-uuid', buyer), 404)).toEqual(NOT_FOUND);
  });
});

describe('idempotence', () => {
  it('keeps one row however often a favourite is added', async () => {
    const listing = await sellersListing();
    expect((await put(listing.id, buyer)).statusCode).toBe(204);
    expect((await put(listing.id, buyer)).statusCode).toBe(204);
    const [first, second] = await Promise.all([put(listing.id, buyer), put(listing.id, buyer)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([204, 204]);
    expect(await storedFavorites(buyer.id, listing.id)).toHaveLength(1);
  });

  it('answers 204 when removing a favourite that is not there', async () => {
    const listing = await sellersListing();
    expect((await remove(listing.id, buyer)).statusCode).toBe(204);
    await put(listing.id, buyer);
    expect((await remove(listing.id, buyer)).statusCode).toBe(204);
    expect((await remove(listing.id, buyer)).statusCode).toBe(204);
    expect((await remove(randomUUID(), buyer)).statusCode).toBe(204);
    expect((await remove('not-a-uuid', buyer)).statusCode).toBe(204);
    expect(await storedFavorites(buyer.id, listing.id)).toEqual([]);
  });
});

describe('GET /api/favorites and /api/favorites/ids', () => {
  it('lists the viewer\'s favourites newest first as listing cards with the time they were added', async () => {
    const viewer = await testApp.makeUser();
    const older = await sellersListing({ title: 'Older favourite', categorySlug: 'healthcare' });
    const newer = await sellersListing({ title: 'Newer favourite', categoryId: null });
    await put(older.id, viewer);
    await put(newer.id, viewer);
    // Fixed times, so the order does not rest on two requests landing in different microseconds.
    await db.update(favorites).set({ createdAt: new Date('2024-05-01T10:00:00Z') }).where(and(eq(favorites.userId, viewer.id), eq(favorites.listingId, older.id)));
    await db.update(favorites).set({ createdAt: new Date('2024-05-02T10:00:00Z') }).where(and(eq(favorites.userId, viewer.id), eq(favorites.listingId, newer.id)));

    const items = await list(viewer);
    expect(items.map((item) => item.listing.id)).toEqual([newer.id, older.id]);
    expect(items[0]).toEqual({
      favoritedAt: '2024-05-02T10:00:00.000Z',
      availability: 'available',
      listing: expect.objectContaining({ id: newer.id, title: 'Newer favourite', category: null, sellerId: seller.id }),
    });
    // Who sells it, as on browse's cards (issue 25).
    expect(items[0]?.listing.seller).toEqual({ verified: false, verifiedAt: null, replyMedianSeconds: null });
    expect(items[1]?.listing).toMatchObject({ title: 'Older favourite', category: { slug: 'healthcare' }, imageUrl: expect.stringContaining(`/api/listings/${older.id}/cover.svg`) });
    expect((await ids(viewer)).sort()).toEqual([newer.id, older.id].sort());
  });

  it('leaves out favourites whose listing is no longer approved', async () => {
    const viewer = await testApp.makeUser();
    const stays = await sellersListing();
    const withdrawn = await sellersListing();
    await put(stays.id, viewer);
    await put(withdrawn.id, viewer);
    await db.update(businessListings).set({ status: 'rejected' }).where(eq(businessListings.id, withdrawn.id));
    expect((await list(viewer)).map((item) => item.listing.id)).toEqual([stays.id]);
    // The favourite itself is kept: if the listing is approved again, it is back.
    await db.update(businessListings).set({ status: 'approved' }).where(eq(businessListings.id, withdrawn.id));
    expect((await list(viewer)).map((item) => item.listing.id).sort()).toEqual([stays.id, withdrawn.id].sort());
  });

  it('shows each user only their own favourites', async () => {
    const first = await testApp.makeUser();
    const second = await testApp.makeUser();
    const firstsListing = await sellersListing();
    const secondsListing = await sellersListing();
    await put(firstsListing.id, first);
    await put(secondsListing.id, second);
    expect((await list(first)).map((item) => item.listing.id)).toEqual([firstsListing.id]);
    expect(await ids(first)).toEqual([firstsListing.id]);
    expect((await list(second)).map((item) => item.listing.id)).toEqual([secondsListing.id]);
    expect(await ids(second)).toEqual([secondsListing.id]);

    // Removing someone else's favourite by listing id removes nothing of theirs.
    await remove(secondsListing.id, first);
    expect(await ids(second)).toEqual([secondsListing.id]);
  });

  it('answers an empty list to a user without favourites', async () => {
    const viewer = await testApp.makeUser();
    expect(await list(viewer)).toEqual([]);
    expect(await ids(viewer)).toEqual([]);
  });
});

describe('pages of favourites', () => {
  it('are newest first in keyset pages that neither skip nor repeat, ties in time included; taken-down listings left out', async () => {
    const reader = await testApp.makeUser({ role: 'buyer' });
    const listings = await Promise.all(Array.from({ length: 5 }, (_, index) => sellersListing({ title: `Page test ${index}` })));
    const takenDown = await sellersListing({ status: 'rejected', title: 'Taken down' });
    // Two favourites in the same instant: the id breaks the tie.
    const sameInstant = new Date('2026-11-20T10:00:00.123456Z');
    const times = [new Date('2026-11-18T10:00:00Z'), sameInstant, sameInstant, new Date('2026-11-21T10:00:00Z'), new Date('2026-11-22T10:00:00Z')];
    for (const [index, listing] of listings.entries()) await db.insert(favorites).values({ userId: reader.id, listingId: listing.id, createdAt: times[index] });
    await db.insert(favorites).values({ userId: reader.id, listingId: takenDown.id });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/favorites?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: { items: Favorite[]; nextCursor: string | null } = jsonOf(await testApp.request({ method: 'GET', url, cookie: reader.cookie }), 200);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.listing.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(0, 2)).toEqual(['Page test 4', 'Page test 3']);
    expect(seen.at(-1)).toBe('Page test 0');
  });

  it('refuses a cursor it did not write, in the error shape', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/favorites?cursor=bm9wZQ', cookie: buyer.cookie });
    expect(errorOf(response, 400).code).toBe('VALIDATION_FAILED');
  });
});
