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

interface ActionMailOptions {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  /** Someone's own words (a message), quoted as typed: line breaks kept, every byte escaped in the HTML. */
  quote?: string;
  actionLabel: string;
  url: string;
  otherLink?: MailLink;
  footer: string;
}

function actionMail(options: ActionMailOptions): OutgoingMail {
  const { otherLink, quote } = options;
  const text = [
    options.greeting,
    '',
    ...options.lines,
    ...(quote === undefined ? [] : ['', ...quote.split('\n').map((line) => `> ${line}`)]),
    '',
    `${options.actionLabel}: ${options.url}`,
    ...(otherLink ? [`${otherLink.label}: ${otherLink.url}`] : []),
    '',
    options.footer,
    '',
    `— ${BRAND}`,
  ].join('\n');
  const quoteHtml =
    quote === undefined ? '' : `<blockquote style="white-space:pre-wrap;margin:16px 0;padding:8px 12px;border-left:3px solid #93c5fd;color:#374151">${escapeHtml(quote)}</blockquote>`;
  const paragraphs = options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') + quoteHtml;
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
    quote: details.message,
    actionLabel: 'Reply to the inquiry',
    url: details.url,
    footer: `You receive this email because you listed a business on ${BRAND}. Reply from your dashboard; the buyer sees your contact details once you have responded.`,
  });
}
