// "Report this listing" and the Reports tab (issue 10): any signed-in user reports a listing they can see, once;
// admins see the open reports oldest first and dismiss one or reject its listing, which closes every open report
// of that listing and tells the seller like any rejection.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_REPORT_MESSAGE,
  LISTING_REJECTED_NOTIFICATION,
  NOT_ADMIN_MESSAGE,
  OWN_LISTING_REPORT_MESSAGE,
  REJECTION_REASON_REQUIRED,
  REPORT_ALREADY_CLOSED_MESSAGE,
  REPORT_DETAILS_REQUIRED,
  REPORT_NOT_FOUND_MESSAGE,
  type AdminReportRow,
} from '@common/admin.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { makeListing, makeProfile } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, businessListings, listingReports, notifications } from '../../db/schema.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;
let secondAdmin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  seller = await testApp.makeUser({ role: 'seller', fullName: 'Meera Kapoor' });
  buyer = await testApp.makeUser({ fullName: 'Arjun Das' });
  otherBuyer = await testApp.makeUser();
  admin = await testApp.makeUser({ role: 'admin' });
  secondAdmin = await testApp.makeUser({ role: 'admin' });
});
afterAll(() => testApp.close());

const report = (listingId: string, payload: object, viewer?: TestUser) =>
  testApp.request({ method: 'POST', url: `/api/listings/${listingId}/reports`, payload, cookie: viewer?.cookie });
const openReports = (query: Record<string, string | number | undefined> = {}, viewer: TestUser = admin) =>
  testApp.request({ method: 'GET', url: withQuery('/api/admin/reports', query), cookie: viewer.cookie });
const dismiss = (reportId: string, viewer?: TestUser) => testApp.request({ method: 'POST', url: `/api/admin/reports/${reportId}/dismiss`, cookie: viewer?.cookie });
const rejectListing = (reportId: string, payload: object, viewer?: TestUser) =>
  testApp.request({ method: 'POST', url: `/api/admin/reports/${reportId}/reject-listing`, payload, cookie: viewer?.cookie });

async function storedReport(id: string) {
  const [row] = await db.select().from(listingReports).where(eq(listingReports.id, id));
  return row;
}

async function allOpenReports(): Promise<AdminReportRow[]> {
  const rows: AdminReportRow[] = [];
  let cursor: string | undefined;
  do {
    const page = jsonOf<{ items: AdminReportRow[]; nextCursor: string | null }>(await openReports({ cursor, limit: 2 }), 200);
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

describe('POST /api/listings/:id/reports', () => {
  it('records a report of a listing the user can see, once per listing and user', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const created = jsonOf<{ id: string }>(await report(listing.id, { reason: 'misleading', details: '  Revenue looks invented  ' }, buyer), 201);
    expect(await storedReport(created.id)).toMatchObject({ listingId: listing.id, reporterId: buyer.id, reason: 'misleading', details: 'Revenue looks invented', status: 'open' });

    expect(errorOf(await report(listing.id, { reason: 'fraud' }, buyer), 409)).toEqual({ code: 'CONFLICT', message: DUPLICATE_REPORT_MESSAGE });
    // Another user may report it too.
    expect((await report(listing.id, { reason: 'duplicate' }, otherBuyer)).statusCode).toBe(201);
  });

  it('lets two reports of one user at once make one row', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const answers = await Promise.all([report(listing.id, { reason: 'fraud' }, buyer), report(listing.id, { reason: 'fraud' }, buyer)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await db.select().from(listingReports).where(eq(listingReports.listingId, listing.id))).toHaveLength(1);
  });

  it('needs a known reason, and details for "other"', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    expect(errorOf(await report(listing.id, { reason: 'spam' }, buyer), 400).fields).toEqual({ reason: 'Choose a reason' });
    expect(errorOf(await report(listing.id, { reason: 'other', details: '   ' }, buyer), 400).fields).toEqual({ details: REPORT_DETAILS_REQUIRED });
    expect(errorOf(await report(listing.id, { reason: 'fraud', details: 'x'.repeat(1001) }, buyer), 400).fields).toEqual({ details: 'Must be at most 1000 characters' });
    expect(await db.select().from(listingReports).where(eq(listingReports.listingId, listing.id))).toEqual([]);
  });

  it("refuses visitors, the listing's own seller, and listings the user cannot see", async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    expect(errorOf(await report(listing.id, { reason: 'fraud' }), 401).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await report(listing.id, { reason: 'fraud' }, seller), 403)).toEqual({ code: 'FORBIDDEN', message: OWN_LISTING_REPORT_MESSAGE });
    const pending = await makeListing(testApp, { sellerId: seller.id, status: 'pending' });
    for (const id of [pending.id, randomUUID(), 'not-a-uuid']) {
      expect(errorOf(await report(id, { reason: 'fraud' }, buyer), 404).message).toBe('Listing not found');
    }
  });
});

describe('GET /api/admin/reports', () => {
  it('lists the open reports oldest first, with the listing and the reporter, page by page', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id, title: 'Queue listing' });
    const first = jsonOf<{ id: string }>(await report(listing.id, { reason: 'fraud' }, buyer), 201);
    const second = jsonOf<{ id: string }>(await report(listing.id, { reason: 'other', details: 'Wrong city' }, otherBuyer), 201);
    const rows = await allOpenReports();
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.find((row) => row.id === second.id)).toEqual({
      id: second.id,
      listing: { id: listing.id, title: 'Queue listing', status: 'approved' },
      reporter: { id: otherBuyer.id, fullName: 'Test User', email: otherBuyer.email },
      reason: 'other',
      details: 'Wrong city',
      createdAt: expect.any(String),
    });
    const sorted = [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(rows.map((row) => row.createdAt)).toEqual(sorted.map((row) => row.createdAt));
  });

  it('is for admins only', async () => {
    expect((await testApp.request({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
    for (const viewer of [buyer, seller]) expect(errorOf(await openReports({}, viewer), 403).message).toBe(NOT_ADMIN_MESSAGE);
  });

  it('refuses a malformed cursor with 400', async () => {
    expect(errorOf(await openReports({ cursor: 'bogus' }), 400).code).toBe('VALIDATION_FAILED');
  });
});

describe('dismissing a report', () => {
  it('closes it, keeps the listing, and writes the audit log', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id, title: 'Kept listing' });
    const created = jsonOf<{ id: string }>(await report(listing.id, { reason: 'duplicate' }, buyer), 201);
    expect(jsonOf(await dismiss(created.id, admin), 200)).toEqual({ id: created.id, status: 'dismissed' });
    expect(await storedReport(created.id)).toMatchObject({ status: 'dismissed', resolvedBy: admin.id, resolvedAt: expect.any(Date) });
    const [stored] = await db.select().from(businessListings).where(eq(businessListings.id, listing.id));
    expect(stored?.status).toBe('approved');
    expect((await allOpenReports()).map((row) => row.id)).not.toContain(created.id);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'report.dismissed', targetType: 'listing_report', details: { listingId: listing.id, reason: 'duplicate', label: 'Kept listing' } }),
    ]);
    // Twice: already handled.
    expect(errorOf(await dismiss(created.id, secondAdmin), 409)).toEqual({ code: 'CONFLICT', message: REPORT_ALREADY_CLOSED_MESSAGE });
  });

  it('is for admins only, and answers unknown reports with 404', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const created = jsonOf<{ id: string }>(await report(listing.id, { reason: 'duplicate' }, buyer), 201);
    expect((await dismiss(created.id)).statusCode).toBe(401);
    for (const viewer of [buyer, seller]) expect(errorOf(await dismiss(created.id, viewer), 403).message).toBe(NOT_ADMIN_MESSAGE);
    expect((await storedReport(created.id))?.status).toBe('open');
    for (const id of [randomUUID(), 'nope']) expect(errorOf(await dismiss(id, admin), 404)).toEqual({ code: 'NOT_FOUND', message: REPORT_NOT_FOUND_MESSAGE });
  });
});

describe('rejecting the listing of a report', () => {
  it('rejects with the reason, tells the seller, and closes every open report of that listing', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id, title: 'Reported listing' });
    const first = jsonOf<{ id: string }>(await report(listing.id, { reason: 'fraud' }, buyer), 201);
    const second = jsonOf<{ id: string }>(await report(listing.id, { reason: 'misleading' }, otherBuyer), 201);
    const elsewhere = await makeListing(testApp, { sellerId: seller.id });
    const unrelated = jsonOf<{ id: string }>(await report(elsewhere.id, { reason: 'fraud' }, buyer), 201);

    expect(jsonOf(await rejectListing(first.id, { reason: 'Confirmed fraud' }, admin), 200)).toEqual({ id: first.id, status: 'actioned' });

    const [stored] = await db.select().from(businessListings).where(eq(businessListings.id, listing.id));
    expect(stored).toMatchObject({ status: 'rejected', rejectionReason: 'Confirmed fraud' });
    for (const id of [first.id, second.id]) expect(await storedReport(id)).toMatchObject({ status: 'actioned', resolvedBy: admin.id });
    expect((await storedReport(unrelated.id))?.status).toBe('open');
    const told = await db.select().from(notifications).where(and(eq(notifications.userId, seller.id), eq(notifications.type, LISTING_REJECTED_NOTIFICATION)));
    expect(told.filter((row) => row.data.listing_id === listing.id)).toEqual([expect.objectContaining({ data: expect.objectContaining({ reason: 'Confirmed fraud' }) })]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, listing.id));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, action: 'listing.rejected', details: expect.objectContaining({ reportId: first.id, reason: 'Confirmed fraud' }) })]);
    // The other report was closed with it.
    expect(errorOf(await rejectListing(second.id, { reason: 'Again' }, admin), 409).message).toBe(REPORT_ALREADY_CLOSED_MESSAGE);
  });

  it('closes the open reports of a listing rejected from the listings table too', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const created = jsonOf<{ id: string }>(await report(listing.id, { reason: 'fraud' }, buyer), 201);
    jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listing.id}/status`, cookie: admin.cookie, payload: { status: 'rejected', reason: 'Fake' } }), 200);
    expect((await storedReport(created.id))?.status).toBe('actioned');
  });

  it('lets one of two admins acting on the same report win', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const created = jsonOf<{ id: string }>(await report(listing.id, { reason: 'fraud' }, buyer), 201);
    const answers = await Promise.all([rejectListing(created.id, { reason: 'Fraud' }, admin), dismiss(created.id, secondAdmin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const status = (await storedReport(created.id))?.status;
    const [stored] = await db.select().from(businessListings).where(eq(businessListings.id, listing.id));
    // Whichever won, the listing and the report agree.
    expect(stored?.status === 'rejected' ? status === 'actioned' : status === 'dismissed').toBe(true);
  });

  it('races a rejection from the listings table without a deadlock: one rejects, the other meets its result', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const created = jsonOf<{ id: string }>(await report(listing.id, { reason: 'fraud' }, buyer), 201);
    const answers = await Promise.all([
      rejectListing(created.id, { reason: 'Fraud' }, admin),
      testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listing.id}/status`, cookie: secondAdmin.cookie, payload: { status: 'rejected', reason: 'Fake' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await storedReport(created.id))?.status).toBe('actioned');
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, listing.id))).toHaveLength(1);
  });

  it('needs a reason, is for admins only, and changes nothing when refused', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const created = jsonOf<{ id: string }>(await report(listing.id, { reason: 'fraud' }, buyer), 201);
    expect(errorOf(await rejectListing(created.id, { reason: '  ' }, admin), 400).fields).toEqual({ reason: REJECTION_REASON_REQUIRED });
    expect((await rejectListing(created.id, { reason: 'x' })).statusCode).toBe(401);
    for (const viewer of [buyer, seller]) expect(errorOf(await rejectListing(created.id, { reason: 'x' }, viewer), 403).message).toBe(NOT_ADMIN_MESSAGE);
    const [stored] = await db.select().from(businessListings).where(eq(businessListings.id, listing.id));
    expect(stored?.status).toBe('approved');
    expect((await storedReport(created.id))?.status).toBe('open');
  });

  it('answers a listing that can no longer be rejected with 409 and keeps the report open', async () => {
    const owner = await makeProfile(db, { role: 'seller' });
    const listing = await makeListing(db, { sellerId: owner.id });
    const created = jsonOf<{ id: string }>(await report(listing.id, { reason: 'fraud' }, buyer), 201);
    // The seller withdrew it meanwhile (a draft cannot be rejected).
    await db.update(businessListings).set({ status: 'draft' }).where(eq(businessListings.id, listing.id));
    expect(errorOf(await rejectListing(created.id, { reason: 'Fraud' }, admin), 409).message).toBe('A draft listing cannot become rejected.');
    expect((await storedReport(created.id))?.status).toBe('open');
  });
});
