// Every rate limit of the product, in one place (ADR 0008). Each is generous for a person using the site
// and tight for a script: a person favourites a few listings a minute, a script favourites hundreds.
// Routes name the rules they apply in `config: { rateLimit: [...] }`.
import type { RateLimitRule } from './rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  // Accounts (better-auth's endpoints, bridged in modules/auth/auth.routes.ts).
  signInPerIp: { name: 'sign-in', per: 'ip', max: 10, windowSeconds: MINUTE, message: 'Too many sign-in attempts.' },
  signInFailuresPerAccount: {
    name: 'sign-in-failures',
    per: 'body-email',
    max: 10,
    windowSeconds: 15 * MINUTE,
    counts: 'failures',
    message: 'Too many failed sign-ins for this account. Reset your password or wait.',
  },
  signUpPerIp: { name: 'sign-up', per: 'ip', max: 5, windowSeconds: 10 * MINUTE, message: 'Too many sign-ups from your network.' },
  passwordResetPerIp: { name: 'password-reset', per: 'ip', max: 5, windowSeconds: HOUR, message: 'Too many password reset requests.' },
  passwordResetPerEmail: { name: 'password-reset', per: 'body-email', max: 3, windowSeconds: HOUR, message: 'Too many password reset requests for this address.' },
  verificationMailPerIp: { name: 'verification-mail', per: 'ip', max: 3, windowSeconds: 10 * MINUTE, message: 'Too many verification emails requested.' },
  authPerIp: { name: 'auth', per: 'ip', max: 100, windowSeconds: MINUTE },

  // Outgoing mail to addresses a client names: each one is a message to a possible stranger.
  newsletterPerIp: { name: 'newsletter', per: 'ip', max: 5, windowSeconds: HOUR, message: 'Too many newsletter sign-ups from your network.' },
  // The theme switch sent without the script (ADR 0039): a cookie and a redirect, nothing stored.
  themePerIp: { name: 'theme', per: 'ip', max: 60, windowSeconds: MINUTE },
  newsletterConfirmPerIp: { name: 'newsletter-confirm', per: 'ip', max: 20, windowSeconds: HOUR },

  // Profiles.
  updateProfilePerAccount: { name: 'update-profile', per: 'account', max: 30, windowSeconds: 10 * MINUTE, message: 'You are changing your profile too quickly.' },
  // Each user's own data (issue 10): a person downloads it now and then; a wrong password is a guess.
  exportOwnDataPerAccount: { name: 'export-own-data', per: 'account', max: 10, windowSeconds: HOUR, message: 'You have downloaded your data several times recently.' },
  deleteOwnAccountPerAccount: {
    name: 'delete-own-account',
    per: 'account',
    max: 5,
    windowSeconds: 15 * MINUTE,
    counts: 'failures',
    message: 'Too many attempts to delete your account.',
  },

  // Listings.
  createListingPerAccount: { name: 'create-listing', per: 'account', max: 10, windowSeconds: HOUR, message: 'You have created many listings in a short time.' },
  createListingPerIp: { name: 'create-listing', per: 'ip', max: 30, windowSeconds: HOUR, message: 'Too many listings created from your network.' },
  recordViewPerIp: { name: 'record-view', per: 'ip', max: 120, windowSeconds: MINUTE },
  // A browse page shows 24 covers and a crawler fetches one per shared link; a script fetches thousands.
  coverPerIp: { name: 'cover', per: 'ip', max: 300, windowSeconds: MINUTE },
  // A seller's own listings (issue 11): a few edits and moves a day; each edit waits for an admin's review.
  editListingPerAccount: { name: 'edit-listing', per: 'account', max: 30, windowSeconds: HOUR, message: 'You have edited listings many times in a short time.' },
  ownListingStatusPerAccount: { name: 'own-listing-status', per: 'account', max: 60, windowSeconds: HOUR, message: 'You are changing your listings too quickly.' },
  // Withdrawing a change waiting for review (issue 24): the counterpart of an edit, as often.
  withdrawListingChangesPerAccount: { name: 'withdraw-listing-changes', per: 'account', max: 30, windowSeconds: HOUR, message: 'You have withdrawn many changes in a short time.' },
  // Photos (issue 25): a seller adds a dozen to a listing, maybe to several; each upload costs image work.
  addListingPhotoPerAccount: { name: 'add-listing-photo', per: 'account', max: 60, windowSeconds: HOUR, message: 'You have added many photos in a short time.' },
  changeListingPhotosPerAccount: { name: 'change-listing-photos', per: 'account', max: 120, windowSeconds: 10 * MINUTE, message: 'You are changing photos too quickly.' },
  // A browse page shows 24 cards and a listing page a dozen photos with thumbnails; a script fetches thousands.
  photoFilePerIp: { name: 'photo-file', per: 'ip', max: 600, windowSeconds: MINUTE },
  deleteListingPerAccount: { name: 'delete-listing', per: 'account', max: 30, windowSeconds: HOUR, message: 'You have deleted many listings in a short time.' },

  // Moderation: an admin works through a queue quickly, but not at machine speed.
  adminActionPerAccount: { name: 'admin-action', per: 'account', max: 300, windowSeconds: MINUTE },
  // A bulk change moves up to ADMIN_BULK_MAX listings at once.
  adminBulkActionPerAccount: { name: 'admin-bulk-action', per: 'account', max: 20, windowSeconds: MINUTE },
  // A person reports the odd listing; a script reporting every listing would bury the admins' queue.
  reportListingPerAccount: { name: 'report-listing', per: 'account', max: 20, windowSeconds: HOUR, message: 'You have reported many listings in a short time.' },

  // Saved searches (issue 11): a person saves, renames, switches alerts and runs a search now and then.
  savedSearchWritesPerAccount: { name: 'saved-search-write', per: 'account', max: 60, windowSeconds: MINUTE, message: 'You are changing saved searches too quickly.' },

  // Favourites.
  favoritePerAccount: { name: 'favorite', per: 'account', max: 60, windowSeconds: MINUTE, message: 'You are changing favourites too quickly.' },

  // Inquiries and chat. A buyer asks about a handful of businesses a day and a person types a chat line every
  // few seconds at most; a script mailing sellers or flooding a thread does hundreds.
  createInquiryPerAccount: { name: 'create-inquiry', per: 'account', max: 20, windowSeconds: HOUR, message: 'You have sent many inquiries in a short time.' },
  sendMessagePerAccount: { name: 'send-message', per: 'account', max: 30, windowSeconds: MINUTE, message: 'You are sending messages too quickly.' },
  sendMessageHourlyPerAccount: { name: 'send-message-hourly', per: 'account', max: 600, windowSeconds: HOUR, message: 'You have sent many messages in a short time.' },
  closeInquiryPerAccount: { name: 'close-inquiry', per: 'account', max: 30, windowSeconds: MINUTE },
  // Read marks follow every thread opened and every live message that arrives in an open thread.
  markReadPerAccount: { name: 'mark-read', per: 'account', max: 300, windowSeconds: MINUTE },
} as const satisfies Record<string, RateLimitRule>;
