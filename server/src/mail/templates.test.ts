// Every mail the product sends shows a user's words isolated, so they cannot reorder ours, and no subject
// carries a bidi control (ADR 0025). Each template is built with hostile words, put through the outbox's one
// door, and read back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIDI_CONTROL_CHARACTERS } from '@common/validation.ts';
import { openTestDatabase } from '../../test/database-template.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { enqueueEmail } from './outbox.ts';
import * as templates from './templates.ts';
import type { OutgoingMail } from './transport.ts';

// Rows written before one-line fields refused bidi controls may still hold them; several lines always may.
const NAME = 'Asha \u202eahsA';
const TITLE = 'Invoice \u202eexe.fdp';
const LOCATION = 'Pune \u2067enuP';
const SEARCH_NAME = 'Cafes \u202dsefaC';
const MESSAGE = 'Line one \u202eeno\nLine two \u2067owt\u200f';
const URL = 'http://localhost:3000/listing/1';
const match = { searchName: SEARCH_NAME, listingTitle: TITLE, price: '₹12 L', location: LOCATION, url: URL };

const hostileMails: Record<keyof typeof templates, () => OutgoingMail> = {
  verificationMail: () => templates.verificationMail('a@example.in', NAME, URL),
  existingAccountMail: () => templates.existingAccountMail('a@example.in', NAME, { signInUrl: URL, resetUrl: URL }),
  passwordResetMail: () => templates.passwordResetMail('a@example.in', NAME, URL),
  newsletterConfirmationMail: () => templates.newsletterConfirmationMail('a@example.in', URL),
  newInquiryMail: () => templates.newInquiryMail('a@example.in', { sellerName: NAME, buyerName: NAME, listingTitle: TITLE, message: MESSAGE, visit: null, url: URL }),
  conversationKeptMail: () => templates.conversationKeptMail('a@example.in', { recipientName: NAME, url: URL, settingsUrl: URL }),
  unreadMessagesMail: () =>
    templates.unreadMessagesMail('a@example.in', {
      recipientName: NAME,
      listingTitle: TITLE,
      messages: [{ senderName: NAME, sentAt: new Date('2026-11-26T10:00:00Z'), text: MESSAGE }],
      moreCount: 1,
      url: URL,
      settingsUrl: URL,
    }),
  listingApprovedMail: () => templates.listingApprovedMail('a@example.in', { sellerName: NAME, listingTitle: TITLE, url: URL }),
  listingRejectedMail: () => templates.listingRejectedMail('a@example.in', { sellerName: NAME, listingTitle: TITLE, reason: MESSAGE, url: URL }),
  listingChangesApprovedMail: () => templates.listingChangesApprovedMail('a@example.in', { sellerName: NAME, listingTitle: TITLE, url: URL }),
  listingChangesRejectedMail: () => templates.listingChangesRejectedMail('a@example.in', { sellerName: NAME, listingTitle: TITLE, reason: MESSAGE, url: URL }),
  savedSearchMatchMail: () => templates.savedSearchMatchMail('a@example.in', { recipientName: NAME, match, manageUrl: URL }),
  savedSearchDigestMail: () => templates.savedSearchDigestMail('a@example.in', { recipientName: NAME, matches: [match, match], moreCount: 0, manageUrl: URL }),
  listingClosedMail: () =>
    templates.listingClosedMail('a@example.in', { recipientName: NAME, listingTitle: TITLE, isSold: true, hasOpenConversation: true, url: URL, settingsUrl: URL }),
  listingFiguresChangedMail: () =>
    templates.listingFiguresChangedMail('a@example.in', {
      recipientName: NAME,
      listingTitle: TITLE,
      priceCut: { price: '₹33 L', previousPrice: '₹35 L' },
      hasOpenConversation: false,
      url: URL,
      settingsUrl: URL,
    }),
};

const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROL_CHARACTERS.join('')}]`, 'u');
/** The HTML with every isolated span taken out: what is left must hold no user's bidi control. */
const outsideBdi = (html: string) => html.replace(/<bdi>[^<]*<\/bdi>/g, '');
/** The plain text with every FSI…PDI span and every quoted line (a bidi paragraph of its own) taken out. */
const outsideIsolates = (text: string) => text.replace(/\u2068[^\u2068\u2069\n]*\u2069/g, '').replace(/^> .*$/gm, '');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe.each(Object.entries(hostileMails))('%s', (name, build) => {
  it('has a subject without bidi controls once it is in the outbox', async () => {
    const mail = build();
    const to = `${name}@example.in`;
    await enqueueEmail(database.db, { ...mail, to }, { aboutUserIds: [] });
    const [stored] = await database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(stored?.subject).not.toMatch(BIDI_CONTROL);
    expect(stored?.subject).toBe(stored?.subject.trim());
  });

  it('opens with the logo: the mark from the site and the wordmark in text (ADR 0039)', () => {
    const html = build().html ?? '';
    expect(html).toMatch(/^<div[^>]*>\n<p[^>]*><img src="http:\/\/localhost:3000\/brand-mark\.png" width="32" height="32" alt=""/);
    expect(html.replace(/<[^>]+>/g, '')).toMatch(/^\nBizBazaar/);
  });

  it("isolates the user's words in the HTML and in the plain text", () => {
    const mail = build();
    expect(outsideBdi(mail.html ?? '')).not.toMatch(BIDI_CONTROL);
    expect(outsideIsolates(mail.text)).not.toMatch(BIDI_CONTROL);
  });
});

it('says "Your listing is live" with the title as stored but no control in the subject', async () => {
  const mail = templates.listingApprovedMail('seller@example.in', { sellerName: 'Meera', listingTitle: TITLE, url: URL });
  await enqueueEmail(database.db, mail, { aboutUserIds: [] });
  const [stored] = await database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, 'seller@example.in'));
  expect(stored?.subject).toBe('Your listing is live: Invoice exe.fdp');
  expect(mail.html).toContain('your listing &#34;<bdi>Invoice \u202eexe.fdp</bdi>&#34; has been approved');
  expect(mail.text).toContain('your listing "\u2068Invoice \u202eexe.fdp\u2069" has been approved');
});
