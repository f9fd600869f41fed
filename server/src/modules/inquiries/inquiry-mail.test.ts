// The new-inquiry e-mail, end to end through the outbox and a real SMTP listener (issue 9).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InquiryDetail } from '@common/inquiries.ts';
import { jsonOf } from '../../../test/api.ts';
import { makeListing } from '../../../test/factories.ts';
import { type SmtpListener } from '../../../test/smtp-listener.ts';
import { startTestAppWithMail, stopTestAppWithMail } from '../../../test/test-app-with-mail.ts';
import { PUBLIC_URL, type TestApp } from '../../../test/test-app.ts';

let smtp: SmtpListener;
let testApp: TestApp;

beforeAll(async () => {
  ({ testApp, smtp } = await startTestAppWithMail());
});
afterAll(() => stopTestAppWithMail({ testApp, smtp }));

it("e-mails the seller at once with the listing, the buyer's name, the message and a link to the conversation", async () => {
  const seller = await testApp.makeUser({ role: 'seller', fullName: 'Meera Kapoor' });
  const buyer = await testApp.makeUser({ fullName: 'Arjun <b>Das</b>' });
  const listing = await makeListing(testApp, { sellerId: seller.id, title: 'Spice shop & cafe in Kochi' });
  const response = await testApp.request({
    method: 'POST',
    url: `/api/listings/${listing.id}/inquiries`,
    cookie: buyer.cookie,
    payload: { message: 'What are the monthly sales?\n<img src=x onerror=alert(1)>' },
  });
  const inquiry = jsonOf<InquiryDetail>(response, 201);

  // No drain(): enqueuing wakes the worker, so the mail goes out without waiting for a poll.
  const mail = await smtp.waitForMail((candidate) => candidate.to.includes(seller.email) && candidate.subject.startsWith('New inquiry'));
  expect(mail.subject).toBe('New inquiry about Spice shop & cafe in Kochi');
  expect(mail.body).toContain('Hello \u2068Meera Kapoor\u2069,');
  expect(mail.body).toContain('\u2068Arjun <b>Das</b>\u2069 sent an inquiry about your listing "\u2068Spice shop & cafe in Kochi\u2069":');
  expect(mail.body).toContain('> What are the monthly sales?');
  expect(mail.body).toContain(`${PUBLIC_URL}/dashboard/inquiries/${inquiry.id}`);
  // The HTML part: every byte the users wrote is escaped (the plain-text part carries it as typed).
  const html = mail.body.slice(mail.body.indexOf('Content-Type: text/html'));
  expect(html).toContain('Arjun &#60;b&#62;Das&#60;/b&#62;');
  expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  expect(html).toContain('Spice shop &#38; cafe in Kochi');
  expect(html).toContain(`href="${PUBLIC_URL}/dashboard/inquiries/${inquiry.id}"`);
  // The buyer's markup arrives as text (the logo's own <img> and <b> are the layout's).
  expect(html).not.toMatch(/<img src=x|<b>Das/);
});
