// The text of every e-mail the product sends. Plain text first (it is what the console transport prints);
// the HTML is the same words with a button.
import type { VisitRequestRow } from '../db/schema.ts';
import { BRAND_INDIGO, BRAND_MARK_PNG_PATH, BRAND_NAME } from '@common/brand.ts';
import { pluralWord } from '@common/plural.ts';
import { LISTING_UPDATE_EMAILS_LABEL } from '@common/profiles.ts';
import type { OutgoingMail } from './transport.ts';

const BRAND = BRAND_NAME;

/**
 * The logo as on the site's header (ADR 0039): the mark as a PNG (mail clients show a linked PNG; most refuse SVG
 * and data URLs), then the wordmark in one colour with "Biz" heavier. The
 * mark's address is on the site the mail's own link points to (every action link is ours). With images blocked
 * the wordmark still reads, so the image is decoration (alt="").
 */
function brandHeaderHtml(siteUrl: string): string {
  const markUrl = new URL(BRAND_MARK_PNG_PATH, siteUrl).href;
  return `<p style="margin:0 0 24px;font-size:22px;line-height:32px;color:#0f172a;letter-spacing:-0.3px"><img src="${escapeHtml(markUrl)}" width="32" height="32" alt="" style="vertical-align:middle;border:0;border-radius:8px;margin-right:8px"><span style="vertical-align:middle"><b style="font-weight:800">Biz</b><span style="font-weight:500">Bazaar</span></span></p>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Words a user wrote (a name, a title, a message) inside our own: each body shows them isolated. */
interface UserWords {
  userWords: string;
}
type LinePart = string | UserWords;
/** One line of a mail: plain words, or our words with a user's words among them. */
type MailLine = string | readonly LinePart[];

const userWords = (text: string): UserWords => ({ userWords: text });

/** A line with user words in it: line`${userWords(name)} sent an inquiry`; any other value is ours. */
function line(strings: TemplateStringsArray, ...values: (LinePart | number)[]): LinePart[] {
  return strings
    .flatMap((text, index) => {
      const value = values[index];
      return value === undefined ? [text] : [text, typeof value === 'number' ? String(value) : value];
    })
    .filter((part) => part !== '');
}

// A user's words must not reorder ours (ADR 0025): an Arabic name pulls the date after it into its own run, and
// an override left open runs on into the rest of the sentence. In HTML they sit in <bdi>. In plain text, words
// that share a line with ours sit between FSI and PDI (U+2068, U+2069): the PDI closes any embedding or override
// left open inside, and the FSI takes their direction from their own first letter. A line of plain text is a
// bidi paragraph of its own, so a line that holds only a user's words (a quoted line of a message) reorders
// nothing of ours and is left as typed.
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

function lineText(mailLine: MailLine): string {
  if (typeof mailLine === 'string') return mailLine;
  const [onlyPart] = mailLine;
  if (mailLine.length === 1 && onlyPart !== undefined) return typeof onlyPart === 'string' ? onlyPart : onlyPart.userWords;
  return mailLine.map((part) => (typeof part === 'string' ? part : `${FIRST_STRONG_ISOLATE}${part.userWords}${POP_DIRECTIONAL_ISOLATE}`)).join('');
}

function lineHtml(mailLine: MailLine): string {
  if (typeof mailLine === 'string') return escapeHtml(mailLine);
  return mailLine.map((part) => (typeof part === 'string' ? escapeHtml(part) : `<bdi>${escapeHtml(part.userWords)}</bdi>`)).join('');
}

/** Someone's own words (a message), line by line as typed. */
const userParagraphs = (text: string): MailLine[] => text.split('\n').map((textLine) => [userWords(textLine)]);

interface MailLink {
  label: string;
  url: string;
}

/** A block set apart under an optional caption: someone's message, or a listing a saved search matched. */
interface MailQuote {
  /** Who wrote it and when, above the quote. */
  caption?: MailLine;
  lines: MailLine[];
}

interface ActionMailOptions {
  to: string;
  /** One line: the outbox drops line breaks and bidi controls from every subject (mail/outbox.ts). */
  subject: string;
  greeting: MailLine;
  lines: MailLine[];
  quotes?: MailQuote[];
  /** After the quotes (e.g. how many more there are). */
  closingLines?: string[];
  actionLabel: string;
  url: string;
  otherLink?: MailLink;
  footer: string;
}

function quoteText({ caption, lines }: MailQuote): string[] {
  return ['', ...(caption === undefined ? [] : [lineText(caption)]), ...lines.map((quoted) => `> ${lineText(quoted)}`)];
}

function quoteHtml({ caption, lines }: MailQuote): string {
  const captionHtml = caption === undefined ? '' : `<p style="margin:16px 0 4px;font-size:13px;color:#4b5563">${lineHtml(caption)}</p>`;
  const margin = caption === undefined ? '16px 0' : '0 0 16px';
  return `${captionHtml}<blockquote style="white-space:pre-wrap;margin:${margin};padding:8px 12px;border-left:3px solid #93c5fd;color:#374151">${lines.map(lineHtml).join('\n')}</blockquote>`;
}

// Every value that reaches the HTML goes through escapeHtml, user text or not: names, titles, messages and
// links alike (docs/security.md).
function actionMail(options: ActionMailOptions): OutgoingMail {
  const { otherLink, quotes = [], closingLines = [] } = options;
  const text = [
    lineText(options.greeting),
    '',
    ...options.lines.map(lineText),
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
    ...options.lines.map((paragraph) => `<p>${lineHtml(paragraph)}</p>`),
    ...quotes.map(quoteHtml),
    ...closingLines.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('');
  const otherLinkHtml = otherLink ? `<p><a href="${escapeHtml(otherLink.url)}">${escapeHtml(otherLink.label)}</a></p>` : '';
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#1f2937">
${brandHeaderHtml(options.url)}<p>${lineHtml(options.greeting)}</p>${paragraphs}
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;background:${BRAND_INDIGO};color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(options.actionLabel)}</a></p>
<p style="font-size:13px;color:#4b5563">Or paste this link into your browser: ${escapeHtml(options.url)}</p>${otherLinkHtml}
<p style="font-size:13px;color:#4b5563">${escapeHtml(options.footer)}</p></div>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function verificationMail(to: string, fullName: string, url: string): OutgoingMail {
  return actionMail({
    to,
    subject: `Confirm your email for ${BRAND}`,
    greeting: line`Hello ${userWords(fullName)},`,
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
    greeting: line`Hello ${userWords(fullName)},`,
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
    greeting: line`Hello ${userWords(fullName)},`,
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
export function newInquiryMail(
  to: string,
  details: { sellerName: string; buyerName: string; listingTitle: string; message: string; visit: VisitRequestRow | null; url: string },
): OutgoingMail {
  return actionMail({
    to,
    // A header is one line whatever a title holds.
    subject: `New inquiry about ${details.listingTitle}`,
    greeting: line`Hello ${userWords(details.sellerName)},`,
    lines: [line`${userWords(details.buyerName)} sent an inquiry about your listing "${userWords(details.listingTitle)}":`],
    quotes: [{ lines: userParagraphs(details.message) }],
    closingLines: details.visit ? visitLines(details.visit) : [],
    actionLabel: 'Reply to the inquiry',
    url: details.url,
    footer: `You receive this email because you listed a business on ${BRAND}. Reply from your dashboard; the buyer sees your contact details once you have responded.`,
  });
}

const visitDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${isoDate}T00:00:00Z`));
const VISIT_TIMES: Record<VisitRequestRow['timeOfDay'], string> = {
  morning: 'morning (9 am – 12 pm)',
  afternoon: 'afternoon (12 pm – 4 pm)',
  evening: 'evening (4 pm – 7 pm)',
  any: 'any time',
};

/** The visit a buyer asked for with the inquiry (issue 24), as the seller reads it. */
function visitLines(visit: VisitRequestRow): string[] {
  return [
    `The buyer would like to visit: ${visitDay(visit.preferredDate)}, ${VISIT_TIMES[visit.timeOfDay]}${visit.alternativeDate ? `, or ${visitDay(visit.alternativeDate)}` : ''}.`,
  ];
}

/**
 * To the other side of a conversation whose buyer or seller erased their account (ADR 0033). It names neither the
 * erased person nor, when they were the seller, their listing: the mail outlives nothing of theirs.
 */
export function conversationKeptMail(to: string, details: { recipientName: string; url: string; settingsUrl: string }): OutgoingMail {
  return actionMail({
    to,
    subject: 'A conversation was closed: the other person deleted their account',
    greeting: line`Hello ${userWords(details.recipientName)},`,
    lines: [
      `Someone you had a conversation with on ${BRAND} has deleted their account. The conversation stays in your inquiries for you to read, closed; they show as "Deleted user", and no more messages can be sent in it.`,
    ],
    actionLabel: 'Open the conversation',
    url: details.url,
    otherLink: { label: 'Email settings', url: details.settingsUrl },
    footer: `You receive this email because you had a conversation on ${BRAND}. To stop emails about your conversations, switch off "Email me about unread messages" on your profile: ${details.settingsUrl}`,
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
  const noun = pluralWord(total, 'message');
  return actionMail({
    to,
    subject: `You have ${total} unread ${noun} about ${details.listingTitle}`,
    greeting: line`Hello ${userWords(details.recipientName)},`,
    lines: [line`You have ${total} unread ${noun} in your conversation about "${userWords(details.listingTitle)}":`],
    quotes: details.messages.map((message) => ({
      caption: line`${userWords(message.senderName)}, ${istTime.format(message.sentAt)} IST:`,
      lines: userParagraphs(message.text),
    })),
    closingLines: details.moreCount > 0 ? [`…and ${details.moreCount} more unread ${pluralWord(details.moreCount, 'message')} in the conversation.`] : [],
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
    subject: `Your listing is live: ${details.listingTitle}`,
    greeting: line`Hello ${userWords(details.sellerName)},`,
    lines: [line`Good news: your listing "${userWords(details.listingTitle)}" has been approved and is now visible to buyers on ${BRAND}.`],
    actionLabel: 'View your listing',
    url: details.url,
    footer: `You receive this email because you listed a business on ${BRAND}.`,
  });
}

/** To the seller, written in the transaction that rejects the listing; the admin's reason quoted as written. */
export function listingRejectedMail(to: string, details: { sellerName: string; listingTitle: string; reason: string; url: string }): OutgoingMail {
  return actionMail({
    to,
    subject: `Your listing was not approved: ${details.listingTitle}`,
    greeting: line`Hello ${userWords(details.sellerName)},`,
    lines: [line`Your listing "${userWords(details.listingTitle)}" was reviewed and not approved. The reviewer's reason:`],
    quotes: [{ lines: userParagraphs(details.reason) }],
    closingLines: ['The listing is not visible to buyers. You can still open it and see this reason on its page.'],
    actionLabel: 'Open your listing',
    url: details.url,
    footer: `You receive this email because you listed a business on ${BRAND}.`,
  });
}

/** To the seller, when an admin approves the changes to an approved listing (issue 24, ADR 0031). */
export function listingChangesApprovedMail(to: string, details: { sellerName: string; listingTitle: string; url: string }): OutgoingMail {
  return actionMail({
    to,
    subject: `Your changes are live: ${details.listingTitle}`,
    greeting: line`Hello ${userWords(details.sellerName)},`,
    lines: [line`The changes you made to "${userWords(details.listingTitle)}" have been approved and buyers now see them on ${BRAND}.`],
    actionLabel: 'View your listing',
    url: details.url,
    footer: `You receive this email because you listed a business on ${BRAND}.`,
  });
}

/** To the seller, when an admin rejects the changes; the listing stays public as it was approved. */
export function listingChangesRejectedMail(to: string, details: { sellerName: string; listingTitle: string; reason: string; url: string }): OutgoingMail {
  return actionMail({
    to,
    subject: `Your changes were not approved: ${details.listingTitle}`,
    greeting: line`Hello ${userWords(details.sellerName)},`,
    lines: [line`The changes you made to "${userWords(details.listingTitle)}" were reviewed and not approved. The reviewer's reason:`],
    quotes: [{ lines: userParagraphs(details.reason) }],
    closingLines: ['Your listing stays visible to buyers as it was approved. You can edit it again at any time.'],
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
  return {
    caption: line`Your saved search "${userWords(match.searchName)}":`,
    lines: [[userWords(match.listingTitle)], line`${match.price} · ${userWords(match.location)}`, match.url],
  };
}

const savedSearchFooter = (manageUrl: string) =>
  `You receive this email because alerts are on for a saved search on ${BRAND}. Switch them off or change how often they come on your dashboard: ${manageUrl}`;

/** An instant saved-search alert: one newly approved listing that matches one of the recipient's saved searches. */
export function savedSearchMatchMail(to: string, details: { recipientName: string; match: MatchedListingLine; manageUrl: string }): OutgoingMail {
  const { match } = details;
  return actionMail({
    to,
    subject: `New match for your saved search: ${match.listingTitle}`,
    greeting: line`Hello ${userWords(details.recipientName)},`,
    lines: [line`A business matching your saved search "${userWords(match.searchName)}" has just been listed on ${BRAND}:`],
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
    greeting: line`Hello ${userWords(details.recipientName)},`,
    lines: [`Since your last digest, ${total} ${noun} your saved searches on ${BRAND}:`],
    quotes: details.matches.map(matchedListingQuote),
    closingLines: details.moreCount > 0 ? [`…and ${details.moreCount} more. Run your saved searches to see them all.`] : [],
    actionLabel: 'Open your saved searches',
    url: details.manageUrl,
    footer: savedSearchFooter(details.manageUrl),
  });
}

/** To a buyer who favourited or asked about a listing its seller marked sold or withdrew (issue 24; ADR 0032). */
export function listingClosedMail(
  to: string,
  details: { recipientName: string; listingTitle: string; isSold: boolean; hasOpenConversation: boolean; url: string; settingsUrl: string },
): OutgoingMail {
  const state = details.isSold ? 'has been sold' : 'is no longer available';
  return actionMail({
    to,
    subject: `${details.isSold ? 'Sold' : 'No longer available'}: ${details.listingTitle}`,
    greeting: line`Hello ${userWords(details.recipientName)},`,
    lines: [
      line`The business "${userWords(details.listingTitle)}" ${state}. Its seller ${details.isSold ? 'marked it as sold' : 'withdrew it'} on ${BRAND}.`,
      details.hasOpenConversation
        ? 'Your conversation with the seller stays in your dashboard.'
        : 'It stays in your favourites, marked, so you can still look it up.',
    ],
    actionLabel: 'View the listing',
    url: details.url,
    otherLink: { label: 'Email settings', url: details.settingsUrl },
    footer: followedListingFooter(details.settingsUrl),
  });
}

/** To a buyer who favourited or asked about a listing whose price was cut or whose figures changed (issue 24; ADR 0031). */
export function listingFiguresChangedMail(
  to: string,
  details: {
    recipientName: string;
    listingTitle: string;
    /** Formatted amounts, for a cut of the asking price; null for any other change of price, revenue or profit. */
    priceCut: { price: string; previousPrice: string } | null;
    hasOpenConversation: boolean;
    url: string;
    settingsUrl: string;
  },
): OutgoingMail {
  const { priceCut } = details;
  return actionMail({
    to,
    subject: `${priceCut ? 'Price reduced' : 'Updated'}: ${details.listingTitle}`,
    greeting: line`Hello ${userWords(details.recipientName)},`,
    lines: [
      priceCut
        ? line`The business "${userWords(details.listingTitle)}" now asks ${priceCut.price} (was ${priceCut.previousPrice}).`
        : line`The business "${userWords(details.listingTitle)}" has updated its asking price, revenue or profit on ${BRAND}.`,
      details.hasOpenConversation ? 'Your conversation with the seller is in your dashboard.' : 'It is in your favourites.',
    ],
    actionLabel: 'View the listing',
    url: details.url,
    otherLink: { label: 'Email settings', url: details.settingsUrl },
    footer: followedListingFooter(details.settingsUrl),
  });
}

function followedListingFooter(settingsUrl: string): string {
  return `You receive this email because you saved or asked about this business on ${BRAND}. To stop these emails, switch off "${LISTING_UPDATE_EMAILS_LABEL}" on your profile: ${settingsUrl}`;
}
