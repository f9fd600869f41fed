// Issue 24 (ADR 0031): an edit of an approved listing waits for review while the approved version stays public;
// the seller sees and withdraws it; an admin reads the diff and approves (applied, "Price reduced" / "Updated",
// favouriting buyers told) or rejects it with a reason (the public version stays). Only the seller and admins.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHANGES_WITHDRAWN_MESSAGE,
  FAVORITE_FIGURES_UPDATED_NOTIFICATION,
  FAVORITE_PRICE_REDUCED_NOTIFICATION,
  LISTING_CHANGES_APPROVED_NOTIFICATION,
  LISTING_CHANGES_REJECTED_NOTIFICATION,
  NO_PENDING_CHANGES_MESSAGE,
  REVISION_ALREADY_DECIDED_MESSAGE,
  REVISION_LISTING_NOT_PUBLIC_MESSAGE,
  type AdminRevisionsPage,
  type DecideRevisionResponse,
  type OwnPendingRevision,
} from '@common/listing-revisions.ts';
import type { BrowseResponse, ListingCard, ListingDetail } from '@common/listings.ts';
import type { ListingStatusResponse, MyListingsPage } from '@common/seller-listings.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { findCategoryId, makeFavorite, makeListing } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, businessListings, emailOutbox, listingRevisions, notifications } from '../../db/schema.ts';

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

const LAKH = 1_00_000 * 100;

/** An approved listing at ₹35 L, as the issue tells it. */
const approvedListing = (overrides: { title?: string; revenue?: number } = {}) =>
  makeListing(testApp, { sellerId: seller.id, status: 'approved', categoryId: technologyId, askingPrice: 35 * LAKH, revenue: 80 * LAKH, title: 'Filter coffee roastery', ...overrides });

const editValues = (listing: { title: string; description: string; location: string; revenue: number | null }, overrides: object = {}) => ({
  title: listing.title,
  categoryId: technologyId,
  description: listing.description,
  location: listing.location,
  askingPrice: 35 * LAKH,
  revenue: listing.revenue,
  ...overrides,
});

const edit = (listingId: string, payload: object, viewer?: TestUser) => testApp.request({ method: 'PUT', url: `/api/listings/${listingId}`, payload, cookie: viewer?.cookie });
const pendingOf = (listingId: string, viewer?: TestUser) => testApp.request({ method: 'GET', url: `/api/listings/${listingId}/pending-revision`, cookie: viewer?.cookie });
const withdraw = (listingId: string, viewer?: TestUser) => testApp.request({ method: 'DELETE', url: `/api/listings/${listingId}/pending-revision`, cookie: viewer?.cookie });
const queue = (viewer?: TestUser) => testApp.request({ method: 'GET', url: '/api/admin/listing-revisions', cookie: viewer?.cookie });
const decide = (revisionId: string, payload: object, viewer: TestUser = admin) =>
  testApp.request({ method: 'PATCH', url: `/api/admin/listing-revisions/${revisionId}/status`, payload, cookie: viewer.cookie });
async function publicDetail(listingId: string): Promise<ListingDetail> {
  return jsonOf<ListingDetail>(await testApp.request({ method: 'GET', url: `/api/listings/${listingId}` }), 200);
}

async function browseCard(listingId: string): Promise<ListingCard | undefined> {
  const browse = jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: '/api/listings?limit=48' }), 200);
  return browse.items.find((item) => item.id === listingId);
}

async function pendingRevisionId(listingId: string): Promise<string> {
  const revision = jsonOf<OwnPendingRevision>(await pendingOf(listingId, seller), 200).revision;
  if (!revision) throw new Error('no pending revision');
  return revision.id;
}

const notificationsOf = (userId: string, type: string) =>
  db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('an edit of an approved listing', () => {
  it('keeps the approved version public and unchanged in browse and detail until approved; the seller sees what waits', async () => {
    const listing = await approvedListing();
    const response = jsonOf<ListingStatusResponse>(await edit(listing.id, editValues(listing, { askingPrice: 33 * LAKH, title: 'Filter coffee roastery, Coorg' }), seller), 200);
    expect(response).toEqual({ id: listing.id, status: 'approved', hasPendingChanges: true });

    const shown = await publicDetail(listing.id);
    expect(shown).toMatchObject({ status: 'approved', title: 'Filter coffee roastery', askingPrice: 35 * LAKH, financialsNotice: null });
    expect(await browseCard(listing.id)).toMatchObject({ title: 'Filter coffee roastery', askingPrice: 35 * LAKH });

    const own = jsonOf<OwnPendingRevision>(await pendingOf(listing.id, seller), 200).revision;
    expect(own?.changes).toEqual([
      { field: 'title', label: 'Business Name', before: 'Filter coffee roastery', after: 'Filter coffee roastery, Coorg' },
      { field: 'askingPrice', label: 'Asking Price', before: '₹35,00,000', after: '₹33,00,000' },
    ]);
    expect(own?.proposed).toMatchObject({ askingPrice: 33 * LAKH, title: 'Filter coffee roastery, Coorg' });
    const mine = jsonOf<MyListingsPage>(await testApp.request({ method: 'GET', url: '/api/me/listings?limit=50', cookie: seller.cookie }), 200);
    expect(mine.items.find((item) => item.id === listing.id)).toMatchObject({ status: 'approved', hasPendingChanges: true });
  });

  it('keeps one pending change per listing: a new edit replaces it', async () => {
    const listing = await approvedListing();
    jsonOf(await edit(listing.id, editValues(listing, { askingPrice: 34 * LAKH }), seller), 200);
    jsonOf(await edit(listing.id, editValues(listing, { askingPrice: 32 * LAKH }), seller), 200);
    const rows = await db.select().from(listingRevisions).where(eq(listingRevisions.listingId, listing.id));
    expect(rows.map((row) => [row.status, (row.proposed as { askingPrice: number }).askingPrice])).toEqual([['pending', 32 * LAKH]]);
  });

  it('can be withdrawn by its seller: the approved version simply stays', async () => {
    const listing = await approvedListing();
    jsonOf(await edit(listing.id, editValues(listing, { askingPrice: 30 * LAKH }), seller), 200);
    expect(jsonOf(await withdraw(listing.id, seller), 200)).toEqual({ message: CHANGES_WITHDRAWN_MESSAGE });
    expect(jsonOf<OwnPendingRevision>(await pendingOf(listing.id, seller), 200)).toEqual({ revision: null });
    expect(errorOf(await withdraw(listing.id, seller), 404).message).toBe(NO_PENDING_CHANGES_MESSAGE);
    expect(await publicDetail(listing.id)).toMatchObject({ askingPrice: 35 * LAKH, status: 'approved' });
    const queued = jsonOf<AdminRevisionsPage>(await queue(admin), 200);
    expect(queued.items.some((item) => item.listing.id === listing.id)).toBe(false);
  });

  it('is the seller\'s and the admins\' only: 401 for visitors, 403 for others who see the listing, 404 for unknown ids', async () => {
    const listing = await approvedListing();
    jsonOf(await edit(listing.id, editValues(listing, { askingPrice: 30 * LAKH }), seller), 200);
    expect(errorOf(await pendingOf(listing.id), 401).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await withdraw(listing.id), 401).code).toBe('UNAUTHENTICATED');
    for (const viewer of [buyer, otherSeller]) {
      expect(errorOf(await pendingOf(listing.id, viewer), 403).code).toBe('FORBIDDEN');
      expect(errorOf(await withdraw(listing.id, viewer), 403).code).toBe('FORBIDDEN');
      expect(errorOf(await queue(viewer), 403).code).toBe('FORBIDDEN');
      expect(errorOf(await decide(await pendingRevisionId(listing.id), { status: 'approved' }, viewer), 403).code).toBe('FORBIDDEN');
    }
    expect(jsonOf<OwnPendingRevision>(await pendingOf(listing.id, admin), 200).revision?.changes).toHaveLength(1);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(errorOf(await pendingOf(id, seller), 404).message).toBe('Listing not found');
      expect(errorOf(await decide(id, { status: 'approved' }), 404).code).toBe('NOT_FOUND');
    }
    expect(await publicDetail(listing.id)).toMatchObject({ askingPrice: 35 * LAKH });
  });
});

describe('an edit of a listing that is not public', () => {
  it.each(['pending', 'draft'] as const)('changes a %s listing directly, as before: no pending change', async (status) => {
    const listing = await makeListing(testApp, { sellerId: seller.id, status, categoryId: technologyId, askingPrice: 35 * LAKH });
    expect(jsonOf<ListingStatusResponse>(await edit(listing.id, editValues(listing, { askingPrice: 33 * LAKH }), seller), 200)).toEqual({
      id: listing.id,
      status,
      hasPendingChanges: false,
    });
    const [stored] = await db.select().from(businessListings).where(eq(businessListings.id, listing.id));
    expect(stored).toMatchObject({ status, askingPrice: 33 * LAKH, previousAskingPrice: null, financialsChangedAt: null });
    expect(await db.select().from(listingRevisions).where(eq(listingRevisions.listingId, listing.id))).toEqual([]);
  });

  it('drops a change left from its approved days when the seller withdrew it and edits it directly; approving it then is a 409', async () => {
    const listing = await approvedListing();
    jsonOf(await edit(listing.id, editValues(listing, { askingPrice: 30 * LAKH }), seller), 200);
    const revisionId = await pendingRevisionId(listing.id);
    jsonOf(await testApp.request({ method: 'PATCH', url: `/api/listings/${listing.id}/status`, payload: { status: 'draft' }, cookie: seller.cookie }), 200);
    expect(errorOf(await decide(revisionId, { status: 'approved' }), 409).message).toBe(REVISION_LISTING_NOT_PUBLIC_MESSAGE);
    jsonOf(await edit(listing.id, editValues(listing, { askingPrice: 31 * LAKH }), seller), 200);
    expect(errorOf(await decide(revisionId, { status: 'approved' }), 409).message).toBe(REVISION_ALREADY_DECIDED_MESSAGE);
  });
});

describe("the admin's decision", () => {
  it('shows the change in the queue as a diff, and approving applies it: "Price reduced", audited, seller and favouriting buyers told', async () => {
    const listing = await approvedListing({ title: 'Chai kiosk at Bandra' });
    await makeFavorite(db, { userId: buyer.id, listingId: listing.id });
    jsonOf(await edit(listing.id, editValues(listing, { askingPrice: 33 * LAKH }), seller), 200);

    const queued = jsonOf<AdminRevisionsPage>(await queue(admin), 200).items.find((item) => item.listing.id === listing.id);
    expect(queued).toMatchObject({
      listing: { id: listing.id, title: 'Chai kiosk at Bandra' },
      seller: { id: seller.id },
      changes: [{ field: 'askingPrice', label: 'Asking Price', before: '₹35,00,000', after: '₹33,00,000' }],
    });
    const revisionId = queued?.id ?? '';
    expect(jsonOf<DecideRevisionResponse>(await decide(revisionId, { status: 'approved' }), 200)).toEqual({ id: revisionId, listingId: listing.id, status: 'approved' });
    expect(errorOf(await decide(revisionId, { status: 'approved' }), 409).message).toBe(REVISION_ALREADY_DECIDED_MESSAGE);

    expect(await publicDetail(listing.id)).toMatchObject({ status: 'approved', askingPrice: 33 * LAKH, financialsNotice: 'price_reduced', previousAskingPrice: 35 * LAKH });
    expect(await browseCard(listing.id)).toMatchObject({ askingPrice: 33 * LAKH, financialsNotice: 'price_reduced', previousAskingPrice: 35 * LAKH });
    expect(jsonOf<OwnPendingRevision>(await pendingOf(listing.id, seller), 200)).toEqual({ revision: null });

    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.targetId, listing.id), eq(auditLog.action, 'listing.changes_approved')));
    expect(audit).toMatchObject({ actorId: admin.id, details: { revisionId, fields: 'Asking Price', label: 'Chai kiosk at Bandra' } });
    expect(await notificationsOf(seller.id, LISTING_CHANGES_APPROVED_NOTIFICATION)).toHaveLength(1);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, seller.email));
    expect(mails.map((mail) => mail.subject)).toContain('Your changes are live: Chai kiosk at Bandra');

    // The favouriting buyer hears through the job queue.
    await vi.waitFor(
      async () => {
        await testApp.app.outbox.drain();
        const [notice] = await notificationsOf(buyer.id, FAVORITE_PRICE_REDUCED_NOTIFICATION);
        expect(notice?.message).toBe('"Chai kiosk at Bandra" now asks ₹33 L (was ₹35 L).');
      },
      { timeout: 15_000, interval: 50 },
    );
  });

  it('says "Updated" for a higher price or other figures, and nothing for a change of words only', async () => {
    const raised = await approvedListing();
    jsonOf(await edit(raised.id, editValues(raised, { askingPrice: 40 * LAKH }), seller), 200);
    jsonOf(await decide(await pendingRevisionId(raised.id), { status: 'approved' }), 200);
    expect(await publicDetail(raised.id)).toMatchObject({ askingPrice: 40 * LAKH, financialsNotice: 'updated', previousAskingPrice: null });

    const revenue = await approvedListing();
    await makeFavorite(db, { userId: buyer.id, listingId: revenue.id });
    jsonOf(await edit(revenue.id, editValues(revenue, { revenue: 90 * LAKH }), seller), 200);
    jsonOf(await decide(await pendingRevisionId(revenue.id), { status: 'approved' }), 200);
    expect(await publicDetail(revenue.id)).toMatchObject({ revenue: 90 * LAKH, financialsNotice: 'updated' });
    await vi.waitFor(
      async () => {
        await testApp.app.outbox.drain();
        expect(await notificationsOf(buyer.id, FAVORITE_FIGURES_UPDATED_NOTIFICATION)).toHaveLength(1);
      },
      { timeout: 15_000, interval: 50 },
    );

    const words = await approvedListing();
    jsonOf(await edit(words.id, editValues(words, { description: 'Roasted daily in small batches.' }), seller), 200);
    jsonOf(await decide(await pendingRevisionId(words.id), { status: 'approved' }), 200);
    expect(await publicDetail(words.id)).toMatchObject({ description: 'Roasted daily in small batches.', financialsNotice: null });
  });

  it('rejects with a reason: the public version stays, the seller is told why; no reason is a 400', async () => {
    const listing = await approvedListing({ title: 'Idli batter unit' });
    jsonOf(await edit(listing.id, editValues(listing, { askingPrice: 20 * LAKH }), seller), 200);
    const revisionId = await pendingRevisionId(listing.id);
    expect(errorOf(await decide(revisionId, { status: 'rejected' }), 400).code).toBe('VALIDATION_FAILED');
    const reason = 'A 40% cut needs the latest audited accounts.';
    expect(jsonOf<DecideRevisionResponse>(await decide(revisionId, { status: 'rejected', reason }), 200).status).toBe('rejected');
    expect(await publicDetail(listing.id)).toMatchObject({ status: 'approved', askingPrice: 35 * LAKH, financialsNotice: null });
    const [notice] = await notificationsOf(seller.id, LISTING_CHANGES_REJECTED_NOTIFICATION);
    expect(notice?.data).toMatchObject({ listing_id: listing.id, reason });
    const [stored] = await db.select().from(listingRevisions).where(eq(listingRevisions.id, revisionId));
    expect(stored).toMatchObject({ status: 'rejected', rejectionReason: reason, decidedBy: admin.id });
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.targetId, listing.id), eq(auditLog.action, 'listing.changes_rejected')));
    expect(audit?.details).toMatchObject({ reason });
  });
});
