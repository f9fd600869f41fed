// Listings Management (SPEC §2 Admin dashboard, §4 listing status; ARCHITECTURE §5; issue 10): the table with its
// keyset pages, status filter and search, and the status changes, one listing or a selection. Every change leaves
// an audit_log row and tells the seller; two admins at once cannot both win. (The e-mails themselves, through a
// real SMTP listener: moderation-mail.test.ts.)
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_BULK_MAX,
  ADMIN_SEARCH_TOO_SHORT,
  LISTING_APPROVED_NOTIFICATION,
  LISTING_REJECTED_NOTIFICATION,
  NOT_ADMIN_MESSAGE,
  REJECTION_REASON_REQUIRED,
  type AdminListingsPage,
  type BulkListingStatusResponse,
} from '@common/admin.ts';
import type { BrowseResponse, ListingStatus } from '@common/listings.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { makeListing, makeListings, makeProfile } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, businessListings, emailOutbox, notifications } from '../../db/schema.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let secondAdmin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  seller = await testApp.makeUser({ role: 'seller', fullName: 'Meera Kapoor' });
  otherSeller = await testApp.makeUser({ role: 'seller' });
  buyer = await testApp.makeUser({ role: 'buyer' });
  admin = await testApp.makeUser({ role: 'admin' });
  secondAdmin = await testApp.makeUser({ role: 'admin' });
});
afterAll(() => testApp.close());

function changeStatus(listingId: string, payload: Record<string, unknown>, viewer?: TestUser) {
  return testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listingId}/status`, payload, cookie: viewer?.cookie });
}

function changeStatuses(payload: Record<string, unknown>, viewer?: TestUser) {
  return testApp.request({ method: 'POST', url: '/api/admin/listings/status', payload, cookie: viewer?.cookie });
}

function listAdminListings(query: Record<string, string | number | undefined>, viewer: TestUser = admin) {
  return testApp.request({ method: 'GET', url: withQuery('/api/admin/listings', query), cookie: viewer.cookie });
}

function sellersListing(status: ListingStatus, overrides: { title?: string; rejectionReason?: string } = {}) {
  return makeListing(testApp, { sellerId: seller.id, status, ...overrides });
}

async function storedListing(id: string) {
  const [row] = await db.select().from(businessListings).where(eq(businessListings.id, id));
  if (!row) throw new Error(`no listing ${id}`);
  return row;
}

const auditRowsFor = (listingId: string) => db.select().from(auditLog).where(eq(auditLog.targetId, listingId)).orderBy(auditLog.at);
const sellersNotifications = async (listingId: string) =>
  (await db.select().from(notifications).where(eq(notifications.userId, seller.id))).filter((row) => row.data.listing_id === listingId);

describe('who may change a status', () => {
  it('asks visitors to sign in', async () => {
    const listing = await sellersListing('pending');
    expect(errorOf(await changeStatus(listing.id, { status: 'approved' }), 401).code).toBe('UNAUTHENTICATED');
    expect((await storedListing(listing.id)).status).toBe('pending');
  });

  it("refuses buyers, sellers and the listing's own seller, before looking at the body", async () => {
    const listing = await sellersListing('pending');
    for (const viewer of [buyer, otherSeller, seller]) {
      expect(errorOf(await changeStatus(listing.id, { status: 'approved' }, viewer), 403)).toEqual({ code: 'FORBIDDEN', message: NOT_ADMIN_MESSAGE });
      // A malformed body gets the same 403, not a validation error that would describe the endpoint.
      expect(errorOf(await changeStatus(listing.id, { status: 'sold' }, viewer), 403).message).toBe(NOT_ADMIN_MESSAGE);
    }
    expect((await storedListing(listing.id)).status).toBe('pending');
    expect(await auditRowsFor(listing.id)).toEqual([]);
    expect(await sellersNotifications(listing.id)).toEqual([]);
  });
});

describe('the moves an admin may make (SPEC §4)', () => {
  it.each<[ListingStatus, 'approved' | 'rejected']>([
    ['pending', 'approved'],
    ['pending', 'rejected'],
    ['approved', 'rejected'],
    ['rejected', 'approved'],
  ])('%s → %s', async (from, to) => {
    const listing = await sellersListing(from);
    const reason = to === 'rejected' ? 'Photos do not match the description' : undefined;
    const response = await changeStatus(listing.id, { status: to, reason }, admin);
    expect(jsonOf(response, 200)).toEqual({ id: listing.id, status: to });

    const stored = await storedListing(listing.id);
    expect(stored.status).toBe(to);
    expect(stored.rejectionReason).toBe(reason ?? null);
    expect(stored.updatedAt.getTime()).toBeGreaterThan(listing.updatedAt.getTime());
    if (to === 'approved') expect(stored.approvedAt).toBeInstanceOf(Date);

    const audit = await auditRowsFor(listing.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: `listing.${to}`,
      targetType: 'business_listing',
      targetId: listing.id,
      details: { from, to, reason: reason ?? null, label: listing.title },
    });
  });

  it('tells the seller in the app, with the reason of a rejection, and queues an e-mail in the same transaction', async () => {
    const listing = await sellersListing('pending', { title: 'Tiffin service in Indore' });
    await changeStatus(listing.id, { status: 'rejected', reason: 'Add the last three years of accounts' }, admin);
    await changeStatus(listing.id, { status: 'approved' }, admin);

    const told = await sellersNotifications(listing.id);
    expect(told.map((row) => ({ type: row.type, title: row.title, message: row.message, data: row.data }))).toEqual([
      {
        type: LISTING_REJECTED_NOTIFICATION,
        title: 'Listing rejected',
        message: 'Your listing "Tiffin service in Indore" was not approved: Add the last three years of accounts',
        data: { listing_id: listing.id, listing_title: 'Tiffin service in Indore', reason: 'Add the last three years of accounts' },
      },
      {
        type: LISTING_APPROVED_NOTIFICATION,
        title: 'Listing approved',
        message: 'Your listing "Tiffin service in Indore" is now live.',
        data: { listing_id: listing.id, listing_title: 'Tiffin service in Indore' },
      },
    ]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, seller.email));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Your listing was not approved: Tiffin service in Indore', 'Your listing is live: Tiffin service in Indore']),
    );
  });

  it('shows the rejection reason on the listing page to its seller and admins, and to nobody else', async () => {
    const listing = await sellersListing('approved');
    await changeStatus(listing.id, { status: 'rejected', reason: 'Duplicate of another listing' }, admin);
    const detail = (viewer?: TestUser) => testApp.request({ method: 'GET', url: `/api/listings/${listing.id}`, cookie: viewer?.cookie });
    for (const viewer of [seller, admin]) expect(jsonOf<{ rejectionReason: string | null }>(await detail(viewer), 200).rejectionReason).toBe('Duplicate of another listing');
    for (const viewer of [undefined, buyer, otherSeller]) expect((await detail(viewer)).statusCode).toBe(404);
  });

  it('keeps the rejection reason only while the listing is rejected', async () => {
    const listing = await sellersListing('pending');
    await changeStatus(listing.id, { status: 'rejected', reason: '  Missing financials  ' }, admin);
    expect((await storedListing(listing.id)).rejectionReason).toBe('Missing financials');
    await changeStatus(listing.id, { status: 'approved' }, admin);
    expect((await storedListing(listing.id)).rejectionReason).toBeNull();
    await changeStatus(listing.id, { status: 'rejected', reason: 'Still no financials' }, admin);
    expect((await storedListing(listing.id)).rejectionReason).toBe('Still no financials');
    expect((await auditRowsFor(listing.id)).map((row) => row.action)).toEqual(['listing.rejected', 'listing.approved', 'listing.rejected']);
  });

  it('refuses to reject without a reason, and changes nothing', async () => {
    const listing = await sellersListing('pending');
    for (const reason of [undefined, '', '   ']) {
      const error = errorOf(await changeStatus(listing.id, { status: 'rejected', reason }, admin), 400);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: REJECTION_REASON_REQUIRED } });
    }
    expect((await storedListing(listing.id)).status).toBe('pending');
    expect(await auditRowsFor(listing.id)).toEqual([]);
  });

  it.each<[ListingStatus, 'approved' | 'rejected', string]>([
    ['approved', 'approved', 'This listing is already approved.'],
    ['rejected', 'rejected', 'This listing is already rejected.'],
    ['draft', 'approved', 'A draft listing cannot become approved.'],
    ['draft', 'rejected', 'A draft listing cannot become rejected.'],
  ])('refuses %s → %s with 409 and changes nothing', async (from, to, message) => {
    const listing = await sellersListing(from);
    const reason = to === 'rejected' ? 'Not allowed anyway' : undefined;
    expect(errorOf(await changeStatus(listing.id, { status: to, reason }, admin), 409)).toEqual({ code: 'CONFLICT', message });
    const stored = await storedListing(listing.id);
    expect(stored.status).toBe(from);
    expect(stored.updatedAt).toEqual(listing.updatedAt);
    expect(await auditRowsFor(listing.id)).toEqual([]);
    expect(await sellersNotifications(listing.id)).toEqual([]);
  });

  it('refuses any other target status', async () => {
    const listing = await sellersListing('pending');
    for (const status of ['pending', 'draft', 'deleted', undefined]) {
      const error = errorOf(await changeStatus(listing.id, { status }, admin), 400);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { status: 'Status is approved or rejected' } });
    }
    const tooLong = errorOf(await changeStatus(listing.id, { status: 'rejected', reason: 'x'.repeat(1001) }, admin), 400);
    expect(tooLong.fields).toEqual({ reason: 'Must be at most 1000 characters' });
    expect((await storedListing(listing.id)).status).toBe('pending');
  });

  it('answers an unknown or malformed id with "Listing not found"', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(errorOf(await changeStatus(id, { status: 'approved' }, admin), 404)).toEqual({ code: 'NOT_FOUND', message: 'Listing not found' });
    }
  });
});

describe('two admins at once', () => {
  it('lets one approval of a listing win; the other gets a 409 and changes nothing', async () => {
    const listing = await sellersListing('pending');
    const answers = await Promise.all([changeStatus(listing.id, { status: 'approved' }, admin), changeStatus(listing.id, { status: 'approved' }, secondAdmin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser && errorOf(loser, 409).message).toBe('This listing is already approved.');
    expect(await auditRowsFor(listing.id)).toHaveLength(1);
    expect(await sellersNotifications(listing.id)).toHaveLength(1);
  });

  it('lets an approval and a rejection race: exactly one of them happens', async () => {
    const listing = await sellersListing('pending');
    const answers = await Promise.all([
      changeStatus(listing.id, { status: 'approved' }, admin),
      changeStatus(listing.id, { status: 'rejected', reason: 'Misleading revenue' }, secondAdmin),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    // Approved then rejected is a legal sequence, and so is rejected then approved: both may pass, in either
    // order, but each one is applied to the state the other left (the row lock), never to the stale one.
    expect(statuses.every((status) => status === 200)).toBe(true);
    const audit = await auditRowsFor(listing.id);
    expect(audit).toHaveLength(2);
    expect(audit[1]?.details.from).toBe(audit[0]?.details.to);
  });
});

describe('POST /api/admin/listings/status (the selected rows)', () => {
  it('changes each listing on its own and reports which ones failed and why', async () => {
    const [first, second] = await makeListings(testApp, 2, () => ({}), { sellerId: seller.id, status: 'pending' });
    const alreadyApproved = await sellersListing('approved');
    const draft = await sellersListing('draft');
    const unknownId = randomUUID();
    if (!first || !second) throw new Error('no listings');

    const response = await changeStatuses({ ids: [first.id, alreadyApproved.id, second.id, draft.id, unknownId, 'not-a-uuid', first.id], status: 'approved' }, admin);
    expect(jsonOf<BulkListingStatusResponse>(response, 200)).toEqual({
      changed: [
        { id: first.id, status: 'approved' },
        { id: second.id, status: 'approved' },
      ],
      failed: [
        { id: alreadyApproved.id, message: 'This listing is already approved.' },
        { id: draft.id, message: 'A draft listing cannot become approved.' },
        { id: unknownId, message: 'Listing not found' },
        { id: 'not-a-uuid', message: 'Listing not found' },
      ],
    });
    expect((await storedListing(first.id)).status).toBe('approved');
    expect((await storedListing(draft.id)).status).toBe('draft');
    expect(await auditRowsFor(first.id)).toHaveLength(1);
    expect(await sellersNotifications(second.id)).toHaveLength(1);
  });

  it('rejects a selection with one reason, shown to each seller', async () => {
    const mine = await sellersListing('pending');
    const theirs = await makeListing(testApp, { sellerId: otherSeller.id, status: 'approved' });
    const response = await changeStatuses({ ids: [mine.id, theirs.id], status: 'rejected', reason: 'Listed by a broker' }, admin);
    expect(jsonOf<BulkListingStatusResponse>(response, 200).changed).toHaveLength(2);
    for (const id of [mine.id, theirs.id]) expect(await storedListing(id)).toMatchObject({ status: 'rejected', rejectionReason: 'Listed by a broker' });
  });

  it('validates the selection as a whole', async () => {
    const listing = await sellersListing('pending');
    expect(errorOf(await changeStatuses({ ids: [listing.id], status: 'rejected' }, admin), 400).fields).toEqual({ reason: REJECTION_REASON_REQUIRED });
    expect(errorOf(await changeStatuses({ ids: [], status: 'approved' }, admin), 400).fields).toEqual({ ids: 'Select at least one listing' });
    const tooMany = Array.from({ length: ADMIN_BULK_MAX + 1 }, () => randomUUID());
    expect(errorOf(await changeStatuses({ ids: tooMany, status: 'approved' }, admin), 400).fields).toEqual({ ids: `At most ${ADMIN_BULK_MAX} listings at once` });
    expect((await storedListing(listing.id)).status).toBe('pending');
  });

  it('is for admins only', async () => {
    const listing = await sellersListing('pending');
    expect((await changeStatuses({ ids: [listing.id], status: 'approved' })).statusCode).toBe(401);
    for (const viewer of [buyer, seller]) expect(errorOf(await changeStatuses({ ids: [listing.id], status: 'approved' }, viewer), 403).message).toBe(NOT_ADMIN_MESSAGE);
    expect((await storedListing(listing.id)).status).toBe('pending');
  });
});

describe('GET /api/admin/listings (the table)', () => {
  it("shows every status, newest first, with the seller's name and e-mail", async () => {
    const marker = `Table row ${randomUUID().slice(0, 8)}`;
    const older = await sellersListing('rejected', { title: `${marker} older`, rejectionReason: 'Blurry photos' });
    const newer = await sellersListing('pending', { title: `${marker} newer` });
    const page = jsonOf<AdminListingsPage>(await listAdminListings({ search: marker }), 200);
    expect(page).toEqual({
      items: [
        {
          id: newer.id,
          title: newer.title,
          seller: { id: seller.id, fullName: 'Meera Kapoor', email: seller.email },
          askingPrice: newer.askingPrice,
          status: 'pending',
          rejectionReason: null,
          viewsCount: 0,
          createdAt: newer.createdAt.toISOString(),
        },
        expect.objectContaining({ id: older.id, status: 'rejected', rejectionReason: 'Blurry photos' }),
      ],
      nextCursor: null,
    });
  });

  it('pages through the rows with cursors, ties on the same instant broken by id, none twice and none missed', async () => {
    const marker = `Paged ${randomUUID().slice(0, 8)}`;
    // One statement: every row shares created_at, so only the id orders them.
    const rows = await makeListings(testApp, 7, (index) => ({ title: `${marker} ${index}` }), { sellerId: seller.id, status: 'pending' });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = jsonOf<AdminListingsPage>(await listAdminListings({ search: marker, limit: 3, cursor }), 200);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(rows.map((row) => row.id).sort().reverse());
  });

  it('filters by status (the pending queue first)', async () => {
    const marker = `Queue ${randomUUID().slice(0, 8)}`;
    const pending = await sellersListing('pending', { title: `${marker} a` });
    await sellersListing('approved', { title: `${marker} b` });
    await sellersListing('rejected', { title: `${marker} c`, rejectionReason: 'x' });
    const page = jsonOf<AdminListingsPage>(await listAdminListings({ search: marker, status: 'pending' }), 200);
    expect(page.items.map((item) => item.id)).toEqual([pending.id]);
    const everyPending = jsonOf<AdminListingsPage>(await listAdminListings({ status: 'pending', limit: 100 }), 200);
    expect(everyPending.items.every((item) => item.status === 'pending')).toBe(true);
  });

  it('searches titles (contains, any case) and seller e-mails', async () => {
    const marker = randomUUID().slice(0, 8);
    const byTitle = await sellersListing('approved', { title: `Organic DAIRY farm ${marker}` });
    const shopOwner = await makeProfile(db, { role: 'seller', email: `owner.${marker}@dairy.example`, fullName: 'Shop Owner' });
    const byEmail = await makeListing(db, { sellerId: shopOwner.id, title: 'Bakery in Nashik', status: 'pending' });
    const find = async (search: string) => jsonOf<AdminListingsPage>(await listAdminListings({ search }), 200).items.map((item) => item.id);

    expect(await find(`dairy farm ${marker}`)).toEqual([byTitle.id]);
    expect(await find(`OWNER.${marker}@`)).toEqual([byEmail.id]);
    expect((await find(marker)).sort()).toEqual([byTitle.id, byEmail.id].sort());
    // The description alone does not match: the search is the title or the e-mail.
    const described = await sellersListing('approved', { title: `Plain title ${marker}x` });
    await db.update(businessListings).set({ description: `unique-${marker}-description` }).where(eq(businessListings.id, described.id));
    expect(await find(`unique-${marker}-description`)).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    const marker = randomUUID().slice(0, 8);
    const percent = await sellersListing('approved', { title: `${marker} 100% growth` });
    await sellersListing('approved', { title: `${marker} 1000 growth` });
    const underscore = await sellersListing('approved', { title: `${marker} a_b` });
    await sellersListing('approved', { title: `${marker} axb` });
    const underscoreSeller = await makeProfile(db, { role: 'seller', email: `x_y.${marker}@example.com` });
    const byUnderscoreEmail = await makeListing(db, { sellerId: underscoreSeller.id, status: 'approved' });
    const otherSellerWithX = await makeProfile(db, { role: 'seller', email: `xzy.${marker}@example.com` });
    await makeListing(db, { sellerId: otherSellerWithX.id, status: 'approved' });
    const find = async (search: string) => jsonOf<AdminListingsPage>(await listAdminListings({ search }), 200).items.map((item) => item.id);

    expect(await find(`${marker} 100%`)).toEqual([percent.id]);
    expect(await find(`${marker} a_b`)).toEqual([underscore.id]);
    expect(await find(`x_y.${marker}`)).toEqual([byUnderscoreEmail.id]);
    expect(await find('%%%')).toEqual([]);
  });

  it('refuses malformed filters and cursors with 400 in the error shape', async () => {
    expect(errorOf(await listAdminListings({ status: 'archived' }), 400).fields).toEqual({ status: 'Unknown status' });
    expect(errorOf(await listAdminListings({ limit: 101 }), 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await listAdminListings({ search: 'a\u0007bc' }), 400).code).toBe('VALIDATION_FAILED');
    // Fewer than three characters: no index can narrow that down at a million listings.
    expect(errorOf(await listAdminListings({ search: ' ab ' }), 400).fields).toEqual({ search: ADMIN_SEARCH_TOO_SHORT });
    for (const cursor of ['garbage', Buffer.from('["2026-01-01T00:00:00.000000Z","not-a-uuid"]').toString('base64url')]) {
      expect(errorOf(await listAdminListings({ cursor }), 400)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { cursor: expect.any(String) } });
    }
  });

  it('an empty search is no search', async () => {
    const page = jsonOf<AdminListingsPage>(await listAdminListings({ search: '   ', limit: 1 }), 200);
    expect(page.items).toHaveLength(1);
  });
});

describe('effect on the public pages', () => {
  it('puts an approved listing into browse and a rejected one out of it', async () => {
    const title = `Moderated bakery ${randomUUID()}`;
    const listing = await sellersListing('pending', { title });
    const browseTitles = async () =>
      jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: withQuery('/api/listings', { search: title }) }), 200).items.map((item) => item.id);

    expect(await browseTitles()).toEqual([]);
    await changeStatus(listing.id, { status: 'approved' }, admin);
    expect(await browseTitles()).toEqual([listing.id]);
    expect((await testApp.request({ method: 'GET', url: `/api/listings/${listing.id}` })).statusCode).toBe(200);

    await changeStatus(listing.id, { status: 'rejected', reason: 'Sold elsewhere' }, admin);
    expect(await browseTitles()).toEqual([]);
    expect((await testApp.request({ method: 'GET', url: `/api/listings/${listing.id}` })).statusCode).toBe(404);
  });
});
