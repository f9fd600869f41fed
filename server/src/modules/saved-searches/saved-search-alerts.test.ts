// Issue 11: saved-search alerts end to end. An admin approves through the API; the approval enqueues one job;
// the app's worker loop runs it after the commit; the notification arrives live and the e-mail reaches a real
// SMTP listener. Once per (search, listing), never for a non-matching listing, a search with alerts off, or the
// listing's own seller; daily searches get one digest for several matches.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppNotification } from '@common/notifications.ts';
import type { ServerFrame } from '@common/realtime.ts';
import { SAVED_SEARCH_MATCH_NOTIFICATION, type SavedSearch } from '@common/saved-searches.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeListing } from '../../../test/factories.ts';
import { listenForSockets, TestSocket } from '../../../test/realtime-client.ts';
import type { CaughtMail, SmtpListener } from '../../../test/smtp-listener.ts';
import { startTestAppWithMail, stopTestAppWithMail } from '../../../test/test-app-with-mail.ts';
import { PUBLIC_URL, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { jobs, notifications, savedSearchAlerts } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { SAVED_SEARCH_MATCH_JOB, savedSearchMatchJob } from './saved-search-alerts.ts';
import { nextDigestAt, SAVED_SEARCH_DIGEST_JOB } from './saved-search-digest.ts';

let smtp: SmtpListener;
let testApp: TestApp;
let socketUrl: string;
let admin: TestUser;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  ({ testApp, smtp } = await startTestAppWithMail());
  socketUrl = await listenForSockets(testApp.app);
  admin = await testApp.makeUser({ role: 'admin' });
});
afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await stopTestAppWithMail({ testApp, smtp });
});
beforeEach(async () => {
  await testApp.resetRateLimits();
});

const db = () => testApp.database.db;
const htmlPart = (body: string) => body.slice(body.indexOf('Content-Type: text/html'));

async function saveSearch(user: TestUser, payload: object): Promise<SavedSearch> {
  return jsonOf<SavedSearch>(await testApp.request({ method: 'POST', url: '/api/saved-searches', cookie: user.cookie, payload }), 201);
}

async function setStatus(listingId: string, status: 'approved' | 'rejected') {
  const payload = status === 'rejected' ? { status, reason: 'Needs proof of revenue' } : { status };
  jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listingId}/status`, cookie: admin.cookie, payload }), 200);
}

/** Approves through the admin API, then lets the worker run what the approval enqueued. */
async function approve(listingId: string) {
  await setStatus(listingId, 'approved');
  await testApp.app.outbox.drain();
}

async function alertNotificationsOf(userId: string) {
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, SAVED_SEARCH_MATCH_NOTIFICATION)));
}

// Signing up mails a verification link too; these are the alert mails alone.
const isAlertMail = (email: string) => (mail: CaughtMail) => mail.to.includes(email) && mail.body.includes('saved search');
const mailsTo = (email: string) => smtp.mails.filter(isAlertMail(email));

describe('instant alerts', () => {
  it('notify live and e-mail once per matching listing, escaped, after the approval commits', async () => {
    const buyer = await testApp.makeUser({ fullName: 'Asha <b>Rao</b>' });
    const search = await saveSearch(buyer, {
      name: 'Bakeries <i>Pune</i>',
      filters: { search: 'bakery', category: 'food-beverage', location: 'pune', maxPrice: 5_000_000 },
      alertsEnabled: true,
    });
    const socket = await TestSocket.connect(socketUrl, { cookie: buyer.cookie });
    openSockets.push(socket);
    const matching = await makeListing(testApp, {
      title: 'Family bakery & cafe <script>',
      categorySlug: 'food-beverage',
      location: 'Kothrud, Pune',
      askingPrice: 45_00_000_00,
      status: 'pending',
    });

    await setStatus(matching.id, 'approved');
    // The approval wrote the job in its own transaction; the match happens in the worker, not in the request.
    expect(await db().select().from(jobs).where(and(eq(jobs.kind, SAVED_SEARCH_MATCH_JOB), sql`${jobs.payload} ->> 'listingId' = ${matching.id}`))).toHaveLength(1);
    await testApp.app.outbox.drain();

    const live = await socket.waitFor(
      (frame: ServerFrame) => frame.type === 'notification.created' && (frame.data as AppNotification | null)?.type === SAVED_SEARCH_MATCH_NOTIFICATION,
    );
    expect(live).toMatchObject({ data: { data: { listing_id: matching.id, listing_title: matching.title, saved_search_id: search.id } } });
    const mail = await smtp.waitForMail(isAlertMail(buyer.email));
    expect(mail.subject).toBe('New match for your saved search: Family bakery & cafe <script>');
    expect(mail.body).toContain('A business matching your saved search "\u2068Bakeries <i>Pune</i>\u2069" has just been listed');
    expect(mail.body).toContain('Hello \u2068Asha <b>Rao</b>\u2069,');
    expect(mail.body).toContain('₹45,00,000 · \u2068Kothrud, Pune\u2069');
    expect(mail.body).toContain(`${PUBLIC_URL}/listing/${matching.id}`);
    expect(mail.body).toContain(`${PUBLIC_URL}/dashboard?tab=saved-searches`);
    const html = htmlPart(mail.body);
    expect(html).toContain('Family bakery &#38; cafe &#60;script&#62;');
    expect(html).toContain('Bakeries &#60;i&#62;Pune&#60;/i&#62;');
    expect(html).not.toMatch(/<script|<i>|<b>/);

    // Rejected, approved again: the search has alerted about this listing already.
    await setStatus(matching.id, 'rejected');
    await approve(matching.id);
    expect(await alertNotificationsOf(buyer.id)).toHaveLength(1);
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });

  it('stay quiet for a listing the filters do not match, a search with alerts off, and the listing’s own seller', async () => {
    const buyer = await testApp.makeUser();
    const quietBuyer = await testApp.makeUser();
    const seller = await testApp.makeUser({ role: 'seller' });
    await saveSearch(buyer, { name: 'Goa cafés', filters: { search: 'cafe', location: 'Goa' }, alertsEnabled: true });
    await saveSearch(quietBuyer, { name: 'Goa cafés, no alerts', filters: { search: 'cafe', location: 'Goa' }, alertsEnabled: false });
    await saveSearch(seller, { name: 'My own market', filters: { search: 'cafe', location: 'Goa' }, alertsEnabled: true });

    const elsewhere = await makeListing(testApp, { title: 'Beach cafe', location: 'Kochi', status: 'pending' });
    const sellersListing = await makeListing(testApp, { title: 'Beach cafe', location: 'Goa', status: 'pending', sellerId: seller.id });
    await approve(elsewhere.id);
    await approve(sellersListing.id);

    expect(await alertNotificationsOf(buyer.id)).toEqual([expect.objectContaining({ data: expect.objectContaining({ listing_id: sellersListing.id }) })]);
    expect(await alertNotificationsOf(quietBuyer.id)).toEqual([]);
    expect(await alertNotificationsOf(seller.id)).toEqual([]);
    await smtp.waitForMail(isAlertMail(buyer.email));
    expect(mailsTo(quietBuyer.email)).toEqual([]);
    expect(mailsTo(seller.email)).toEqual([]);
  });

  it('honour the yearly profit and asking multiple filters (issue 25)', async () => {
    const buyer = await testApp.makeUser();
    const location = 'Hubballi';
    await saveSearch(buyer, { name: 'Cheap and profitable', filters: { location, minProfit: '10 lakh', maxMultiple: 3 }, alertsEnabled: true });
    // ₹30 L asking for ₹10 L a year is 3×: on both edges.
    const matching = await makeListing(testApp, { title: 'Edge case', location, askingPrice: 30_00_000_00, profit: 10_00_000_00, status: 'pending' });
    const tooDear = await makeListing(testApp, { title: 'Too dear', location, askingPrice: 31_00_000_00, profit: 10_00_000_00, status: 'pending' });
    const tooLittleProfit = await makeListing(testApp, { title: 'Too small', location, askingPrice: 10_00_000_00, profit: 9_99_999_00, status: 'pending' });
    const noProfit = await makeListing(testApp, { title: 'No figures', location, askingPrice: 10_00_000_00, profit: null, status: 'pending' });
    for (const listing of [tooDear, tooLittleProfit, noProfit, matching]) await approve(listing.id);

    expect(await alertNotificationsOf(buyer.id)).toEqual([expect.objectContaining({ data: expect.objectContaining({ listing_id: matching.id }) })]);
  });

  it('reach an account whose address is not confirmed in the app only, never by e-mail (ADR 0023)', async () => {
    const unconfirmed = await testApp.makeUser({ emailVerified: false });
    const confirmed = await testApp.makeUser();
    await saveSearch(unconfirmed, { name: 'Nashik', filters: { location: 'Nashik' }, alertsEnabled: true });
    await saveSearch(confirmed, { name: 'Nashik', filters: { location: 'Nashik' }, alertsEnabled: true });
    const listing = await makeListing(testApp, { title: 'Vineyard tours', location: 'Nashik', status: 'pending' });
    await approve(listing.id);

    expect(await alertNotificationsOf(unconfirmed.id)).toHaveLength(1);
    await smtp.waitForMail(isAlertMail(confirmed.email));
    expect(mailsTo(unconfirmed.email)).toEqual([]);
  });

  it('match nothing when the listing was rejected again before the job ran', async () => {
    const buyer = await testApp.makeUser();
    await saveSearch(buyer, { name: 'Mysuru', filters: { location: 'Mysuru' }, alertsEnabled: true });
    // As if an admin approved it and another rejected it before the worker got to the job.
    const listing = await makeListing(testApp, { location: 'Mysuru', status: 'rejected' });
    await enqueueJob(db(), savedSearchMatchJob(listing.id));
    await testApp.app.outbox.drain();
    expect(await db().select().from(jobs).where(and(eq(jobs.kind, SAVED_SEARCH_MATCH_JOB), eq(jobs.status, 'done'), sql`${jobs.payload} ->> 'listingId' = ${listing.id}`))).toHaveLength(1);
    expect(await alertNotificationsOf(buyer.id)).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('notifies at once and sends one e-mail listing the day’s matches at the next digest time', async () => {
    const buyer = await testApp.makeUser({ fullName: 'Dev Daily' });
    await saveSearch(buyer, { name: 'Nashik anything', filters: { location: 'Nashik' }, alertsEnabled: true, alertMode: 'daily' });
    await saveSearch(buyer, { name: 'Vineyards', filters: { search: 'vineyard' }, alertsEnabled: true, alertMode: 'daily' });
    const first = await makeListing(testApp, { title: 'Vineyard estate', location: 'Nashik', status: 'pending' });
    const second = await makeListing(testApp, { title: 'Print shop', location: 'Nashik Road', status: 'pending' });
    await approve(first.id);
    await approve(second.id);

    // Both searches match the vineyard: three alerts, three notifications at once, no mail yet.
    expect(await alertNotificationsOf(buyer.id)).toHaveLength(3);
    expect(mailsTo(buyer.email)).toEqual([]);
    const digests = await db().select().from(jobs).where(and(eq(jobs.kind, SAVED_SEARCH_DIGEST_JOB), eq(jobs.status, 'pending'), sql`${jobs.payload} ->> 'userId' = ${buyer.id}`));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.runAt.getTime()).toBe(nextDigestAt(digests[0]?.createdAt).getTime());

    await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, digests[0]?.id ?? ''));
    await testApp.app.outbox.drain();
    const digest = await smtp.waitForMail(isAlertMail(buyer.email));
    expect(digest.subject).toBe('3 new businesses match your saved searches');
    expect(digest.body).toContain('Your saved search "\u2068Nashik anything\u2069":');
    expect(digest.body).toContain('Your saved search "\u2068Vineyards\u2069":');
    expect(digest.body).toContain(`${PUBLIC_URL}/listing/${second.id}`);
    const waiting = await db().select().from(savedSearchAlerts).where(and(eq(savedSearchAlerts.userId, buyer.id), sql`${savedSearchAlerts.digestedAt} is null`));
    expect(waiting).toEqual([]);

    // Running the digest again finds nothing waiting and sends nothing.
    await testApp.app.outbox.drain();
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });

  it('is due at 08:00 in India, the next one after now', () => {
    expect(nextDigestAt(new Date('2026-03-10T01:00:00Z')).toISOString()).toBe('2026-03-10T02:30:00.000Z');
    expect(nextDigestAt(new Date('2026-03-10T02:30:00Z')).toISOString()).toBe('2026-03-11T02:30:00.000Z');
    expect(nextDigestAt(new Date('2026-12-31T20:00:00Z')).toISOString()).toBe('2027-01-01T02:30:00.000Z');
  });
});
