// Sellers manage their own listings (issue 11; ARCHITECTURE §5, §7): who may edit, move and delete a listing,
// what each does to its status and to what the public sees, the cascade and the buyers told of a deletion, and
// My Listings' keyset pages.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@common/admin.ts';
import type { BrowseResponse, ListingStatus } from '@common/listings.ts';
import {
  LISTING_DELETED_MESSAGE,
  LISTING_REMOVED_NOTIFICATION,
  NOT_YOUR_LISTING_MESSAGE,
  SOLD_LISTING_EDIT_MESSAGE,
  type EditableListing,
  type ListingStatusResponse,
  type MyListingsPage,
  type OwnerStatus,
} from '@common/seller-listings.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { findCategoryId, makeFavorite, makeInquiry, makeListing, makeListings, makeMessage, makeNotification } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, businessListings, favorites, inquiries, inquiryMessages, notifications } from '../../db/schema.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let technologyId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  [seller, otherSeller, buyer, admin] = await Promise.all([
    testApp.makeUser({ role: 'seller' }),
    testApp.makeUser({ role: 'seller' }),
    testApp.makeUser({ role: 'buyer' }),
    testApp.makeUser({ role: 'admin' }),
  ]);
  technologyId = await findCategoryId(db, 'technology');
});
afterAll(() => testApp.close());

const sellersListing = (status: ListingStatus, overrides: { title?: string; rejectionReason?: string } = {}) =>
  makeListing(testApp, { sellerId: seller.id, status, ...overrides });

const editedValues = () => ({
  title: 'Chai stall near Pune station',
  categoryId: technologyId,
  description: 'A busy tea stall, now with a second counter.',
  location: 'Pune, Maharashtra',
  askingPrice: 14_00_000_00,
  revenue: 30_00_000_00,
  assetsIncluded: ['Two counters', 'Tea urns'],
  websiteUrl: 'https://chai.example.in',
});

const edit = (listingId: string, payload: object, viewer?: TestUser) =>
  testApp.request({ method: 'PUT', url: `/api/listings/${listingId}`, payload, cookie: viewer?.cookie });
const move = (listingId: string, status: OwnerStatus | string, viewer?: TestUser) =>
  testApp.request({ method: 'PATCH', url: `/api/listings/${listingId}/status`, payload: { status }, cookie: viewer?.cookie });
const remove = (listingId: string, viewer?: TestUser) => testApp.request({ method: 'DELETE', url: `/api/listings/${listingId}`, cookie: viewer?.cookie });
const editable = (listingId: string, viewer?: TestUser) => testApp.request({ method: 'GET', url: `/api/listings/${listingId}/editable`, cookie: viewer?.cookie });
const myListings = (viewer: TestUser, query: Record<string, string | number | undefined> = {}) =>
  testApp.request({ method: 'GET', url: withQuery('/api/me/listings', query), cookie: viewer.cookie });
const detail = (listingId: string, viewer?: TestUser) => testApp.request({ method: 'GET', url: `/api/listings/${listingId}`, cookie: viewer?.cookie });

async function storedListing(id: string) {
  const [row] = await db.select().from(businessListings).where(eq(businessListings.id, id));
  return row;
}

async function isPublic(listingId: string): Promise<boolean> {
  const browse = jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: '/api/listings?limit=48' }), 200);
  const featured = jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: '/api/listings/featured' }), 200);
  const inBrowse = browse.items.some((item) => item.id === listingId);
  const inFeatured = featured.items.some((item) => item.id === listingId);
  // A sold or withdrawn listing's page stays, with its state (issue 24): on sale means available.
  const shown = await detail(listingId, buyer);
  const isDetailShown = shown.statusCode === 200 && jsonOf<{ availability: string }>(shown, 200).availability === 'available';
  expect(new Set([inBrowse, isDetailShown])).toHaveProperty('size', 1);
  if (!inBrowse) expect(inFeatured).toBe(false);
  return inBrowse;
}

describe('who may manage a listing', () => {
  it('asks visitors to sign in for every endpoint', async () => {
    const listing = await sellersListing('approved');
    for (const response of [await edit(listing.id, editedValues()), await move(listing.id, 'draft'), await remove(listing.id), await editable(listing.id)]) {
      expect(errorOf(response, 401).code).toBe('UNAUTHENTICATED');
    }
    expect(errorOf(await testApp.request({ method: 'GET', url: '/api/me/listings' }), 401).code).toBe('UNAUTHENTICATED');
  });

  it("refuses a buyer and another seller: 403 on an approved listing they can see, 404 on one they cannot", async () => {
    const approved = await sellersListing('approved');
    const pending = await sellersListing('pending');
    for (const viewer of [buyer, otherSeller]) {
      expect(errorOf(await edit(approved.id, editedValues(), viewer), 403).message).toBe(NOT_YOUR_LISTING_MESSAGE);
      expect(errorOf(await move(approved.id, 'draft', viewer), 403).message).toBe(NOT_YOUR_LISTING_MESSAGE);
      expect(errorOf(await remove(approved.id, viewer), 403).message).toBe(NOT_YOUR_LISTING_MESSAGE);
      expect(errorOf(await editable(approved.id, viewer), 403).message).toBe(NOT_YOUR_LISTING_MESSAGE);
      for (const response of [await edit(pending.id, editedValues(), viewer), await move(pending.id, 'draft', viewer), await remove(pending.id, viewer), await editable(pending.id, viewer)]) {
        expect(errorOf(response, 404).message).toBe('Listing not found');
      }
    }
    expect(await storedListing(approved.id)).toMatchObject({ status: 'approved', title: approved.title });
    expect(await storedListing(pending.id)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(errorOf(await edit(id, editedValues(), seller), 404).message).toBe('Listing not found');
      expect(errorOf(await move(id, 'draft', seller), 404).message).toBe('Listing not found');
      expect(errorOf(await remove(id, seller), 404).message).toBe('Listing not found');
      expect(errorOf(await editable(id, seller), 404).message).toBe('Listing not found');
    }
  });

  it("lets an admin edit and delete someone's listing, audited, but not move it (withdrawing and selling are the seller's)", async () => {
    const listing = await sellersListing('pending');
    expect(jsonOf<ListingStatusResponse>(await edit(listing.id, editedValues(), admin), 200)).toEqual({ id: listing.id, status: 'pending', hasPendingChanges: false });
    expect(errorOf(await move(listing.id, 'draft', admin), 403).message).toBe(NOT_YOUR_LISTING_MESSAGE);
    jsonOf(await remove(listing.id, admin), 200);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, listing.id)).orderBy(auditLog.at);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['listing.edited', admin.id],
      ['listing.deleted', admin.id],
    ]);
  });
});

describe('editing (PUT /api/listings/:id)', () => {
  it('gives the form the stored values, not the contact placeholder nor the seller fallbacks', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id, status: 'rejected', rejectionReason: 'Add financials', contactEmail: null, profit: -5_00_000_00 });
    const values = jsonOf<EditableListing>(await editable(listing.id, seller), 200);
    expect(values).toMatchObject({ id: listing.id, status: 'rejected', rejectionReason: 'Add financials', contactEmail: null, profit: -5_00_000_00, title: listing.title });
    expect(jsonOf<EditableListing>(await editable(listing.id, admin), 200).id).toBe(listing.id);
  });

  it('keeps an approved listing public and unchanged: the edit waits for review as its pending change (issue 24)', async () => {
    const listing = await sellersListing('approved', { title: 'Approved chai stall' });
    expect(jsonOf<ListingStatusResponse>(await edit(listing.id, editedValues(), seller), 200)).toEqual({ id: listing.id, status: 'approved', hasPendingChanges: true });
    expect(await storedListing(listing.id)).toMatchObject({ status: 'approved', title: 'Approved chai stall', askingPrice: listing.askingPrice });
    expect(await isPublic(listing.id)).toBe(true);
    // The rest (the diff, withdrawing, approving, rejecting) is listing-revisions/listing-revisions.test.ts.
  });

  it('resubmits a rejected listing: pending, and the rejection reason gone', async () => {
    const listing = await sellersListing('rejected', { rejectionReason: 'Please add audited financial statements.' });
    expect(jsonOf<ListingStatusResponse>(await edit(listing.id, editedValues(), seller), 200).status).toBe('pending');
    expect(await storedListing(listing.id)).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(jsonOf<{ rejectionReason: string | null }>(await detail(listing.id, seller), 200).rejectionReason).toBeNull();
  });

  it.each(['draft', 'pending'] as const)('keeps a %s listing in its status', async (status) => {
    const listing = await sellersListing(status);
    expect(jsonOf<ListingStatusResponse>(await edit(listing.id, editedValues(), seller), 200).status).toBe(status);
    expect((await storedListing(listing.id))?.title).toBe('Chai stall near Pune station');
  });

  it('refuses to edit a sold listing (409)', async () => {
    const listing = await sellersListing('sold');
    expect(errorOf(await edit(listing.id, editedValues(), seller), 409)).toEqual({ code: 'CONFLICT', message: SOLD_LISTING_EDIT_MESSAGE });
    expect((await storedListing(listing.id))?.title).toBe(listing.title);
  });

  it('validates with the create schema: 400 with the fields, nothing changed', async () => {
    const listing = await sellersListing('approved');
    const invalid = { ...editedValues(), title: '  ', askingPrice: 0, websiteUrl: 'javascript:alert(1)', categoryId: 'x' };
    const error = errorOf(await edit(listing.id, invalid, seller), 400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['title', 'askingPrice', 'websiteUrl', 'categoryId']));
    // A category that exists no more (or is switched off) is the same field error as on create.
    expect(errorOf(await edit(listing.id, { ...editedValues(), categoryId: randomUUID() }, seller), 400).fields).toEqual({ categoryId: 'Choose a category' });
    expect(await storedListing(listing.id)).toMatchObject({ status: 'approved', title: listing.title });
  });
});

describe("the owner's moves (PATCH /api/listings/:id/status)", () => {
  it('withdraws an approved listing to draft and publishes it again to pending', async () => {
    const listing = await sellersListing('approved');
    expect(jsonOf<ListingStatusResponse>(await move(listing.id, 'draft', seller), 200)).toEqual({ id: listing.id, status: 'draft' });
    expect(await isPublic(listing.id)).toBe(false);
    expect(jsonOf<{ status: string }>(await detail(listing.id, seller), 200).status).toBe('draft');
    expect(jsonOf<ListingStatusResponse>(await move(listing.id, 'pending', seller), 200).status).toBe('pending');
    expect(await isPublic(listing.id)).toBe(false);
  });

  it('withdraws a pending listing', async () => {
    const listing = await sellersListing('pending');
    expect(jsonOf<ListingStatusResponse>(await move(listing.id, 'draft', seller), 200).status).toBe('draft');
  });

  it('marks an approved listing as sold: not public, kept for the seller, counted apart by the admin statistics', async () => {
    const listing = await sellersListing('approved');
    expect(jsonOf<ListingStatusResponse>(await move(listing.id, 'sold', seller), 200).status).toBe('sold');
    expect(await isPublic(listing.id)).toBe(false);
    expect(jsonOf<{ status: string }>(await detail(listing.id, seller), 200).status).toBe('sold');
    expect(jsonOf<AdminStats>(await testApp.request({ method: 'GET', url: '/api/admin/stats', cookie: admin.cookie }), 200).listings.sold).toBeGreaterThanOrEqual(1);
  });

  it.each<[ListingStatus, OwnerStatus, string]>([
    ['draft', 'sold', 'A draft listing cannot be marked as sold.'],
    ['draft', 'draft', 'This listing is already a draft.'],
    ['pending', 'sold', 'A pending listing cannot be marked as sold.'],
    ['pending', 'pending', 'This listing is already pending.'],
    ['approved', 'pending', 'An approved listing cannot be published again.'],
    ['rejected', 'pending', 'Edit a rejected listing to resubmit it for review.'],
    ['rejected', 'draft', 'A rejected listing cannot be withdrawn.'],
    ['sold', 'draft', 'A sold listing cannot be withdrawn.'],
    // sold → pending is reopening, within 30 days of the sale (listing-sold.test.ts).
  ])('refuses %s → %s (409)', async (from, to, message) => {
    const listing = await sellersListing(from);
    expect(errorOf(await move(listing.id, to, seller), 409)).toEqual({ code: 'CONFLICT', message });
    expect((await storedListing(listing.id))?.status).toBe(from);
  });

  it('refuses a status the owner cannot choose (400)', async () => {
    const listing = await sellersListing('pending');
    for (const status of ['approved', 'rejected', 'deleted', '']) expect(errorOf(await move(listing.id, status, seller), 400).code).toBe('VALIDATION_FAILED');
    expect((await storedListing(listing.id))?.status).toBe('pending');
  });

  it("and an admin's approval racing the withdrawal: one goes first, the other meets its result", async () => {
    const listing = await sellersListing('pending');
    const [withdrawal, approval] = await Promise.all([
      move(listing.id, 'draft', seller),
      testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listing.id}/status`, payload: { status: 'approved' }, cookie: admin.cookie }),
    ]);
    const final = (await storedListing(listing.id))?.status;
    // Either order is consistent: withdrawn then refused approval, or approved then withdrawn from approval.
    if (approval.statusCode === 409) expect([withdrawal.statusCode, final]).toEqual([200, 'draft']);
    else expect([approval.statusCode, withdrawal.statusCode, final]).toEqual([200, 200, 'draft']);
  });
});

describe('deleting (DELETE /api/listings/:id)', () => {
  it('takes favourites, inquiries and messages with it and tells each buyer once, with a notification that points at no conversation', async () => {
    const listing = await sellersListing('approved', { title: 'Dosa corner in Chennai' });
    const otherListing = await sellersListing('approved');
    const firstBuyer = buyer;
    const secondBuyer = await testApp.makeUser({ role: 'buyer' });
    const inquiry = await makeInquiry(db, { listingId: listing.id, sellerId: seller.id, buyerId: firstBuyer.id });
    await makeMessage(db, { inquiryId: inquiry.id, senderId: firstBuyer.id, message: 'Still available?' });
    const secondInquiry = await makeInquiry(db, { listingId: listing.id, sellerId: seller.id, buyerId: secondBuyer.id });
    const kept = await makeInquiry(db, { listingId: otherListing.id, sellerId: seller.id, buyerId: firstBuyer.id });
    await makeFavorite(db, { userId: firstBuyer.id, listingId: listing.id });
    await makeFavorite(db, { userId: firstBuyer.id, listingId: otherListing.id });
    // Notifications that would lead to what vanishes: the seller's about a new inquiry, the buyer's about a reply.
    await makeNotification(db, { userId: seller.id, type: 'inquiry', data: { inquiry_id: inquiry.id } });
    await makeNotification(db, { userId: secondBuyer.id, type: 'message', data: { inquiry_id: secondInquiry.id } });
    await makeNotification(db, { userId: firstBuyer.id, type: 'message', data: { inquiry_id: kept.id } });

    expect(jsonOf(await remove(listing.id, seller), 200)).toEqual({ message: LISTING_DELETED_MESSAGE });

    expect(await storedListing(listing.id)).toBeUndefined();
    expect(await db.select().from(favorites).where(eq(favorites.listingId, listing.id))).toEqual([]);
    expect(await db.select().from(inquiries).where(eq(inquiries.listingId, listing.id))).toEqual([]);
    expect(await db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiry.id))).toEqual([]);
    expect(await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, kept.id))).toHaveLength(1);
    expect(await db.select().from(favorites).where(eq(favorites.listingId, otherListing.id))).toHaveLength(1);

    for (const someBuyer of [firstBuyer, secondBuyer]) {
      const removed = (await db.select().from(notifications).where(eq(notifications.userId, someBuyer.id))).filter((row) => row.type === LISTING_REMOVED_NOTIFICATION);
      expect(removed).toHaveLength(1);
      expect(removed[0]).toMatchObject({ title: 'Listing removed', data: { listing_title: 'Dosa corner in Chennai' } });
      expect(removed[0]?.message).toContain('Dosa corner in Chennai');
      expect(removed[0]?.data).not.toHaveProperty('inquiry_id');
      expect(removed[0]?.data).not.toHaveProperty('listing_id');
    }
    const inquiryIds = (rows: { data: Record<string, unknown> }[]) => rows.map((row) => row.data.inquiry_id).filter(Boolean);
    expect(inquiryIds(await db.select().from(notifications).where(eq(notifications.userId, seller.id)))).not.toContain(inquiry.id);
    expect(inquiryIds(await db.select().from(notifications).where(eq(notifications.userId, firstBuyer.id)))).toEqual([kept.id]);
    expect(inquiryIds(await db.select().from(notifications).where(eq(notifications.userId, secondBuyer.id)))).toEqual([]);
  });

  it('deletes a listing in any status, sold included', async () => {
    for (const status of ['draft', 'pending', 'rejected', 'sold'] as const) {
      const listing = await sellersListing(status);
      jsonOf(await remove(listing.id, seller), 200);
      expect(await storedListing(listing.id)).toBeUndefined();
    }
  });
});

describe('My Listings (GET /api/me/listings)', () => {
  it("lists only the viewer's listings, every status, newest first, in keyset pages with the rejection reason", async () => {
    const owner = await testApp.makeUser({ role: 'seller' });
    const statuses: ListingStatus[] = ['approved', 'pending', 'rejected', 'draft', 'sold'];
    const base = Date.parse('2026-01-10T10:00:00Z');
    // Two share a timestamp: the id breaks the tie, so no row is skipped or repeated between pages.
    const created = await makeListings(testApp, 5, (index) => ({
      title: `Listing ${index}`,
      status: statuses[index],
      rejectionReason: statuses[index] === 'rejected' ? 'Blurry photos' : null,
      createdAt: new Date(base + Math.min(index, 3) * 60_000),
    }), { sellerId: owner.id });
    await makeListing(testApp, { sellerId: otherSeller.id });

    const first = jsonOf<MyListingsPage>(await myListings(owner, { limit: 2 }), 200);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = jsonOf<MyListingsPage>(await myListings(owner, { limit: 2, cursor: first.nextCursor ?? '' }), 200);
    const third = jsonOf<MyListingsPage>(await myListings(owner, { limit: 2, cursor: second.nextCursor ?? '' }), 200);
    expect(third.nextCursor).toBeNull();
    const all = [...first.items, ...second.items, ...third.items];
    const expectedOrder = [...created].sort((left, right) => right.createdAt.getTime() - left.createdAt.getTime() || (right.id > left.id ? 1 : -1));
    expect(all.map((item) => item.id)).toEqual(expectedOrder.map((row) => row.id));
    const rejected = all.find((item) => item.status === 'rejected');
    expect(rejected).toMatchObject({ rejectionReason: 'Blurry photos', category: { slug: 'technology' }, askingPrice: 12_00_000_00, viewsCount: 0 });
    expect(all.filter((item) => item.status !== 'rejected').every((item) => item.rejectionReason === null)).toBe(true);
  });

  it('is empty for a seller without listings and refuses a forged cursor with 400', async () => {
    const newcomer = await testApp.makeUser({ role: 'seller' });
    expect(jsonOf<MyListingsPage>(await myListings(newcomer), 200)).toEqual({ items: [], nextCursor: null });
    expect(errorOf(await myListings(newcomer, { cursor: 'bm90LWEtY3Vyc29y' }), 400).code).toBe('VALIDATION_FAILED');
  });
});
