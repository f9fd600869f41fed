// Issue 24 (ADR 0033): deleting an account, by its owner or an admin, leaves the other side's conversations with
// them: closed, the deleted person "Deleted user", in their list and their thread; they are told in the app and by
// e-mail (unless they switched conversation mail off). A conversation both sides left is deleted.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME, type InquiriesPage, type InquiryDetail } from '@common/inquiries.ts';
import type { AppNotification } from '@common/notifications.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { makeListing } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox, inquiries, profiles } from '../../db/schema.ts';
import { CONVERSATION_KEPT_NOTIFICATION, identifierPattern } from './kept-conversations.ts';

let testApp: TestApp;
let db: Database;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  admin = await testApp.makeUser({ role: 'admin', fullName: 'Admin' });
});
afterAll(async () => {
  await testApp.close();
});

const get = <T>(user: TestUser, url: string) => testApp.request({ method: 'GET', url, cookie: user.cookie }).then((response) => jsonOf<T>(response, 200));
const post = (user: TestUser, url: string, payload: object) => testApp.request({ method: 'POST', url, cookie: user.cookie, payload });

/** A seller and a buyer who have exchanged a message each. */
async function conversation(title: string) {
  const seller = await testApp.makeUser({ role: 'seller', fullName: 'Sunita Seller' });
  const buyer = await testApp.makeUser({ role: 'buyer', fullName: 'Bharat Buyer' });
  const listing = await makeListing(testApp, { sellerId: seller.id, status: 'approved', title });
  const inquiry = jsonOf<InquiryDetail>(await post(buyer, `/api/listings/${listing.id}/inquiries`, { message: 'Is it still for sale?' }), 201);
  jsonOf(await post(seller, `/api/inquiries/${inquiry.id}/messages`, { message: 'Yes it is, Bharat.' }), 201);
  return { seller, buyer, listing, inquiry };
}

const deleteOwnAccount = async (user: TestUser) => jsonOf(await testApp.request({ method: 'DELETE', url: '/api/profile', cookie: user.cookie, payload: { password: user.password } }), 200);
const deleteByAdmin = async (user: TestUser) => jsonOf(await testApp.request({ method: 'DELETE', url: `/api/admin/users/${user.id}`, cookie: admin.cookie }), 200);

async function expectToldInAppAndByMail(user: TestUser, inquiryId: string, options: { mailed: boolean }) {
  const notices = await get<{ items: AppNotification[] }>(user, '/api/notifications');
  expect(notices.items).toEqual(expect.arrayContaining([expect.objectContaining({ title: CONVERSATION_KEPT_NOTIFICATION.title, message: CONVERSATION_KEPT_NOTIFICATION.message })]));
  const mail = await db.select().from(emailOutbox).where(sql`lower(${emailOutbox.to}) = ${user.email.toLowerCase()} and ${emailOutbox.text} like ${`%/inquiries/${inquiryId}%`}`);
  expect(mail).toHaveLength(options.mailed ? 1 : 0);
}

describe('deleting an account keeps the other side’s conversation', () => {
  it('a seller deletes their account: the buyer keeps the thread, the listing title, "Deleted user", closed, and is told', async () => {
    const { seller, buyer, listing, inquiry } = await conversation('Chai stall in Kochi');
    await deleteOwnAccount(seller);

    const page = await get<InquiriesPage>(buyer, '/api/inquiries');
    expect(page.items).toEqual([
      expect.objectContaining({
        id: inquiry.id,
        listing: { id: null, title: 'Chai stall in Kochi' },
        counterpart: { id: null, fullName: DELETED_USER_NAME },
        status: 'closed',
        lastMessage: expect.objectContaining({ senderType: 'seller', preview: 'Yes it is, Bharat.' }),
      }),
    ]);
    const detail = await get<InquiryDetail>(buyer, `/api/inquiries/${inquiry.id}`);
    expect(detail).toMatchObject({ counterpart: { id: null, fullName: DELETED_USER_NAME }, status: 'closed', canSendMessages: false, closedByRole: null });
    const thread = await get<{ items: Array<{ senderId: string | null; message: string }> }>(buyer, `/api/inquiries/${inquiry.id}/messages`);
    expect(thread.items.map((item) => [item.senderId, item.message])).toEqual([
      [buyer.id, 'Is it still for sale?'],
      [null, 'Yes it is, Bharat.'],
    ]);
    errorOf(await post(buyer, `/api/inquiries/${inquiry.id}/messages`, { message: 'Hello?' }), 409);
    // Closing it again changes nothing and answers the same closed conversation.
    expect(jsonOf<InquiryDetail>(await post(buyer, `/api/inquiries/${inquiry.id}/close`, {}), 200)).toMatchObject({ status: 'closed' });
    await expectToldInAppAndByMail(buyer, inquiry.id, { mailed: true });
    // The listing itself went with its seller.
    errorOf(await testApp.request({ method: 'GET', url: `/api/listings/${listing.id}` }), 404);
  });

  it('a buyer deletes their account: the seller keeps it, with their listing, and is told', async () => {
    const { seller, buyer, listing, inquiry } = await conversation('Bakery in Indore');
    await deleteOwnAccount(buyer);

    const detail = await get<InquiryDetail>(seller, `/api/inquiries/${inquiry.id}`);
    expect(detail).toMatchObject({ listing: { id: listing.id, title: 'Bakery in Indore' }, counterpart: { id: null, fullName: DELETED_USER_NAME }, canSendMessages: false, initialMessage: 'Is it still for sale?' });
    const thread = await get<{ items: Array<{ senderType: string; message: string }> }>(seller, `/api/inquiries/${inquiry.id}/messages`);
    // The buyer's name in the seller's own message is one of the buyer's identifiers.
    expect(thread.items.map((item) => [item.senderType, item.message])).toEqual([
      ['buyer', 'Is it still for sale?'],
      ['seller', 'Yes it is, [removed].'],
    ]);
    errorOf(await post(seller, `/api/inquiries/${inquiry.id}/messages`, { message: 'Still there?' }), 409);
    await expectToldInAppAndByMail(seller, inquiry.id, { mailed: true });
  });

  it('an admin deletes the seller: the same, and a buyer who switched conversation mail off is told in the app only', async () => {
    const { seller, buyer, inquiry } = await conversation('Tea shop in Pune');
    await db.update(profiles).set({ messageEmailsEnabled: false }).where(eq(profiles.id, buyer.id));
    await deleteByAdmin(seller);

    expect(await get<InquiryDetail>(buyer, `/api/inquiries/${inquiry.id}`)).toMatchObject({
      listing: { id: null, title: 'Tea shop in Pune' },
      counterpart: { id: null, fullName: DELETED_USER_NAME },
      status: 'closed',
    });
    await expectToldInAppAndByMail(buyer, inquiry.id, { mailed: false });
  });

  it('deletes a conversation once both sides have deleted their accounts', async () => {
    const { seller, buyer, inquiry } = await conversation('Dhaba in Jaipur');
    await deleteOwnAccount(seller);
    expect(await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiry.id))).toHaveLength(1);
    await deleteByAdmin(buyer);
    expect(await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiry.id))).toEqual([]);
  });

});

describe('identifierPattern', () => {
  const pattern = identifierPattern({ id: 'x', email: 'asha.k+1@example.in', fullName: 'Asha Kulkarni', phone: '+919876543210', companyName: 'Kulkarni & Sons (Pune)' });
  const scrub = (text: string) => text.replace(new RegExp(pattern, 'gi'), '[removed]');

  it('finds the address, the phone as people type it, the whole name, each word of it and the company', () => {
    expect(scrub('Mail asha.k+1@example.in or call 98765 43210 / +91-98765-43210. Asha Kulkarni, Kulkarni & Sons (Pune)')).toBe(
      'Mail [removed] or call [removed] / [removed]. [removed], [removed]',
    );
    expect(scrub('Thanks asha!')).toBe('Thanks [removed]!');
  });

  it('leaves a name inside another word alone', () => {
    expect(scrub('Ashalata and Kulkarnis')).toBe('Ashalata and Kulkarnis');
  });
});
