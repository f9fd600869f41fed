// Issue 24 (ADR 0031, ADR 0032): a cut of the asking price reaches the listing's followers the way a sale does:
// in the app, and by e-mail when their address is confirmed and their setting allows. The e-mails go through the
// outbox to a real SMTP listener, every byte a seller or a buyer typed escaped in the HTML part.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAVORITE_PRICE_REDUCED_NOTIFICATION } from '@common/listing-revisions.ts';
import type { OwnPendingRevision } from '@common/listing-revisions.ts';
import { jsonOf } from '../../../test/api.ts';
import { findCategoryId, makeFavorite, makeInquiry, makeListing } from '../../../test/factories.ts';
import type { SmtpListener } from '../../../test/smtp-listener.ts';
import { startTestAppWithMail, stopTestAppWithMail } from '../../../test/test-app-with-mail.ts';
import { PUBLIC_URL, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { emailOutbox, notifications } from '../../db/schema.ts';

let smtp: SmtpListener;
let testApp: TestApp;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ testApp, smtp } = await startTestAppWithMail());
  [seller, admin] = await Promise.all([testApp.makeUser({ role: 'seller', fullName: 'Ravi Menon' }), testApp.makeUser({ role: 'admin' })]);
});
afterAll(() => stopTestAppWithMail({ testApp, smtp }));

const LAKH = 1_00_000 * 100;
const htmlPart = (body: string) => body.slice(body.indexOf('Content-Type: text/html'));
const noticesOf = (user: TestUser) =>
  testApp.database.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.type, FAVORITE_PRICE_REDUCED_NOTIFICATION)));
const outboxTo = (user: TestUser) => testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));

/** The seller proposes a lower asking price and an admin approves it: the change the followers hear of. */
async function cutPrice(listing: { id: string; title: string; description: string; location: string; revenue: number | null }, categoryId: string) {
  const payload = { title: listing.title, categoryId, description: listing.description, location: listing.location, askingPrice: 33 * LAKH, revenue: listing.revenue };
  jsonOf(await testApp.request({ method: 'PUT', url: `/api/listings/${listing.id}`, payload, cookie: seller.cookie }), 200);
  const pending = jsonOf<OwnPendingRevision>(await testApp.request({ method: 'GET', url: `/api/listings/${listing.id}/pending-revision`, cookie: seller.cookie }), 200);
  const revisionId = pending.revision?.id ?? '';
  const decided = await testApp.request({ method: 'PATCH', url: `/api/admin/listing-revisions/${revisionId}/status`, payload: { status: 'approved' }, cookie: admin.cookie });
  jsonOf(decided, 200);
}

it('e-mails a favouriting buyer and an asking buyer of a price cut, escaped, and not a buyer whose setting is off', async () => {
  const categoryId = await findCategoryId(testApp.database.db, 'technology');
  const title = 'Dosa cart & <b>tiffin</b>';
  const listing = await makeListing(testApp, { sellerId: seller.id, status: 'approved', categoryId, askingPrice: 35 * LAKH, revenue: 80 * LAKH, title });
  const [fan, asker, quietFan] = await Promise.all([
    testApp.makeUser({ fullName: 'Asha <i>Rao</i>' }),
    testApp.makeUser({ fullName: 'Kiran Das' }),
    testApp.makeUser({ fullName: 'Quiet Buyer' }),
  ]);
  await makeFavorite(testApp.database.db, { userId: fan.id, listingId: listing.id });
  await makeFavorite(testApp.database.db, { userId: quietFan.id, listingId: listing.id });
  await makeInquiry(testApp.database.db, { listingId: listing.id, sellerId: seller.id, buyerId: asker.id, status: 'pending' });
  const quiet = await testApp.request({ method: 'PATCH', url: '/api/profile', cookie: quietFan.cookie, payload: { listingUpdateEmailsEnabled: false } });
  expect(jsonOf<{ listingUpdateEmailsEnabled: boolean }>(quiet, 200).listingUpdateEmailsEnabled).toBe(false);

  await cutPrice(listing, categoryId);
  const isPriceCutMailTo = (user: TestUser) => (mail: { to: string[]; subject: string }) => mail.to.includes(user.email) && mail.subject.startsWith('Price reduced:');
  const drainUntil = async <T>(wait: Promise<T>) => {
    let isDone = false;
    void wait.finally(() => (isDone = true));
    while (!isDone) {
      await testApp.app.outbox.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return wait;
  };
  const [fanMail, askerMail] = await drainUntil(Promise.all([smtp.waitForMail(isPriceCutMailTo(fan), 15_000), smtp.waitForMail(isPriceCutMailTo(asker), 15_000)]));

  expect(fanMail.subject).toBe(`Price reduced: ${title}`);
  expect(fanMail.body).toContain('Hello \u2068Asha <i>Rao</i>\u2069,');
  expect(fanMail.body).toContain(`The business "\u2068${title}\u2069" now asks ₹33 L (was ₹35 L).`);
  expect(fanMail.body).toContain(`${PUBLIC_URL}/listing/${listing.id}`);
  const fanHtml = htmlPart(fanMail.body);
  expect(fanHtml).toContain('Dosa cart &#38; &#60;b&#62;tiffin&#60;/b&#62;');
  expect(fanHtml).toContain('Asha &#60;i&#62;Rao&#60;/i&#62;');
  expect(fanHtml).not.toMatch(/<b>|<i>/);
  expect(askerMail.body).toContain('Your conversation with the seller is in your dashboard.');

  // Everyone is told in the app, once; the buyer who switched the e-mail off gets none.
  for (const follower of [fan, asker, quietFan]) expect(await noticesOf(follower)).toHaveLength(1);
  for (let pass = 0; pass < 3; pass += 1) await testApp.app.outbox.drain();
  expect((await outboxTo(quietFan)).filter((mail) => mail.subject.startsWith('Price reduced:'))).toHaveLength(0);
  expect(smtp.mails.filter(isPriceCutMailTo(quietFan))).toHaveLength(0);
  expect(await noticesOf(seller)).toHaveLength(0);
});
