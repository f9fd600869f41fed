// Conversations (SPEC §2 inquiry conversation view, §4 Messages, §7; ARCHITECTURE §5): only the two
// participants read, write, mark read and close; the buyer writes once the seller has answered.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiriesPage, InquiryDetail, InquiryMessageItem, MarkReadResponse, MessagesPage } from '@common/inquiries.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { makeInquiry, makeListing, makeMessage, makeProfile } from '../../../test/factories.ts';
import { makeConversationCast } from '../../../test/conversation-cast.ts';
import { DeliveredEvents } from '../../../test/delivered-events.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { inquiries, inquiryMessages, notifications } from '../../db/schema.ts';

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

/** A fresh inquiry of `buyer` about a listing of `seller`, made through the API. */
async function startInquiry(title = 'Chai stall in Pune', asker = buyer): Promise<InquiryDetail> {
  const listing = await makeListing(testApp, { sellerId: seller.id, title });
  const response = await testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/inquiries`, cookie: asker.cookie, payload: { message: 'Is it available?' } });
  return jsonOf<InquiryDetail>(response, 201);
}

const get = (url: string, viewer?: TestUser) => testApp.request({ method: 'GET', url, cookie: viewer?.cookie });
const post = (url: string, viewer?: TestUser, payload?: object) => testApp.request({ method: 'POST', url, cookie: viewer?.cookie, payload });
const send = (inquiryId: string, viewer: TestUser | undefined, message: string) => post(`/api/inquiries/${inquiryId}/messages`, viewer, { message });
const thread = async (inquiryId: string, viewer: TestUser, query: Record<string, string | number | undefined> = {}) =>
  jsonOf<MessagesPage>(await get(withQuery(`/api/inquiries/${inquiryId}/messages`, query), viewer), 200);
const list = async (viewer: TestUser, query: Record<string, string | number | undefined> = {}) => jsonOf<InquiriesPage>(await get(withQuery('/api/inquiries', query), viewer), 200);

describe('who may use a conversation', () => {
  it('answers 401 to visitors and "Inquiry not found" to everyone outside it, admins included', async () => {
    const inquiry = await startInquiry();
    jsonOf(await send(inquiry.id, seller, 'Hello'), 201);
    const base = `/api/inquiries/${inquiry.id}`;
    const attempts = (viewer?: TestUser) => [
      get(base, viewer),
      get(`${base}/messages`, viewer),
      send(inquiry.id, viewer, 'Let me in'),
      post(`${base}/read`, viewer),
      post(`${base}/close`, viewer),
    ];
    for (const response of await Promise.all(attempts())) expect(errorOf(response, 401).code).toBe('UNAUTHENTICATED');
    for (const outsider of [otherBuyer, otherSeller, admin]) {
      for (const response of await Promise.all(attempts(outsider))) expect(errorOf(response, 404)).toEqual({ code: 'NOT_FOUND', message: 'Inquiry not found' });
    }
    // Nothing changed: no message, no read mark, still open.
    const messages = await db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiry.id));
    expect(messages.map((message) => message.message)).toEqual(expect.arrayContaining(['Is it available?', 'Hello']));
    expect(messages).toHaveLength(2);
    expect(messages.find((message) => message.message === 'Hello')?.readByBuyer).toBe(false);
    expect((await db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)))[0]?.status).toBe('responded');
    // Not in their lists either.
    for (const outsider of [otherBuyer, otherSeller, admin]) expect((await list(outsider)).items.map((item) => item.id)).not.toContain(inquiry.id);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) expect(errorOf(await get(`/api/inquiries/${id}`, buyer), 404).code).toBe('NOT_FOUND');
  });

  it('shows each participant the header from their side', async () => {
    const inquiry = await startInquiry('Printing press in Surat');
    expect(jsonOf<InquiryDetail>(await get(`/api/inquiries/${inquiry.id}`, buyer), 200)).toMatchObject({
      viewerRole: 'buyer',
      counterpart: { id: seller.id, fullName: 'Sunita Seller' },
      listing: { title: 'Printing press in Surat' },
      initialMessage: 'Is it available?',
      canSendMessages: false,
    });
    expect(jsonOf<InquiryDetail>(await get(`/api/inquiries/${inquiry.id}`, seller), 200)).toMatchObject({
      viewerRole: 'seller',
      counterpart: { id: buyer.id, fullName: 'Bharat Buyer' },
      canSendMessages: true,
      initialMessageId: inquiry.initialMessageId,
    });
  });
});

describe('POST /api/inquiries/:id/messages', () => {
  it('refuses the buyer before the seller has responded, then the seller\'s first message opens the conversation', async () => {
    const inquiry = await startInquiry();
    expect(errorOf(await send(inquiry.id, buyer, 'Hello?'), 403)).toEqual({
      code: 'FORBIDDEN',
      message: 'You can send messages once the seller has responded to your inquiry.',
    });

    await delivered.clear();
    const answer = jsonOf<InquiryMessageItem>(await send(inquiry.id, seller, '  Yes, still available.  '), 201);
    expect(answer).toMatchObject({ inquiryId: inquiry.id, senderId: seller.id, senderType: 'seller', message: 'Yes, still available.', isReadByRecipient: false });
    expect(jsonOf<InquiryDetail>(await get(`/api/inquiries/${inquiry.id}`, buyer), 200)).toMatchObject({ status: 'responded', sellerResponded: true, canSendMessages: true });

    const [notification] = await db.select().from(notifications).where(sql`${notifications.userId} = ${buyer.id} and ${notifications.data}->>'inquiry_id' = ${inquiry.id}`);
    expect(notification).toMatchObject({
      type: 'message',
      title: 'New Message',
      message: 'Yes, still available.',
      data: { inquiry_id: inquiry.id, listing_title: 'Chai stall in Pune', sender_type: 'seller' },
    });
    const rooms = [`inquiry-${inquiry.id}`, `user-${buyer.id}`, `user-${seller.id}`];
    const published = await delivered.settled();
    expect(published.map((event) => event.type)).toEqual(['notification.created', 'message.created', 'inquiry.updated']);
    expect(published[1]).toEqual({ type: 'message.created', id: answer.id, rooms, data: answer });
    expect(published[2]).toEqual({ type: 'inquiry.updated', id: inquiry.id, rooms, data: { inquiryId: inquiry.id, status: 'responded', sellerResponded: true } });

    const fromBuyer = jsonOf<InquiryMessageItem>(await send(inquiry.id, buyer, 'Line one\nLine two'), 201);
    expect(fromBuyer).toMatchObject({ senderType: 'buyer', message: 'Line one\nLine two' });
    const [toSeller] = await db.select().from(notifications).where(sql`${notifications.userId} = ${seller.id} and ${notifications.type} = 'message' and ${notifications.data}->>'inquiry_id' = ${inquiry.id}`);
    expect(toSeller).toMatchObject({ title: 'New Message', message: 'Line one Line two', data: { sender_type: 'buyer' } });
  });

  it('refuses bad input with 400 in the error shape', async () => {
    const inquiry = await startInquiry();
    for (const payload of [{ message: '   ' }, {}, { message: 'x'.repeat(5001) }]) {
      expect(errorOf(await post(`/api/inquiries/${inquiry.id}/messages`, seller, payload), 400)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { message: expect.any(String) } });
    }
    expect(await db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiry.id))).toHaveLength(1);
  });
});

describe('GET /api/inquiries/:id/messages', () => {
  it('pages back through a thread oldest-first within a page, without gaps or repeats, even with equal timestamps', async () => {
    const inquiry = await startInquiry();
    const at = new Date('2024-06-01T10:00:00.123456Z');
    // 25 messages, five of them sharing one instant: the id breaks the tie.
    for (let index = 0; index < 25; index += 1) {
      const createdAt = index < 5 ? at : new Date(at.getTime() + index * 1000);
      await makeMessage(db, { inquiryId: inquiry.id, senderId: index % 2 ? seller.id : buyer.id, message: `m${index}`, createdAt });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await thread(inquiry.id, buyer, { limit: 4, cursor });
      const times = page.items.map((item) => item.createdAt);
      expect([...times].sort()).toEqual(times);
      seen.unshift(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    const all = await db.select({ id: inquiryMessages.id }).from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiry.id));
    expect(pages).toBe(7);
    expect(new Set(seen).size).toBe(26);
    expect(new Set(seen)).toEqual(new Set(all.map((row) => row.id)));
    // The latest page ends with the newest message: the inquiry's own first message, written just now.
    expect((await thread(inquiry.id, buyer)).items.slice(-2).map((item) => item.message)).toEqual(['m24', 'Is it available?']);
  });

  it('refuses a forged cursor with 400', async () => {
    const inquiry = await startInquiry();
    for (const cursor of ['nonsense', Buffer.from('["2024-13-01T00:00:00.000000Z","00000000-0000-4000-8000-000000000000"]').toString('base64url')]) {
      expect(errorOf(await get(withQuery(`/api/inquiries/${inquiry.id}/messages`, { cursor }), buyer), 400).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/inquiries/:id/read', () => {
  it("marks the viewer's unread messages read, reports which, and shows the sender the Seen state", async () => {
    const inquiry = await startInquiry();
    const first = jsonOf<InquiryMessageItem>(await send(inquiry.id, seller, 'One'), 201);
    const second = jsonOf<InquiryMessageItem>(await send(inquiry.id, seller, 'Two'), 201);
    expect((await list(buyer)).items.find((item) => item.id === inquiry.id)?.unreadCount).toBe(2);

    await delivered.clear();
    const marked = jsonOf<MarkReadResponse>(await post(`/api/inquiries/${inquiry.id}/read`, buyer), 200);
    expect(marked).toEqual({ inquiryId: inquiry.id, readerRole: 'buyer', messageIds: expect.arrayContaining([first.id, second.id]) });
    expect(marked.messageIds).toHaveLength(2);
    expect(await delivered.settled()).toEqual([{ type: 'message.read', id: inquiry.id, rooms: [`inquiry-${inquiry.id}`, `user-${buyer.id}`], data: marked }]);
    expect((await list(buyer)).items.find((item) => item.id === inquiry.id)?.unreadCount).toBe(0);
    expect((await thread(inquiry.id, seller)).items.filter((item) => item.senderType === 'seller').every((item) => item.isReadByRecipient)).toBe(true);

    // Again: nothing changes, nothing is published.
    await delivered.clear();
    expect(jsonOf<MarkReadResponse>(await post(`/api/inquiries/${inquiry.id}/read`, buyer), 200).messageIds).toEqual([]);
    expect(await delivered.settled()).toEqual([]);
    // The seller's read marks are their own: the buyer's first message was unread for them.
    expect(jsonOf<MarkReadResponse>(await post(`/api/inquiries/${inquiry.id}/read`, seller), 200).messageIds).toEqual([inquiry.initialMessageId]);
  });
});

describe('POST /api/inquiries/:id/close', () => {
  it('lets either side close, tells the other side, and then refuses new messages with 409', async () => {
    for (const [closer, other, role] of [[buyer, seller, 'buyer'], [seller, buyer, 'seller']] as const) {
      const inquiry = await startInquiry();
      const closed = jsonOf<InquiryDetail>(await post(`/api/inquiries/${inquiry.id}/close`, closer), 200);
      expect(closed).toMatchObject({ status: 'closed', closedByRole: role, canSendMessages: false, closedAt: expect.any(String) });
      const [notification] = await db.select().from(notifications).where(sql`${notifications.userId} = ${other.id} and ${notifications.type} = 'inquiry_closed' and ${notifications.data}->>'inquiry_id' = ${inquiry.id}`);
      expect(notification).toMatchObject({ title: 'Inquiry closed', data: { sender_type: role } });
      for (const writer of [buyer, seller]) {
        expect(errorOf(await send(inquiry.id, writer, 'Anyone?'), 409)).toEqual({ code: 'CONFLICT', message: 'This inquiry is closed. No more messages can be sent in it.' });
      }
      // Closing again changes nothing and tells nobody twice.
      jsonOf(await post(`/api/inquiries/${inquiry.id}/close`, other), 200);
      const closures = await db.select().from(notifications).where(sql`${notifications.type} = 'inquiry_closed' and ${notifications.data}->>'inquiry_id' = ${inquiry.id}`);
      expect(closures).toHaveLength(1);
    }
  });
});

describe('GET /api/inquiries', () => {
  it("lists the viewer's inquiries on both sides, sorted by the latest message they received, with preview and unread count", async () => {
    const person = await testApp.makeUser({ role: 'seller', fullName: 'Both Sides' });
    // As seller: two buyers asked about person's listing.
    const ownListing = await makeListing(testApp, { sellerId: person.id, title: 'Own listing' });
    const early = await makeInquiry(db, { listingId: ownListing.id, sellerId: person.id, sellerReceivedAt: new Date('2024-01-01T00:00:00Z') });
    const late = await makeInquiry(db, { listingId: ownListing.id, sellerId: person.id, sellerReceivedAt: new Date('2024-03-01T00:00:00Z') });
    await makeMessage(db, { inquiryId: late.id, senderId: late.buyerId, message: 'Unread question', createdAt: new Date('2024-03-01T00:00:00Z') });
    // A reply of person's own does not move the inquiry up in person's list.
    await makeMessage(db, { inquiryId: early.id, senderId: person.id, message: 'My own reply', readBySeller: true, createdAt: new Date('2024-04-01T00:00:00Z') });
    // As buyer: person asked about someone else's listing.
    const asked = await makeInquiry(db, { buyerId: person.id, buyerReceivedAt: new Date('2024-02-01T00:00:00Z') });

    const page = await list(person);
    expect(page.items.map((item) => item.id)).toEqual([late.id, asked.id, early.id]);
    expect(page.items[0]).toMatchObject({ viewerRole: 'seller', listing: { title: 'Own listing' }, counterpart: { id: late.buyerId }, unreadCount: 1, lastMessage: { preview: 'Unread question', senderType: 'buyer' } });
    expect(page.items[1]).toMatchObject({ viewerRole: 'buyer', counterpart: { id: asked.sellerId }, lastMessage: null, unreadCount: 0 });
    expect(page.items[2]).toMatchObject({ lastMessage: { preview: 'My own reply', senderType: 'seller' }, unreadCount: 0, lastReceivedAt: '2024-01-01T00:00:00.000Z' });
    expect((await list(person, { role: 'seller' })).items.map((item) => item.id)).toEqual([late.id, early.id]);
    expect((await list(person, { role: 'buyer' })).items.map((item) => item.id)).toEqual([asked.id]);
  });

  it('pages through hundreds of inquiries without gaps or repeats, ties broken by id', async () => {
    const busy = await testApp.makeUser({ role: 'seller' });
    const listing = await makeListing(testApp, { sellerId: busy.id });
    const buyers = await Promise.all(Array.from({ length: 60 }, () => makeProfile(db)));
    const shared = new Date('2024-05-05T05:05:05.555555Z');
    await db.insert(inquiries).values(
      buyers.map((someone, index) => ({ listingId: listing.id, sellerId: busy.id, buyerId: someone.id, message: `q${index}`, sellerReceivedAt: index < 20 ? shared : new Date(Date.UTC(2024, 0, 1, 0, index)) })),
    );
    // The busy seller also asked about one listing.
    await makeInquiry(db, { buyerId: busy.id, buyerReceivedAt: shared });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(busy, { limit: 7, cursor });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(61);
    expect(new Set(seen).size).toBe(61);
  });

  it('asks visitors to sign in and refuses a bad role or cursor', async () => {
    expect(errorOf(await get('/api/inquiries'), 401).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await get('/api/inquiries?role=admin', buyer), 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await get('/api/inquiries?cursor=abc', buyer), 400).code).toBe('VALIDATION_FAILED');
  });
});

describe('rate limits', () => {
  it('lets a person chat but stops a script flooding a thread', async () => {
    const flooder = await testApp.makeUser({ role: 'seller' });
    const listing = await makeListing(testApp, { sellerId: flooder.id });
    const inquiry = jsonOf<InquiryDetail>(await post(`/api/listings/${listing.id}/inquiries`, otherBuyer, { message: 'Hi' }), 201);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await send(inquiry.id, flooder, `spam ${index}`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    await testApp.resetRateLimits();
  });
});
