// Sending an inquiry (SPEC §2 Listing detail, §5, §8; ARCHITECTURE §5): who may, once per listing, and what
// the seller gets in the same transaction (notification, e-mail in the outbox, a realtime event after commit).
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_INQUIRY_MESSAGE, type InquiryDetail, type ViewerInquiry } from '@common/inquiries.ts';
import type { ListingDetail } from '@common/listings.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { makeListing, type ListingOverrides } from '../../../test/factories.ts';
import { makeConversationCast } from '../../../test/conversation-cast.ts';
import { DeliveredEvents } from '../../../test/delivered-events.ts';
import { createTestApp, PUBLIC_URL, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox, inquiries, inquiryMessages, notifications } from '../../db/schema.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let delivered: DeliveredEvents;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  delivered = await DeliveredEvents.listen(testApp.database);
  ({ seller, buyer, otherBuyer, otherSeller, admin } = await makeConversationCast(testApp));
});
afterAll(async () => {
  await delivered.stop();
  await testApp.close();
});

function sellersListing(overrides: ListingOverrides = {}) {
  return makeListing(testApp, { sellerId: seller.id, ...overrides });
}

function enquire(listingId: string, viewer: TestUser | undefined, payload: unknown = { message: 'Is the business still available?' }) {
  return testApp.request({ method: 'POST', url: `/api/listings/${listingId}/inquiries`, cookie: viewer?.cookie, payload: payload as object });
}

function viewerInquiry(listingId: string, viewer?: TestUser) {
  return testApp.request({ method: 'GET', url: `/api/listings/${listingId}/inquiry`, cookie: viewer?.cookie });
}

function reply(inquiryId: string, viewer: TestUser, message = 'Yes, it is. Call me.') {
  return testApp.request({ method: 'POST', url: `/api/inquiries/${inquiryId}/messages`, cookie: viewer.cookie, payload: { message } });
}

async function storedInquiries(listingId: string) {
  return db.select().from(inquiries).where(eq(inquiries.listingId, listingId));
}

describe('POST /api/listings/:id/inquiries', () => {
  it('creates the inquiry and its first message, and answers the conversation header', async () => {
    const listing = await sellersListing({ title: 'Bakery in Indore' });
    const created = jsonOf<InquiryDetail>(await enquire(listing.id, buyer, { message: '  Is it still available?\nWe are keen.  ' }), 201);
    expect(created).toMatchObject({
      listing: { id: listing.id, title: 'Bakery in Indore' },
      viewerRole: 'buyer',
      counterpart: { id: seller.id, fullName: 'Sunita Seller' },
      status: 'pending',
      sellerResponded: false,
      initialMessage: 'Is it still available?\nWe are keen.',
      canSendMessages: false,
      closedAt: null,
    });
    const [stored] = await storedInquiries(listing.id);
    expect(stored).toMatchObject({ id: created.id, buyerId: buyer.id, sellerId: seller.id, message: 'Is it still available?\nWe are keen.' });
    const messages = await db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, created.id));
    expect(messages).toEqual([expect.objectContaining({ id: created.initialMessageId, senderId: buyer.id, readByBuyer: true, readBySeller: false })]);
  });

  it('notifies the seller and queues the e-mail in the same transaction, and publishes with the commit', async () => {
    const listing = await sellersListing({ title: 'Dhaba <on> NH48 & "sons"' });
    await delivered.clear();
    const created = jsonOf<InquiryDetail>(await enquire(listing.id, buyer, { message: 'Hello <script>alert(1)</script>' }), 201);

    const [notification] = await db.select().from(notifications).where(and(eq(notifications.userId, seller.id), sql`${notifications.data}->>'inquiry_id' = ${created.id}`));
    expect(notification).toMatchObject({
      type: 'inquiry',
      title: 'New Inquiry',
      message: 'Bharat Buyer asked about Dhaba <on> NH48 & "sons"',
      data: { inquiry_id: created.id, listing_title: 'Dhaba <on> NH48 & "sons"', sender_type: 'buyer' },
      readAt: null,
    });
    const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.to, seller.email), like(emailOutbox.subject, 'New inquiry about Dhaba%')));
    expect(mail?.subject).toBe('New inquiry about Dhaba <on> NH48 & "sons"');
    expect(mail?.text).toContain('\u2068Bharat Buyer\u2069 sent an inquiry about your listing "\u2068Dhaba <on> NH48 & "sons"\u2069"');
    expect(mail?.text).toContain('> Hello <script>alert(1)</script>');
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/inquiries/${created.id}`);
    expect(mail?.html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail?.html).toContain('Dhaba &#60;on&#62; NH48 &#38; &#34;sons&#34;');
    expect(mail?.html).not.toMatch(/<script|<on>/);

    const published = await delivered.settled();
    expect(published.map((event) => [event.type, event.rooms])).toEqual([
      ['notification.created', [`user-${seller.id}`]],
      ['inquiry.updated', [`user-${seller.id}`, `user-${buyer.id}`]],
    ]);
    expect(published[0]).toMatchObject({ id: notification?.id, data: { id: notification?.id, title: 'New Inquiry' } });
  });

  it('rolls back the inquiry, message, notification and e-mail together when the transaction fails at commit', async () => {
    const listing = await sellersListing();
    // A deferred constraint trigger fails at commit, after every row of the transaction has been written.
    await db.execute(sql`create or replace function fail_marked_inquiry() returns trigger language plpgsql as $$
      begin if new.message like '%FAIL AT COMMIT%' then raise exception 'failing on purpose'; end if; return new; end $$`);
    await db.execute(sql`create constraint trigger fail_marked_inquiry after insert on inquiries deferrable initially deferred
      for each row execute function fail_marked_inquiry()`);
    try {
      await delivered.clear();
      const outboxBefore = (await db.select().from(emailOutbox)).length;
      const notificationsBefore = (await db.select().from(notifications).where(eq(notifications.userId, seller.id))).length;
      const response = await enquire(listing.id, otherBuyer, { message: 'Please FAIL AT COMMIT' });
      expect(errorOf(response, 500)).toMatchObject({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
      expect(await storedInquiries(listing.id)).toEqual([]);
      expect(await db.select().from(inquiryMessages).where(eq(inquiryMessages.message, 'Please FAIL AT COMMIT'))).toEqual([]);
      expect(await db.select().from(notifications).where(eq(notifications.userId, seller.id))).toHaveLength(notificationsBefore);
      expect(await db.select().from(emailOutbox)).toHaveLength(outboxBefore);
      expect(await delivered.settled()).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger fail_marked_inquiry on inquiries`);
    }
  });

  it('allows one inquiry per buyer per listing (409 with the dashboard hint), also for two requests at once', async () => {
    const listing = await sellersListing();
    jsonOf(await enquire(listing.id, buyer), 201);
    expect(errorOf(await enquire(listing.id, buyer), 409)).toEqual({ code: 'CONFLICT', message: DUPLICATE_INQUIRY_MESSAGE });

    const racing = await sellersListing();
    const answers = await Promise.all([enquire(racing.id, otherBuyer), enquire(racing.id, otherBuyer)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await storedInquiries(racing.id)).toHaveLength(1);
    // Another buyer may still ask.
    jsonOf(await enquire(racing.id, buyer), 201);
  });

  it('lets buyers, other sellers and admins enquire, but not the seller about their own listing', async () => {
    const listing = await sellersListing();
    for (const viewer of [buyer, otherSeller, admin]) jsonOf(await enquire(listing.id, viewer), 201);
    expect(errorOf(await enquire(listing.id, seller), 403)).toEqual({ code: 'FORBIDDEN', message: 'You cannot send an inquiry about your own listing.' });
    expect(errorOf(await enquire(listing.id, undefined), 401).code).toBe('UNAUTHENTICATED');
    expect(await storedInquiries(listing.id)).toHaveLength(3);
  });

  it('answers "Listing not found" for a listing the viewer may not see, and 403 to an admin for one not approved', async () => {
    for (const status of ['pending', 'rejected', 'draft'] as const) {
      const listing = await sellersListing({ status });
      for (const viewer of [buyer, otherSeller]) expect(errorOf(await enquire(listing.id, viewer), 404)).toEqual({ code: 'NOT_FOUND', message: 'Listing not found' });
      expect(errorOf(await enquire(listing.id, admin), 403).message).toBe('Only approved listings take inquiries.');
      expect(await storedInquiries(listing.id)).toEqual([]);
    }
    expect(errorOf(await enquire(randomUUID(), buyer), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await enquire('not-a-uuid', buyer), 404).code).toBe('NOT_FOUND');
  });

  it('refuses an empty, blank, missing or over-long message with 400 in the error shape', async () => {
    const listing = await sellersListing();
    const cases: [unknown, string][] = [
      [{ message: '' }, 'Please enter a message'],
      [{ message: ' \n\t ' }, 'Please enter a message'],
      [{}, 'Please enter a message'],
      [{ message: 'x'.repeat(5001) }, 'Messages can be at most 5,000 characters'],
      [{ message: 'bell \u0007' }, 'The message contains an invisible control character'],
      [{ message: 42 }, 'Please enter a message'],
    ];
    for (const [payload, message] of cases) {
      expect(errorOf(await enquire(listing.id, buyer, payload), 400)).toEqual({ code: 'VALIDATION_FAILED', message: 'Please correct the highlighted fields.', fields: { message } });
    }
    jsonOf(await enquire(listing.id, buyer, { message: 'y'.repeat(5000) }), 201);
  });

  it('limits a script flooding sellers with inquiries, per account', async () => {
    const flooder = await testApp.makeUser();
    const listings = await Promise.all(Array.from({ length: 21 }, () => sellersListing()));
    const statuses: number[] = [];
    for (const listing of listings) statuses.push((await enquire(listing.id, flooder)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    const refused = await enquire(listings[0]?.id ?? '', flooder);
    expect(errorOf(refused, 429).message).toMatch(/^You have sent many inquiries in a short time\. Please try again in/);
  });
});

describe('GET /api/listings/:id/inquiry', () => {
  it("answers the viewer's own inquiry (or null), so the page shows Inquiry Sent after a reload", async () => {
    const listing = await sellersListing();
    expect(jsonOf<ViewerInquiry>(await viewerInquiry(listing.id, buyer), 200)).toEqual({ inquiry: null });
    const created = jsonOf<InquiryDetail>(await enquire(listing.id, buyer), 201);
    expect(jsonOf<ViewerInquiry>(await viewerInquiry(listing.id, buyer), 200)).toEqual({
      inquiry: { id: created.id, status: 'pending', sellerResponded: false, createdAt: created.createdAt },
    });
    // Nobody else sees it through this endpoint.
    for (const viewer of [otherBuyer, seller, otherSeller, admin]) expect(jsonOf<ViewerInquiry>(await viewerInquiry(listing.id, viewer), 200)).toEqual({ inquiry: null });
    expect(errorOf(await viewerInquiry(listing.id), 401).code).toBe('UNAUTHENTICATED');
  });

  it('answers 404 for a listing the viewer may not see', async () => {
    const listing = await sellersListing({ status: 'pending' });
    expect(errorOf(await viewerInquiry(listing.id, buyer), 404).message).toBe('Listing not found');
    expect(jsonOf<ViewerInquiry>(await viewerInquiry(listing.id, seller), 200)).toEqual({ inquiry: null });
  });
});

describe("the seller's first answer unlocks the contact details", () => {
  it('for the buyer who asked, and for nobody else', async () => {
    const listing = await sellersListing({ contactEmail: 'owner@bakery.example', contactPhone: '+91 98765 43210' });
    const detail = (viewer: TestUser) => testApp.request({ method: 'GET', url: `/api/listings/${listing.id}`, cookie: viewer.cookie });
    const created = jsonOf<InquiryDetail>(await enquire(listing.id, buyer), 201);
    jsonOf(await enquire(listing.id, otherBuyer), 201);
    expect(jsonOf<ListingDetail>(await detail(buyer), 200)).toMatchObject({ isContactVisible: false, contactEmail: 'Contact via inquiry form' });

    jsonOf(await reply(created.id, seller), 201);
    expect(jsonOf<ListingDetail>(await detail(buyer), 200)).toMatchObject({ isContactVisible: true, contactEmail: 'owner@bakery.example', contactPhone: '+91 98765 43210' });
    expect(jsonOf<ListingDetail>(await detail(otherBuyer), 200)).toMatchObject({ isContactVisible: false, contactEmail: 'Contact via inquiry form' });
    expect(jsonOf<ListingDetail>(await detail(otherSeller), 200)).toMatchObject({ isContactVisible: false });
    expect(jsonOf<ViewerInquiry>(await viewerInquiry(listing.id, buyer), 200).inquiry).toMatchObject({ status: 'responded', sellerResponded: true });
  });
});

describe('a visit asked for in the first inquiry (issue 24)', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

  it('is stored on the inquiry, shown to both sides and named in the seller’s e-mail', async () => {
    const listing = await sellersListing({ title: 'Visit me bakery' });
    const visit = { preferredDate: inDays(3), timeOfDay: 'morning', alternativeDate: inDays(5) };
    const created = jsonOf<InquiryDetail>(await enquire(listing.id, otherBuyer, { message: 'Can I come and see it?', visit }), 201);
    expect(created.visitRequest).toEqual(visit);
    const sellersView = jsonOf<InquiryDetail>(await testApp.request({ method: 'GET', url: `/api/inquiries/${created.id}`, cookie: seller.cookie }), 200);
    expect(sellersView.visitRequest).toEqual(visit);
    const [mail] = await db.select().from(emailOutbox).where(like(emailOutbox.subject, '%Visit me bakery%'));
    expect(mail?.text).toContain('The buyer would like to visit:');
    expect(mail?.text).toContain('morning (9 am – 12 pm)');
  });

  it('is optional, and a time of day alone is enough besides the preferred date', async () => {
    const listing = await sellersListing();
    const plain = jsonOf<InquiryDetail>(await enquire(listing.id, otherBuyer), 201);
    expect(plain.visitRequest).toBeNull();
    const another = await sellersListing();
    const visit = { preferredDate: inDays(0), timeOfDay: 'any' };
    expect(jsonOf<InquiryDetail>(await enquire(another.id, otherBuyer, { message: 'Today?', visit }), 201).visitRequest).toEqual({ ...visit, alternativeDate: null });
  });

  it('refuses a date in the past, an impossible day, a missing date and an unknown time, and stores nothing', async () => {
    const listing = await sellersListing();
    for (const visit of [
      { preferredDate: inDays(-3), timeOfDay: 'morning' },
      { preferredDate: '2027-02-30', timeOfDay: 'morning' },
      { timeOfDay: 'morning' },
      { preferredDate: inDays(2), timeOfDay: 'midnight' },
      { preferredDate: inDays(2), timeOfDay: 'morning', alternativeDate: 'soon' },
    ]) {
      const error = errorOf(await enquire(listing.id, otherBuyer, { message: 'Visit?', visit }), 400);
      expect(error.code).toBe('VALIDATION_FAILED');
    }
    expect(await storedInquiries(listing.id)).toEqual([]);
  });
});
