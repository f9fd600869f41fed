// ADR 0020: a message is one statement with no transaction, checked before it runs on an unlocked read. A close
// that commits between the check and the write must still win: the write waits for the inquiry's row lock, finds
// it closed, and writes and sends nothing. Needs a second connection to hold the lock (PostgreSQL pass only).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryDetail } from '@common/inquiries.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { makeConversationCast } from '../../../test/conversation-cast.ts';
import { DeliveredEvents } from '../../../test/delivered-events.ts';
import { makeListing } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { inquiries, inquiryMessages, notifications } from '../../db/schema.ts';
import { CLOSED_INQUIRY_MESSAGE } from './inquiry-messages.service.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let buyer: TestUser;
let delivered: DeliveredEvents;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  delivered = await DeliveredEvents.listen(testApp.database);
  ({ seller, buyer } = await makeConversationCast(testApp));
});
afterAll(async () => {
  await delivered.stop();
  await testApp.close();
});

const send = (inquiryId: string, viewer: TestUser, message: string) =>
  testApp.request({ method: 'POST', url: `/api/inquiries/${inquiryId}/messages`, cookie: viewer.cookie, payload: { message } });

async function waitForALockWait(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [waiting] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((waiting?.count ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no statement waited for the inquiry lock');
}

describe('a message racing a close', () => {
  it('is refused with 409 when the close commits while the message waits for the row, and leaves no trace', async () => {
    const listing = await makeListing(testApp, { sellerId: seller.id, title: 'Tiffin service in Indore' });
    const inquiry = jsonOf<InquiryDetail>(
      await testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/inquiries`, cookie: buyer.cookie, payload: { message: 'Is it available?' } }),
      201,
    );
    jsonOf(await send(inquiry.id, seller, 'Yes, it is.'), 201);
    await delivered.clear();

    const { sending } = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${inquiries} where id = ${inquiry.id} for update`);
      // The buyer's checks read the inquiry open and responded; its write then waits for this lock.
      const sending = send(inquiry.id, buyer, 'Can I visit on Monday?');
      await waitForALockWait();
      await tx.update(inquiries).set({ status: 'closed', closedAt: new Date(), closedBy: seller.id }).where(eq(inquiries.id, inquiry.id));
      return { sending };
    });

    expect(errorOf(await sending, 409)).toMatchObject({ code: 'CONFLICT', message: CLOSED_INQUIRY_MESSAGE });
    const written = await db.select().from(inquiryMessages).where(and(eq(inquiryMessages.inquiryId, inquiry.id), eq(inquiryMessages.message, 'Can I visit on Monday?')));
    expect(written).toEqual([]);
    const notified = await db.select().from(notifications).where(and(eq(notifications.userId, seller.id), eq(notifications.message, 'Can I visit on Monday?')));
    expect(notified).toEqual([]);
    expect(await delivered.settled()).toEqual([]);
  });
});
