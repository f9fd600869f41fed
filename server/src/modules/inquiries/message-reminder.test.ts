// The unread-message reminder (issue 9 "E-mail"), end to end: messages posted through the API, the job run by
// the app's worker loop (its run_at moved to now instead of waiting 10 minutes), the mail caught by a real
// SMTP listener.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InquiryDetail } from '@common/inquiries.ts';
import type { Profile } from '@common/profiles.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeListing, makeMessage } from '../../../test/factories.ts';
import { startSmtpListener, type CaughtMail, type SmtpListener } from '../../../test/smtp-listener.ts';
import { createTestApp, PUBLIC_URL, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { emailOutbox, inquiries, jobs } from '../../db/schema.ts';
import { MESSAGE_REMINDER_DELAY_MS, MESSAGE_REMINDER_INTERVAL_MS, MESSAGE_REMINDER_JOB, MESSAGE_REMINDER_MAX_LISTED } from './message-reminder.ts';

let smtp: SmtpListener;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpListener();
  testApp = await createTestApp({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const db = () => testApp.database.db;

interface Conversation {
  seller: TestUser;
  buyer: TestUser;
  inquiryId: string;
  title: string;
}

let conversationCounter = 0;
/** A buyer's inquiry, opened by the seller (as the thread view does), who has not written yet. */
async function startConversation(): Promise<Conversation> {
  conversationCounter += 1;
  const seller = await testApp.makeUser({ role: 'seller', fullName: 'Sunita Seller' });
  const buyer = await testApp.makeUser({ fullName: 'Bharat Buyer' });
  const title = `Spice shop & cafe <${conversationCounter}>`;
  const listing = await makeListing(testApp, { sellerId: seller.id, title });
  const created = await testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/inquiries`, cookie: buyer.cookie, payload: { message: 'Is it still for sale?' } });
  const inquiryId = jsonOf<InquiryDetail>(created, 201).id;
  await markRead(seller, inquiryId);
  return { seller, buyer, inquiryId, title };
}

async function post(user: TestUser, inquiryId: string, message: string) {
  jsonOf(await testApp.request({ method: 'POST', url: `/api/inquiries/${inquiryId}/messages`, cookie: user.cookie, payload: { message } }), 201);
}

async function markRead(user: TestUser, inquiryId: string) {
  jsonOf(await testApp.request({ method: 'POST', url: `/api/inquiries/${inquiryId}/read`, cookie: user.cookie }), 200);
}

function remindersOf(inquiryId: string) {
  return db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MESSAGE_REMINDER_JOB), sql`${jobs.payload}->>'inquiryId' = ${inquiryId}`));
}

/** As if ten minutes had passed: the conversation's pending reminders are due; runs them and waits. */
async function runReminders(inquiryId: string) {
  await db()
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, MESSAGE_REMINDER_JOB), eq(jobs.status, 'pending'), sql`${jobs.payload}->>'inquiryId' = ${inquiryId}`));
  await testApp.app.outbox.drain();
  // The app's own loop may have claimed one first: wait until none is due any more.
  await vi.waitFor(async () => {
    const due = (await remindersOf(inquiryId)).filter((job) => job.status === 'pending' && job.runAt.getTime() <= Date.now());
    expect(due).toEqual([]);
  });
}

/** Reminder mails written to the outbox for this address (sent or not). */
function remindersMailedTo(email: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'You have % unread %')));
}

function htmlPart(mail: CaughtMail): string {
  return mail.body.slice(mail.body.indexOf('Content-Type: text/html'));
}

// Each test signs two people up (password hashing), which is slow on a busy 2-core machine.
describe('the unread-message reminder', { timeout: 60_000 }, () => {
  it('e-mails the recipient once, 10 minutes later, listing every unread message with the sender, time and text', async () => {
    const { seller, buyer, inquiryId, title } = await startConversation();
    const before = Date.now();
    await post(seller, inquiryId, 'Yes, it is.\nMonthly sales are ₹4,00,000.');
    await post(seller, inquiryId, '<script>alert("hi")</script> & more');
    await post(seller, inquiryId, 'नमस्ते, call me any time.');

    // One pending job for the conversation and recipient, however many messages: due 10 minutes after the first.
    const [job, ...others] = await remindersOf(inquiryId);
    expect(others).toEqual([]);
    expect(job).toMatchObject({ status: 'pending', payload: { inquiryId, recipientId: buyer.id } });
    expect(job?.runAt.getTime()).toBeGreaterThanOrEqual(before + MESSAGE_REMINDER_DELAY_MS - 1_000);
    expect(job?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + MESSAGE_REMINDER_DELAY_MS);
    // Not due yet: nothing is sent.
    await testApp.app.outbox.drain();
    expect(await remindersMailedTo(buyer.email)).toEqual([]);

    await runReminders(inquiryId);
    const mail = await smtp.waitForMail((caught) => caught.to.includes(buyer.email) && caught.subject.startsWith('You have'));
    expect(mail.subject).toBe(`You have 3 unread messages about ${title}`);
    expect(mail.body).toContain('Hello \u2068Bharat Buyer\u2069,');
    expect(mail.body).toMatch(/\u2068Sunita Seller\u2069, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?(am|pm) IST:\r?\n> Yes, it is\.\r?\n> Monthly sales are ₹4,00,000\./);
    expect(mail.body).toContain('> <script>alert("hi")</script> & more');
    expect(mail.body).toContain('> नमस्ते, call me any time.');
    expect(mail.body).toContain(`${PUBLIC_URL}/dashboard/inquiries/${inquiryId}`);
    expect(mail.body).toContain(`${PUBLIC_URL}/profile/edit`);
    expect(mail.body).toContain('Email me about unread messages');
    // Every byte the users wrote (the messages, the listing title) is escaped in the HTML part.
    const html = htmlPart(mail);
    expect(html).toContain('&#60;script&#62;alert(&#34;hi&#34;)&#60;/script&#62; &#38; more');
    expect(html).toContain(`Spice shop &#38; cafe &#60;`);
    expect(html).toContain(`href="${PUBLIC_URL}/dashboard/inquiries/${inquiryId}"`);
    expect(html).not.toMatch(/<script|cafe </);

    // Done, and once only.
    expect((await remindersOf(inquiryId)).map((row) => row.status)).toEqual(['done']);
    await runReminders(inquiryId);
    expect(await remindersMailedTo(buyer.email)).toHaveLength(1);
    // The seller wrote them and has read them: no reminder for the seller.
    expect(await remindersMailedTo(seller.email)).toEqual([]);
  });

  it('reminds the seller of the buyer’s unread replies the same way', async () => {
    const { seller, buyer, inquiryId } = await startConversation();
    await post(seller, inquiryId, 'Happy to talk.');
    await markRead(buyer, inquiryId);
    await post(buyer, inquiryId, 'Can I visit on Saturday?');
    await runReminders(inquiryId);
    const [mail, ...others] = await remindersMailedTo(seller.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toMatch(/^You have 1 unread message about /);
    expect(mail?.text).toContain('\u2068Bharat Buyer\u2069, ');
    expect(mail?.text).toContain('> Can I visit on Saturday?');
    expect(await remindersMailedTo(buyer.email)).toEqual([]);
  });

  it('sends nothing when the messages were read before it ran', async () => {
    const { seller, buyer, inquiryId } = await startConversation();
    await post(seller, inquiryId, 'Here are the numbers you asked for.');
    await markRead(buyer, inquiryId);
    await runReminders(inquiryId);
    expect((await remindersOf(inquiryId)).map((row) => row.status)).toEqual(['done']);
    expect(await remindersMailedTo(buyer.email)).toEqual([]);
  });

  it('sends nothing to someone who switched message e-mails off, while the new-inquiry e-mail still goes', async () => {
    const seller = await testApp.makeUser({ role: 'seller', fullName: 'Quiet Seller' });
    const buyer = await testApp.makeUser({ fullName: 'Quiet Buyer' });
    for (const user of [seller, buyer]) {
      const updated = await testApp.request({ method: 'PATCH', url: '/api/profile', cookie: user.cookie, payload: { messageEmailsEnabled: false } });
      expect(jsonOf<Profile>(updated, 200).messageEmailsEnabled).toBe(false);
    }
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const created = await testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/inquiries`, cookie: buyer.cookie, payload: { message: 'Still available?' } });
    const inquiryId = jsonOf<InquiryDetail>(created, 201).id;
    await post(seller, inquiryId, 'Yes.');
    await post(buyer, inquiryId, 'Great, what is the rent?');

    await runReminders(inquiryId);
    expect((await remindersOf(inquiryId)).map((row) => row.status)).toEqual(['done', 'done']);
    expect(await remindersMailedTo(buyer.email)).toEqual([]);
    expect(await remindersMailedTo(seller.email)).toEqual([]);
    // The seller's business lead is not a reminder: it went at once all the same.
    const leads = await db()
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, seller.email), like(emailOutbox.subject, 'New inquiry%')));
    expect(leads).toEqual([{ subject: `New inquiry about ${listing.title}` }]);
  });

  it('sends at most one reminder per conversation an hour: a second burst waits for the hour, then gets its own', async () => {
    const { seller, buyer, inquiryId } = await startConversation();
    await post(seller, inquiryId, 'First burst, one.');
    await post(seller, inquiryId, 'First burst, two.');
    await runReminders(inquiryId);
    expect((await remindersMailedTo(buyer.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^You have 2 unread messages/)]);

    await post(seller, inquiryId, 'Second burst.');
    await runReminders(inquiryId);
    // Still within the hour of the first: the job waits until an hour after that reminder, nothing is sent.
    const [inquiry] = await db().select().from(inquiries).where(eq(inquiries.id, inquiryId));
    const remindedAt = inquiry?.buyerRemindedAt?.getTime() ?? 0;
    const waiting = (await remindersOf(inquiryId)).filter((job) => job.status === 'pending');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.runAt.getTime()).toBe(remindedAt + MESSAGE_REMINDER_INTERVAL_MS);
    expect(await remindersMailedTo(buyer.email)).toHaveLength(1);
    // More messages meanwhile join the waiting reminder instead of adding one.
    await post(seller, inquiryId, 'Second burst, again.');
    expect((await remindersOf(inquiryId)).filter((job) => job.status === 'pending')).toHaveLength(1);

    // An hour later: the second reminder lists everything still unread.
    await db()
      .update(inquiries)
      .set({ buyerRemindedAt: new Date(Date.now() - MESSAGE_REMINDER_INTERVAL_MS - 60_000) })
      .where(eq(inquiries.id, inquiryId));
    await runReminders(inquiryId);
    const mails = await remindersMailedTo(buyer.email);
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail.subject.startsWith('You have 4'));
    expect(second?.text).toContain('> First burst, one.');
    expect(second?.text).toContain('> Second burst, again.');
  });

  it(`lists at most ${MESSAGE_REMINDER_MAX_LISTED} messages, oldest first, and says how many more there are`, async () => {
    const { seller, buyer, inquiryId } = await startConversation();
    await post(seller, inquiryId, 'Message 1');
    const start = Date.now();
    for (let index = 2; index <= 24; index += 1) {
      await makeMessage(db(), { inquiryId, senderId: seller.id, message: `Message ${index}`, readBySeller: true, createdAt: new Date(start + index * 1_000) });
    }
    await runReminders(inquiryId);
    const [mail] = await remindersMailedTo(buyer.email);
    expect(mail?.subject).toMatch(/^You have 24 unread messages/);
    expect(mail?.text).toContain('> Message 20\n');
    expect(mail?.text).not.toContain('> Message 21');
    expect(mail?.text).toContain('…and 4 more unread messages in the conversation.');
    expect(mail?.text.indexOf('> Message 1\n')).toBeLessThan(mail?.text.indexOf('> Message 2\n') ?? -1);
  });
});
