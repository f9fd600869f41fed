import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, newsletterSubscriptions } from '../../db/schema.ts';
import { firstLink, type SmtpListener } from '../../../test/smtp-listener.ts';
import { startTestAppWithMail, stopTestAppWithMail } from '../../../test/test-app-with-mail.ts';
import { nextClientAddress, uniqueEmail, type TestApp } from '../../../test/test-app.ts';

describe('newsletter (double opt-in)', () => {
  let testApp: TestApp;
  let smtp: SmtpListener;
  beforeAll(async () => {
    ({ testApp, smtp } = await startTestAppWithMail());
  });
  afterAll(() => stopTestAppWithMail({ testApp, smtp }));

  it('records the address unconfirmed and mails a confirmation link that confirms it', async () => {
    const email = uniqueEmail('news');
    const response = await testApp.request({ method: 'POST', url: '/api/newsletter', payload: { email: `  ${email.toUpperCase()} ` } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'pending' });

    const [pending] = await testApp.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(pending?.confirmedAt).toBeNull();

    const mail = await smtp.waitForMail((candidate) => candidate.to.includes(email));
    expect(mail.subject).toBe('Confirm your BizBazaar newsletter subscription');
    const link = new URL(firstLink(mail, '/api/newsletter/confirm'));
    const confirm = await testApp.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/?newsletter=confirmed');

    const [confirmed] = await testApp.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
  });

  it('takes the footer form sent without the script and goes back to its page naming the outcome (issue 24)', async () => {
    const email = uniqueEmail('form');
    const sendForm = (fields: Record<string, string>) =>
      testApp.request({
        method: 'POST',
        url: '/api/newsletter',
        payload: new URLSearchParams(fields).toString(),
        headers: { origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: nextClientAddress(),
      });
    const subscribed = await sendForm({ email, back: '/listing/abc?then=favorite' });
    expect(subscribed.statusCode).toBe(303);
    expect(subscribed.headers.location).toBe('/listing/abc?then=favorite&subscription=pending');
    const [pending] = await testApp.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(pending?.confirmedAt).toBeNull();

    const invalid = await sendForm({ email: 'not an address', back: '//evil.example/' });
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe('/?subscription=invalid');
  });

  it('answers the same for a known address and does not mail it again', async () => {
    const email = uniqueEmail('again');
    await testApp.request({ method: 'POST', url: '/api/newsletter', payload: { email } });
    const second = await testApp.request({ method: 'POST', url: '/api/newsletter', payload: { email } });
    expect(second.statusCode).toBe(202);
    const queued = await testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(queued).toHaveLength(1);
  });

  it('refuses a malformed address with a field message and an unknown token with a redirect', async () => {
    const invalid = await testApp.request({ method: 'POST', url: '/api/newsletter', payload: { email: 'not-an-email' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { email: 'Enter a valid email address' } } });

    const unknown = await testApp.request({ method: 'GET', url: '/api/newsletter/confirm?token=nope' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/?newsletter=invalid');
  });
});
