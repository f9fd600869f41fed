// PATCH /api/admin/listings/:id/status: moderation (SPEC §4 listing status; ARCHITECTURE §5, 409 for an
// illegal status change; every change leaves an audit_log row).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECTION_REASON_REQUIRED } from '@common/admin.ts';
import type { BrowseResponse, ListingStatus } from '@common/listings.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { makeListing } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, businessListings } from '../../db/schema.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  seller = await testApp.makeUser({ role: 'seller' });
  otherSeller = await testApp.makeUser({ role: 'seller' });
  buyer = await testApp.makeUser({ role: 'buyer' });
  admin = await testApp.makeUser({ role: 'admin' });
});
afterAll(() => testApp.close());

function changeStatus(listingId: string, payload: Record<string, unknown>, viewer?: TestUser) {
  return testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listingId}/status`, payload, cookie: viewer?.cookie });
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

describe('who may change a status', () => {
  it('asks visitors to sign in', async () => {
    const listing = await sellersListing('pending');
    expect(errorOf(await changeStatus(listing.id, { status: 'approved' }), 401).code).toBe('UNAUTHENTICATED');
    expect((await storedListing(listing.id)).status).toBe('pending');
  });

  it('refuses buyers, sellers and the listing\'s own seller', async () => {
    const listing = await sellersListing('pending');
    for (const viewer of [buyer, otherSeller, seller]) {
      expect(errorOf(await changeStatus(listing.id, { status: 'approved' }, viewer), 403)).toEqual({
        code: 'FORBIDDEN',
        message: "You don't have admin privileges.",
      });
    }
    expect((await storedListing(listing.id)).status).toBe('pending');
    expect(await auditRowsFor(listing.id)).toEqual([]);
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
      details: { from, to, reason: reason ?? null },
    });
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

  it.each<[ListingStatus, 'approved' | 'rejected']>([
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['draft', 'approved'],
    ['draft', 'rejected'],
  ])('refuses %s → %s with 409 and changes nothing', async (from, to) => {
    const listing = await sellersListing(from);
    const reason = to === 'rejected' ? 'Not allowed anyway' : undefined;
    expect(errorOf(await changeStatus(listing.id, { status: to, reason }, admin), 409)).toEqual({
      code: 'CONFLICT',
      message: `A ${from} listing cannot become ${to}.`,
    });
    const stored = await storedListing(listing.id);
    expect(stored.status).toBe(from);
    expect(stored.updatedAt).toEqual(listing.updatedAt);
    expect(await auditRowsFor(listing.id)).toEqual([]);
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
