// Issue 10: a seller hears about moderation at once, in the open tab and by e-mail. Rejecting shows the reason
// in both; approving tells them too. The e-mails go through the outbox to a real SMTP listener, every byte an
// admin or a seller typed escaped in the HTML part.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LISTING_APPROVED_NOTIFICATION, LISTING_REJECTED_NOTIFICATION } from '@common/admin.ts';
import type { AppNotification } from '@common/notifications.ts';
import type { ServerFrame } from '@common/realtime.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeListing } from '../../../test/factories.ts';
import { listenForSockets, TestSocket } from '../../../test/realtime-client.ts';
import type { SmtpListener } from '../../../test/smtp-listener.ts';
import { startTestAppWithMail, stopTestAppWithMail } from '../../../test/test-app-with-mail.ts';
import { PUBLIC_URL, type TestApp } from '../../../test/test-app.ts';

let smtp: SmtpListener;
let testApp: TestApp;
let socketUrl: string;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  ({ testApp, smtp } = await startTestAppWithMail());
  socketUrl = await listenForSockets(testApp.app);
});
afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await stopTestAppWithMail({ testApp, smtp });
});

const htmlPart = (body: string) => body.slice(body.indexOf('Content-Type: text/html'));
const isNotification = (type: string) => (frame: ServerFrame) =>
  frame.type === 'notification.created' && 'data' in frame && (frame.data as AppNotification | null)?.type === type;

it('rejects with a reason the seller reads live in the app and in an e-mail, then approves and tells them again', async () => {
  const seller = await testApp.makeUser({ role: 'seller', fullName: 'Meera <i>Kapoor</i>' });
  const admin = await testApp.makeUser({ role: 'admin' });
  const listing = await makeListing(testApp, { sellerId: seller.id, title: 'Spice shop & cafe <b>Kochi</b>', status: 'pending' });
  const socket = await TestSocket.connect(socketUrl, { cookie: seller.cookie });
  openSockets.push(socket);

  const reason = 'Revenue "₹2 crore" needs proof <script>alert(1)</script>\nUpload the GST returns.';
  const rejected = await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listing.id}/status`, cookie: admin.cookie, payload: { status: 'rejected', reason } });
  jsonOf(rejected, 200);

  const live = await socket.waitFor(isNotification(LISTING_REJECTED_NOTIFICATION));
  expect(live).toMatchObject({ data: { title: 'Listing rejected', data: { listing_id: listing.id, reason } } });

  const rejectionMail = await smtp.waitForMail((mail) => mail.to.includes(seller.email) && mail.subject.startsWith('Your listing was not approved'));
  expect(rejectionMail.subject).toBe('Your listing was not approved: Spice shop & cafe <b>Kochi</b>');
  expect(rejectionMail.body).toContain('Hello \u2068Meera <i>Kapoor</i>\u2069,');
  expect(rejectionMail.body).toContain('> Revenue "₹2 crore" needs proof <script>alert(1)</script>');
  expect(rejectionMail.body).toContain('> Upload the GST returns.');
  expect(rejectionMail.body).toContain(`${PUBLIC_URL}/listing/${listing.id}`);
  const rejectionHtml = htmlPart(rejectionMail.body);
  expect(rejectionHtml).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  expect(rejectionHtml).toContain('Spice shop &#38; cafe &#60;b&#62;Kochi&#60;/b&#62;');
  expect(rejectionHtml).toContain('Meera &#60;i&#62;Kapoor&#60;/i&#62;');
  expect(rejectionHtml).not.toMatch(/<script|<b>|<i>/);

  const approved = await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listing.id}/status`, cookie: admin.cookie, payload: { status: 'approved' } });
  jsonOf(approved, 200);
  await socket.waitFor(isNotification(LISTING_APPROVED_NOTIFICATION));
  const approvalMail = await smtp.waitForMail((mail) => mail.to.includes(seller.email) && mail.subject.startsWith('Your listing is live'));
  expect(approvalMail.body).toContain('has been approved and is now visible to buyers');
  expect(htmlPart(approvalMail.body)).toContain(`href="${PUBLIC_URL}/listing/${listing.id}"`);
});

// Issue 23 (ADR 0025): a title stored before one-line fields refused bidi controls cannot make the subject read
// "… pdf.exe", and the HTML shows it isolated.
it('sends "Your listing is live" without bidi controls in the subject, with the title isolated in the body', async () => {
  const seller = await testApp.makeUser({ role: 'seller', fullName: 'Kiran Rao' });
  const admin = await testApp.makeUser({ role: 'admin' });
  const listing = await makeListing(testApp, { sellerId: seller.id, title: 'Invoice \u202eexe.fdp', status: 'pending' });

  jsonOf(await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${listing.id}/status`, cookie: admin.cookie, payload: { status: 'approved' } }), 200);

  const approvalMail = await smtp.waitForMail((mail) => mail.to.includes(seller.email) && mail.subject.startsWith('Your listing is live'));
  expect(approvalMail.subject).toBe('Your listing is live: Invoice exe.fdp');
  expect(htmlPart(approvalMail.body)).toContain('<bdi>Invoice \u202eexe.fdp</bdi>');
});
