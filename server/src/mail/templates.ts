// The text of every e-mail the product sends. Plain text first (it is what the console transport prints);
// the HTML is the same words with a button.
import type { OutgoingMail } from './transport.ts';

const BRAND = 'BizBazaar';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

interface MailLink {
  label: string;
  url: string;
}

/** Someone's own words (a message), quoted as typed: line breaks kept, every byte escaped in the HTML. */
interface MailQuote {
  /** Who wrote it and when, above the quote. */
  caption?: string;
  text: string;
}

interface ActionMailOptions {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  quotes?: MailQuote[];
  /** After the quotes (e.g. how many more there are). */
  closingLines?: string[];
  actionLabel: string;
  url: string;
  otherLink?: MailLink;
  footer: string;
}

function quoteText({ caption, text }: MailQuote): string[] {
  return ['', ...(caption === undefined ? [] : [caption]), ...text.split('\n').map((line) => `> ${line}`)];
}

function quoteHtml({ caption, text }: MailQuote): string {
  const captionHtml = caption === undefined ? '' : `<p style="margin:16px 0 4px;font-size:13px;color:#4b5563">${escapeHtml(caption)}</p>`;
  const margin = caption === undefined ? '16px 0' : '0 0 16px';
  return `${captionHtml}<blockquote style="white-space:pre-wrap;margin:${margin};padding:8px 12px;border-left:3px solid #93c5fd;color:#374151">${escapeHtml(text)}</blockquote>`;
}

// Every value that reaches the HTML goes through escapeHtml, user text or not: names, titles, messages and
// links alike (docs/security.md).
function actionMail(options: ActionMailOptions): OutgoingMail {
  const { otherLink, quotes = [], closingLines = [] } = options;
  const text = [
    options.greeting,
    '',
    ...options.lines,
    ...quotes.flatMap(quoteText),
    ...(closingLines.length === 0 ? [] : ['', ...closingLines]),
    '',
    `${options.actionLabel}: ${options.url}`,
    ...(otherLink ? [`${otherLink.label}: ${otherLink.url}`] : []),
    '',
    options.footer,
    '',
    `— ${BRAND}`,
  ].join('\n');
  const paragraphs = [
    ...options.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...quotes.map(quoteHtml),
    ...closingLines.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('');
  const otherLinkHtml = otherLink ? `<p><a href="${escapeHtml(otherLink.url)}">${escapeHtml(otherLink.label)}</a></p>` : '';
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#1f2937">
<h2 style="color:#1e3a8a">${BRAND}</h2><p>${escapeHtml(options.greeting)}</p>${paragraphs}
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(options.actionLabel)}</a></p>
<p style="font-size:13px;color:#4b5563">Or paste this link into your browser: ${escapeHtml(options.url)}</p>${otherLinkHtml}
<p style="font-size:13px;color:#4b5563">${escapeHtml(options.footer)}</p></div>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function verificationMail(to: string, fullName: string, url: string): OutgoingMail {
  return actionMail({
    to,
    subject: `Confirm your email for ${BRAND}`,
    greeting: `Hello ${fullName},`,
    lines: [`Welcome to ${BRAND}, India's marketplace for buying and selling businesses.`, 'Please confirm your email address to finish setting up your account.'],
    actionLabel: 'Confirm email',
    url,
    footer: 'If you did not create an account, you can ignore this email. The link expires in 24 hours.',
  });
}

/**
 * Sent instead of an error when someone signs up with an address that already has an account (ADR 0009): the
 * sign-up form answers the same either way, so only the owner of the address learns that it is registered.
 */
export function existingAccountMail(to: string, fullName: string, links: { signInUrl: string; resetUrl: string }): OutgoingMail {
  return actionMail({
    to,
    subject: `You already have a ${BRAND} account`,
    greeting: `Hello ${fullName},`,
    lines: [
      `Someone just tried to create a new ${BRAND} account with this email address, which already has an account.`,
      'If it was you, sign in with your password. If you have forgotten it, reset it with the second link below.',
    ],
    actionLabel: 'Sign in',
    url: links.signInUrl,
    otherLink: { label: 'Reset your password', url: links.resetUrl },
    footer: 'If it was not you, you can ignore this email: nobody can use your account without your password, and no new account was created.',
  });
}

export function passwordResetMail(to: string, fullName: string, url: string): OutgoingMail {
  return actionMail({
    to,
    subject: `Reset your ${BRAND} password`,
    greeting: `Hello ${fullName},`,
    lines: ['We received a request to reset your password.', 'Choose a new password with the link below. All other sessions will be signed out.'],
    actionLabel: 'Reset password',
    url,
    footer: 'If you did not ask for this, you can ignore this email: your password stays the same. The link expires in 1 hour.',
  });
}

export function newsletterConfirmationMail(to: string, url: string): OutgoingMail {
  return actionMail({
    to,
    subject: `Confirm your ${BRAND} newsletter subscription`,
    greeting: 'Hello,',
    lines: ['Someone (we hope you) asked to receive the BizBazaar newsletter: new businesses for sale and tips for buyers and sellers.', 'Please confirm that you want it.'],
    actionLabel: 'Confirm subscription',
    url,
    footer: 'If you did not ask for this, ignore this email and you will not hear from us.',
  });
}

/** To the seller, written in the transaction that creates the inquiry (issue 9). */
export function newInquiryMail(to: string, details: { sellerName: string; buyerName: string; listingTitle: string; message: string; url: string }): OutgoingMail {
  return actionMail({
    to,
    // A header is one line whatever a title holds.
    subject: `New inquiry about ${details.listingTitle}`.replace(/\s+/g, ' '),
    greeting: `Hello ${details.sellerName},`,
    lines: [`${details.buyerName} sent an inquiry about your listing "${details.listingTitle}":`],
    quotes: [{ text: details.message }],
    actionLabel: 'Reply to the inquiry',
    url: details.url,
    footer: `You receive this email because you listed a business on ${BRAND}. Reply from your dashboard; the buyer sees your contact details once you have responded.`,
  });
}

export interface UnreadMessageLine {
  senderName: string;
  sentAt: Date;
  text: string;
}

// Mail is read in India (SPEC: a marketplace for Indian businesses): times in IST, written out in full.
const istTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/**
 * The unread-message reminder (issue 9): one mail per conversation listing what the recipient has not read,
 * sent by a job at most once an hour (modules/inquiries/message-reminder.ts).
 */
export function unreadMessagesMail(
  to: string,
  details: { recipientName: string; listingTitle: string; messages: UnreadMessageLine[]; moreCount: number; url: string; settingsUrl: string },
): OutgoingMail {
  const total = details.messages.length + details.moreCount;
  const noun = total === 1 ? 'message' : 'messages';
  return actionMail({
    to,
    subject: `You have ${total} unread ${noun} about ${details.listingTitle}`.replace(/\s+/g, ' '),
    greeting: `Hello ${details.recipientName},`,
    lines: [`You have ${total} unread ${noun} in your conversation about "${details.listingTitle}":`],
    quotes: details.messages.map((message) => ({ caption: `${message.senderName}, ${istTime.format(message.sentAt)} IST:`, text: message.text })),
    closingLines: details.moreCount > 0 ? [`…and ${details.moreCount} more unread ${details.moreCount === 1 ? 'message' : 'messages'} in the conversation.`] : [],
    actionLabel: 'Open the conversation',
    url: details.url,
    otherLink: { label: 'Email settings', url: details.settingsUrl },
    footer: `You receive this email because messages to you on ${BRAND} are still unread. To stop these emails, switch off "Email me about unread messages" on your profile: ${details.settingsUrl}`,
  });
}

/** To the seller, written in the transaction that approves the listing (issue 10). */
export function listingApprovedMail(to: string, details: { sellerName: string; listingTitle: string; url: string }): OutgoingMail {
  return actionMail({
    to,
    subject: `Your listing is live: ${details.listingTitle}`.replace(/\s+/g, ' '),
    greeting: `Hello ${details.sellerName},`,
    lines: [`Good news: your listing "${details.listingTitle}" has been approved and is now visible to buyers on ${BRAND}.`],
    actionLabel: 'View your listing',
    url: details.url,
    footer: `You receive this email because you listed a business on ${BRAND}.`,
  });
}

/** To the seller, written in the transaction that rejects the listing; the admin's reason quoted as written. */
export function listingRejectedMail(to: string, details: { sellerName: string; listingTitle: string; reason: string; url: string }): OutgoingMail {
  return actionMail({
    to,
    subject: `Your listing was not approved: ${details.listingTitle}`.replace(/\s+/g, ' '),
    greeting: `Hello ${details.sellerName},`,
    lines: [`Your listing "${details.listingTitle}" was reviewed and not approved. The reviewer's reason:`],
    quotes: [{ text: details.reason }],
    closingLines: ['The listing is not visible to buyers. You can still open it and see this reason on its page.'],
    actionLabel: 'Open your listing',
    url: details.url,
    footer: `You receive this email because you listed a business on ${BRAND}.`,
  });
}

/** A listing a saved search matched (issue 11), as its alert e-mails describe it. */
export interface MatchedListingLine {
  searchName: string;
  listingTitle: string;
  /** Already formatted (INR, en-IN). */
  price: string;
  location: string;
  url: string;
}

function matchedListingQuote(match: MatchedListingLine): MailQuote {
  return { caption: `Your saved search "${match.searchName}":`, text: `${match.listingTitle}\n${match.price} · ${match.location}\n${match.url}` };
}

const savedSearchFooter = (manageUrl: string) =>
  `You receive this email because alerts are on for a saved search on ${BRAND}. Switch them off or change how often they come on your dashboard: ${manageUrl}`;

/** An instant saved-search alert: one newly approved listing that matches one of the recipient's saved searches. */
export function savedSearchMatchMail(to: string, details: { recipientName: string; match: MatchedListingLine; manageUrl: string }): OutgoingMail {
  const { match } = details;
  return actionMail({
    to,
    subject: `New match for your saved search: ${match.listingTitle}`.replace(/\s+/g, ' '),
    greeting: `Hello ${details.recipientName},`,
    lines: [`A business matching your saved search "${match.searchName}" has just been listed on ${BRAND}:`],
    quotes: [matchedListingQuote(match)],
    actionLabel: 'View the listing',
    url: match.url,
    otherLink: { label: 'Manage saved searches', url: details.manageUrl },
    footer: savedSearchFooter(details.manageUrl),
  });
}

/** The daily digest: the day's matches of every saved search of the recipient with daily alerts, in one mail. */
export function savedSearchDigestMail(
  to: string,
  details: { recipientName: string; matches: MatchedListingLine[]; moreCount: number; manageUrl: string },
): OutgoingMail {
  const total = details.matches.length + details.moreCount;
  const noun = total === 1 ? 'new business matches' : 'new businesses match';
  return actionMail({
    to,
    subject: `${total} ${noun} your saved searches`,
    greeting: `Hello ${details.recipientName},`,
    lines: [`Since your last digest, ${total} ${noun} your saved searches on ${BRAND}:`],
    quotes: details.matches.map(matchedListingQuote),
    closingLines: details.moreCount > 0 ? [`…and ${details.moreCount} more. Run your saved searches to see them all.`] : [],
    actionLabel: 'Open your saved searches',
    url: details.manageUrl,
    footer: savedSearchFooter(details.manageUrl),
  });
}
