// Reading a thread also reads the viewer's notifications about it (new inquiry, new messages, closed), in the
// same transaction, so the navbar's unread count agrees with what the viewer has seen; other conversations'
// notifications and the other side's stay unread.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryDetail, MarkReadResponse } from '@common/inquiries.ts';
import type { AppNotification } from '@common/notifications.ts';
import { userRoom } from '@common/realtime.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeListing, makeNotification, makeProfile } from '../../../test/factories.ts';
import { listenForSockets, TestSocket } from '../../../test/realtime-client.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { unreadConversationNotifications } from './inquiry-messages.service.ts';

let testApp: TestApp;
let socketUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  socketUrl = await listenForSockets(testApp.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await testApp.close();
});

async function openInquiry(seller: TestUser, buyer: TestUser): Promise<string> {
  const listing = await makeListing(testApp, { sellerId: seller.id });
  const created = await testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/inquiries`, cookie: buyer.cookie, payload: { message: 'Still for sale?' } });
  return jsonOf<InquiryDetail>(created, 201).id;
}

async function post(user: TestUser, inquiryId: string, message: string) {
  jsonOf(await testApp.request({ method: 'POST', url: `/api/inquiries/${inquiryId}/messages`, cookie: user.cookie, payload: { message } }), 201);
}

async function readThread(user: TestUser, inquiryId: string): Promise<MarkReadResponse> {
  return jsonOf<MarkReadResponse>(await testApp.request({ method: 'POST', url: `/api/inquiries/${inquiryId}/read`, cookie: user.cookie }), 200);
}

async function unreadCount(user: TestUser): Promise<number> {
  return jsonOf<{ count: number }>(await testApp.request({ method: 'GET', url: '/api/notifications/unread-count', cookie: user.cookie }), 200).count;
}

async function notificationsOf(user: TestUser): Promise<AppNotification[]> {
  return jsonOf<{ items: AppNotification[] }>(await testApp.request({ method: 'GET', url: '/api/notifications?limit=50', cookie: user.cookie }), 200).items;
}

// Each test signs two people up (password hashing), which is slow on a busy 2-core machine.
describe('reading a thread', { timeout: 60_000 }, () => {
  it("marks the viewer's notifications about that conversation read, and nothing else", async () => {
    const seller = await testApp.makeUser({ role: 'seller', fullName: 'Sunita Seller' });
    const buyer = await testApp.makeUser({ fullName: 'Bharat Buyer' });
    const inquiryId = await openInquiry(seller, buyer);
    const otherInquiryId = await openInquiry(seller, buyer);
    await readThread(seller, inquiryId);
    await readThread(seller, otherInquiryId);
    await post(seller, inquiryId, 'Yes it is.');
    await post(seller, inquiryId, 'Call me.');
    await post(seller, otherInquiryId, 'About the other one…');
    await makeNotification(testApp.database.db, { userId: buyer.id, type: 'listing_approved', data: { listing_id: 'x' } });
    await post(buyer, inquiryId, 'Thanks!');
    expect(await unreadCount(buyer)).toBe(4);
    expect(await unreadCount(seller)).toBe(1);

    const answer = await readThread(buyer, inquiryId);
    expect(answer.messageIds).toHaveLength(2);
    expect(await unreadCount(buyer)).toBe(2);
    const unread = (await notificationsOf(buyer)).filter((notification) => notification.readAt === null);
    expect(unread.map((notification) => notification.data)).toEqual(
      expect.arrayContaining([expect.objectContaining({ inquiry_id: otherInquiryId }), { listing_id: 'x' }]),
    );
    const ofThisThread = (await notificationsOf(buyer)).filter((notification) => notification.data.inquiry_id === inquiryId);
    expect(ofThisThread.map((notification) => [notification.type, notification.readAt !== null])).toEqual([
      ['message', true],
      ['message', true],
    ]);
    // The seller's own notification about the buyer's reply is the seller's to read.
    expect(await unreadCount(seller)).toBe(1);
    await readThread(seller, inquiryId);
    expect(await unreadCount(seller)).toBe(0);
  });

  it('tells the reader’s other tabs (message.read) when only notifications changed, so their count refreshes', async () => {
    const seller = await testApp.makeUser({ role: 'seller' });
    const buyer = await testApp.makeUser();
    const inquiryId = await openInquiry(seller, buyer);
    await readThread(seller, inquiryId);
    jsonOf(await testApp.request({ method: 'POST', url: `/api/inquiries/${inquiryId}/close`, cookie: buyer.cookie }), 200);
    expect(await unreadCount(seller)).toBe(1);
    const socket = await TestSocket.connect(socketUrl, { cookie: seller.cookie });
    sockets.push(socket);

    const answer = await readThread(seller, inquiryId);
    expect(answer.messageIds).toEqual([]);
    expect(await unreadCount(seller)).toBe(0);
    const frame = await socket.waitFor((candidate) => candidate.type === 'message.read');
    expect(frame).toEqual({ type: 'message.read', id: inquiryId, room: userRoom(seller.id), data: { inquiryId, readerRole: 'seller', messageIds: [] } });
  });

  it('finds the unread notifications of one conversation through the per-user unread index', async () => {
    const db = testApp.database.db;
    const user = await makeProfile(db);
    // A long history of read notifications and many other users' unread ones.
    await db.execute(sql`insert into notifications (user_id, title, message, type, data, read_at)
      select ${user.id}, 'New Message', 'Hello', 'message', jsonb_build_object('inquiry_id', gen_random_uuid()), now() from generate_series(1, 3000)`);
    await db.execute(sql`insert into profiles (full_name, email) select 'Other ' || n, 'notified-' || n || '-' || ${user.id} || '@example.com' from generate_series(1, 300) n`);
    await db.execute(sql`insert into notifications (user_id, title, message, type, data)
      select p.id, 'New Message', 'Hello', 'message', jsonb_build_object('inquiry_id', gen_random_uuid())
      from profiles p, generate_series(1, 20) where p.email like 'notified-%'`);
    await db.execute(sql`analyze notifications`);

    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain select id from notifications where ${unreadConversationNotifications(user.id, '00000000-0000-4000-8000-000000000000')}`,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan, plan).toContain('notifications_user_unread_idx');
    expect(plan, plan).not.toMatch(/Seq Scan/);
  });
});
