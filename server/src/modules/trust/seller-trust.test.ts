// Who the seller is (issue 25; ADR 0037): the reply time's definition, the job that keeps it on the profile, the
// badge's date, what the listing page and the cards say about a seller (and nothing private), home's figures.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InquiryDetail } from '@common/inquiries.ts';
import type { BrowseResponse, ListingDetail } from '@common/listings.ts';
import type { SiteFigures } from '@common/site-figures.ts';
import { REPLY_TIME_MIN_REPLIED, replyTimeText } from '@common/trust-text.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeInquiry, makeListing, makeMessage, makeProfile } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { businessListings, jobs, profiles } from '../../db/schema.ts';
import { forgetApprovedCounts } from '../listings/count-cache.ts';
import { computeReplyTime, SELLER_REPLY_TIME_JOB, sellerReplyTimeKey, shownReplyMedian } from './reply-time.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});
const db = () => testApp.database.db;

const HOUR_MS = 3_600_000;

/**
 * A seller with one inquiry per delay (seconds from the inquiry to the seller's first reply), the first delay the
 * newest inquiry; null makes an inquiry the seller never answered.
 */
async function sellerWithReplies(delays: Array<number | null>) {
  const seller = await makeProfile(db(), { role: 'seller' });
  const listing = await makeListing(db(), { sellerId: seller.id });
  const now = Date.now();
  for (const [index, delay] of delays.entries()) {
    const askedAt = new Date(now - (index + 1) * 100 * HOUR_MS);
    const buyer = await makeProfile(db());
    const inquiry = await makeInquiry(db(), { listingId: listing.id, sellerId: seller.id, buyerId: buyer.id, createdAt: askedAt, sellerResponded: delay !== null });
    if (delay === null) continue;
    await makeMessage(db(), { inquiryId: inquiry.id, senderId: seller.id, createdAt: new Date(askedAt.getTime() + delay * 1000) });
    // Later messages, the buyer's and the seller's own, are not the first reply.
    await makeMessage(db(), { inquiryId: inquiry.id, senderId: buyer.id, createdAt: new Date(askedAt.getTime() + (delay + 10) * 1000) });
    await makeMessage(db(), { inquiryId: inquiry.id, senderId: seller.id, createdAt: new Date(askedAt.getTime() + (delay + 99_999) * 1000) });
  }
  return seller;
}

describe('the reply time (median seconds to the first reply)', () => {
  it('is not shown with fewer than three replied inquiries', async () => {
    const seller = await sellerWithReplies([60, 120, null, null]);
    const stats = await computeReplyTime(db(), seller.id);
    expect(stats).toEqual({ replied: 2, medianSeconds: 90 });
    expect(shownReplyMedian({ replyMedianSeconds: stats.medianSeconds, repliedInquiriesCount: stats.replied })).toBeNull();
    expect(REPLY_TIME_MIN_REPLIED).toBe(3);
    expect(shownReplyMedian({ replyMedianSeconds: 90, repliedInquiriesCount: 3 })).toBe(90);
  });

  it('is the middle value of an odd count, and the mean of the two middle ones of an even count', async () => {
    expect(await computeReplyTime(db(), (await sellerWithReplies([600, 60, 180])).id)).toEqual({ replied: 3, medianSeconds: 180 });
    expect(await computeReplyTime(db(), (await sellerWithReplies([600, 60, 180, 120])).id)).toEqual({ replied: 4, medianSeconds: 150 });
  });

  it('counts only the latest 20 replied inquiries, skipping unanswered ones', async () => {
    // The 20 newest replied inquiries took a minute, with unanswered ones among them; 21 older ones took days,
    // which over all 41 would make the median days.
    const delays = [...Array.from({ length: 20 }, (_, index) => (index % 5 === 0 ? [null, 60] : [60])).flat(), ...Array.from({ length: 21 }, () => 5 * 86_400)];
    const seller = await sellerWithReplies(delays);
    expect(await computeReplyTime(db(), seller.id)).toEqual({ replied: 20, medianSeconds: 60 });
  });

  it('is nothing for a seller without replies', async () => {
    const seller = await sellerWithReplies([null]);
    expect(await computeReplyTime(db(), seller.id)).toEqual({ replied: 0, medianSeconds: null });
  });

  it('is said as an upper bound in words', () => {
    expect(replyTimeText(300)).toBe('Usually replies within 15 minutes');
    expect(replyTimeText(3600)).toBe('Usually replies within an hour');
    expect(replyTimeText(3601)).toBe('Usually replies within 2 hours');
    expect(replyTimeText(86_400)).toBe('Usually replies within 24 hours');
    expect(replyTimeText(2 * 86_400 + 1)).toBe('Usually replies within 3 days');
  });
});

async function ask(buyer: TestUser, listingId: string): Promise<string> {
  const created = await testApp.request({ method: 'POST', url: `/api/listings/${listingId}/inquiries`, cookie: buyer.cookie, payload: { message: 'Is it still for sale?' } });
  return jsonOf<InquiryDetail>(created, 201).id;
}

async function reply(seller: TestUser, inquiryId: string, message = 'Yes, it is.') {
  jsonOf(await testApp.request({ method: 'POST', url: `/api/inquiries/${inquiryId}/messages`, cookie: seller.cookie, payload: { message } }), 201);
}

const replyTimeJobsOf = (sellerId: string) =>
  db().select().from(jobs).where(and(eq(jobs.kind, SELLER_REPLY_TIME_JOB), sql`${jobs.payload}->>'sellerId' = ${sellerId}`));

async function detailOf(listingId: string, viewer?: TestUser): Promise<ListingDetail> {
  return jsonOf<ListingDetail>(await testApp.request({ method: 'GET', url: `/api/listings/${listingId}`, cookie: viewer?.cookie }), 200);
}

describe('the seller-reply-time job', () => {
  it('is enqueued by a seller’s first reply in a conversation, and stores the figures the listing page shows', async () => {
    const seller = await testApp.makeUser({ role: 'seller' });
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const inquiryIds: string[] = [];
    for (let index = 0; index < 3; index += 1) inquiryIds.push(await ask(await testApp.makeUser(), listing.id));

    await reply(seller, inquiryIds[0]!);
    const [job] = await replyTimeJobsOf(seller.id);
    expect(job).toMatchObject({ status: 'pending', dedupeKey: sellerReplyTimeKey(seller.id), payload: { sellerId: seller.id } });
    // A second message in the same conversation is not a first reply: nothing more is enqueued.
    await reply(seller, inquiryIds[0]!, 'Anything else?');
    await reply(seller, inquiryIds[1]!);
    await reply(seller, inquiryIds[2]!);
    expect((await replyTimeJobsOf(seller.id)).length).toBeGreaterThanOrEqual(1);

    await testApp.app.outbox.drain();
    await vi.waitFor(async () => {
      const pending = (await replyTimeJobsOf(seller.id)).filter((row) => row.status !== 'done');
      expect(pending).toEqual([]);
    });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, seller.id));
    expect(profile?.repliedInquiriesCount).toBe(3);
    expect(profile?.replyMedianSeconds).not.toBeNull();
    forgetApprovedCounts(db());
    const detail = await detailOf(listing.id);
    expect(detail.seller.replyMedianSeconds).toBe(profile?.replyMedianSeconds);
  });
});

describe('the badge’s date', () => {
  it('is set when an admin verifies a seller and cleared when the badge is taken away', async () => {
    const admin = await testApp.makeUser({ role: 'admin' });
    const seller = await testApp.makeUser({ role: 'seller' });
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const setVerified = (verified: boolean) =>
      testApp.request({ method: 'PATCH', url: `/api/admin/users/${seller.id}/verified`, payload: { verified }, cookie: admin.cookie });

    const before = Date.now();
    jsonOf(await setVerified(true), 200);
    const [verified] = await db().select().from(profiles).where(eq(profiles.id, seller.id));
    expect(verified?.verifiedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const detail = await detailOf(listing.id);
    expect(detail.seller).toMatchObject({ verified: true, verifiedAt: verified?.verifiedAt?.toISOString() });

    jsonOf(await setVerified(false), 200);
    const [unverified] = await db().select().from(profiles).where(eq(profiles.id, seller.id));
    expect(unverified?.verifiedAt).toBeNull();
    expect((await detailOf(listing.id)).seller).toMatchObject({ verified: false, verifiedAt: null });
  });
});

describe('what the pages say about a seller', () => {
  it('gives the listing page public facts only', async () => {
    const seller = await testApp.makeUser({ role: 'seller', fullName: 'Trusty Seller' });
    const listing = await makeListing(testApp, { sellerId: seller.id });
    await makeListing(testApp, { sellerId: seller.id });
    await makeListing(testApp, { sellerId: seller.id, status: 'pending' });
    await db().update(profiles).set({ phone: '+919812345678', companyName: 'Trusty Traders' }).where(eq(profiles.id, seller.id));
    forgetApprovedCounts(db());

    const detail = await detailOf(listing.id, await testApp.makeUser());
    expect(Object.keys(detail.seller).sort()).toEqual(
      ['approvedListingsCount', 'companyName', 'fullName', 'id', 'memberSince', 'replyMedianSeconds', 'verified', 'verifiedAt'].sort(),
    );
    expect(detail.seller).toMatchObject({ fullName: 'Trusty Seller', companyName: 'Trusty Traders', approvedListingsCount: 2, replyMedianSeconds: null });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, seller.id));
    expect(detail.seller.memberSince).toBe(profile?.createdAt.toISOString());
    const sellerText = JSON.stringify(detail.seller);
    expect(sellerText).not.toContain(seller.email.toLowerCase());
    expect(sellerText).not.toContain('9812345678');
  });

  it('gives each card its seller’s badge and reply time, and nothing else of the seller', async () => {
    const seller = await sellerWithReplies([60, 120, 180]);
    const profile = await db().update(profiles).set({ verified: true, verifiedAt: new Date('2026-03-01T10:00:00Z'), replyMedianSeconds: 120, repliedInquiriesCount: 3 }).where(eq(profiles.id, seller.id)).returning();
    expect(profile).toHaveLength(1);
    forgetApprovedCounts(db());

    const page = jsonOf<BrowseResponse>(await testApp.request({ method: 'GET', url: '/api/listings?sort=date&order=desc&limit=48' }), 200);
    const card = page.items.find((item) => item.sellerId === seller.id);
    expect(card?.seller).toEqual({ verified: true, verifiedAt: '2026-03-01T10:00:00.000Z', replyMedianSeconds: 120 });
    for (const item of page.items) expect(Object.keys(item.seller ?? {}).sort()).toEqual(['replyMedianSeconds', 'verified', 'verifiedAt']);

    const featured = jsonOf<{ items: BrowseResponse['items'] }>(await testApp.request({ method: 'GET', url: '/api/listings/featured' }), 200);
    for (const item of featured.items) expect(item.seller).toBeDefined();
  });
});

describe('GET /api/site-figures (home’s claims)', () => {
  it('equals the approved listings and the registered users counted now', async () => {
    await makeListing(testApp, { categoryId: null });
    await makeListing(testApp, { status: 'pending' });
    forgetApprovedCounts(db());
    const figures = jsonOf<SiteFigures>(await testApp.request({ method: 'GET', url: '/api/site-figures' }), 200);
    const [approved] = await db().select({ value: count() }).from(businessListings).where(eq(businessListings.status, 'approved'));
    const [users] = await db().select({ value: count() }).from(profiles);
    expect(figures).toEqual({ approvedListings: approved?.value, registeredUsers: users?.value });
  });
});
