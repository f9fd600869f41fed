// ARCHITECTURE §5 as data: for every operation, what a valid request gets from each kind of user. The fuzz
// test fails when an operation of the OpenAPI document (or an exempt route with parameters) has no row here,
// so a new endpoint is placed in this table the day it is added.
// Field-level rules (contact details shown or hidden) do not change the outcome; the listings tests cover them.
import sharp from 'sharp';
import { photoUploadBody } from '../photo-uploads.ts';
import { uniqueEmail } from '../test-app.ts';
import type { HttpMethod } from './operations.ts';
import type { Actor, SampleContext } from './sample-context.ts';

export type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'not-visible' | 'email-not-confirmed' | 'conflict';
const allowed: Outcome = 'allowed'; // any 2xx or 3xx
const unauthenticated: Outcome = 'unauthenticated'; // 401
const forbidden: Outcome = 'forbidden'; // 403
const notVisible: Outcome = 'not-visible'; // 404: the thing exists, but not for this user
// 403 EMAIL_NOT_CONFIRMED (ADR 0023): a write that reaches another person, from an account not yet confirmed.
const unconfirmed: Outcome = 'email-not-confirmed';
// 409: allowed to ask, but the state refuses it (a conversation whose other side deleted their account, ADR 0033).
const conflict: Outcome = 'conflict';

/**
 * In the columns of the ARCHITECTURE §5 table, with the seller split into the owner and another seller, and last
 * the owning seller again before their e-mail address is confirmed (ADR 0023).
 */
export type ExpectedOutcomes = [anonymous: Outcome, buyer: Outcome, seller: Outcome, otherSeller: Outcome, admin: Outcome, unconfirmedSeller: Outcome];

export interface SampleRequest {
  method: HttpMethod;
  url: string;
  payload?: object;
  /** Beside the origin and the session: e.g. a multipart upload's Content-Type. */
  headers?: Record<string, string>;
}

export interface PermissionRow {
  /** "METHOD /path" exactly as in the OpenAPI document. */
  operation: string;
  scenario: string;
  expected: ExpectedOutcomes;
  /** A valid request; "the seller" is the actor when it is the seller, someone else otherwise. */
  request(context: SampleContext): Promise<SampleRequest> | SampleRequest;
  /** Checked only as these actors (default: all five). */
  checkedAs?: readonly Actor[];
}

// Hashing a password costs ~0.1 s (several times that on a busy machine). Where the outcome cannot depend on
// the role (the account is named in the body, not by the session), one signed-in actor stands for all four.
const anonymousAndSignedIn: readonly Actor[] = ['anonymous', 'buyer'];

const everyone: ExpectedOutcomes = [allowed, allowed, allowed, allowed, allowed, allowed];
const signedInOnly: ExpectedOutcomes = [unauthenticated, allowed, allowed, allowed, allowed, allowed];
const ownerAndAdmin: ExpectedOutcomes = [notVisible, notVisible, allowed, notVisible, allowed, allowed];
// ARCHITECTURE §5: a conversation is its buyer's and its seller's alone; admins moderate elsewhere.
const participantsOnly: ExpectedOutcomes = [unauthenticated, allowed, allowed, notVisible, notVisible, allowed];
// What a participant writes reaches the other one: only from a confirmed address (ADR 0023).
const participantsOnceConfirmed: ExpectedOutcomes = [unauthenticated, allowed, allowed, notVisible, notVisible, unconfirmed];
// SPEC §2, §6: the admin console checks the role on the server for every endpoint.
const adminOnly: ExpectedOutcomes = [unauthenticated, forbidden, forbidden, forbidden, allowed, forbidden];
// Issue 11: private to the signed-in owner; to everyone else, admins included, it does not exist.
const ownerOnlyNotEvenAdmin: ExpectedOutcomes = [unauthenticated, notVisible, notVisible, notVisible, notVisible, notVisible];
const message = { message: 'Is the business still available?' };

const get = (url: string): SampleRequest => ({ method: 'GET', url });
// One small photo for every upload sample, made once.
const samplePhoto = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 90 } } }).jpeg().toBuffer();
async function photoUpload(listingId: string): Promise<SampleRequest> {
  const { payload, headers } = photoUploadBody(await samplePhoto);
  return { method: 'POST', url: `/api/listings/${listingId}/photos`, payload, headers };
}
const editedListing = (context: SampleContext) => ({
  title: 'Bakery in Indore, renovated',
  categoryId: context.categoryId,
  description: 'Fresh bread daily, now with a café.',
  location: 'Indore',
  askingPrice: 27_00_000_00,
});
/** Strong enough for the server's password policy, so a refusal means a permission problem, not a weak choice. */
const NEW_PASSWORD = 'Tamarind-Ledger-2931';

export const permissionTable: PermissionRow[] = [
  { operation: 'GET /api/health', scenario: 'health check', expected: everyone, request: () => get('/api/health') },
  { operation: 'GET /api/session', scenario: 'who am I', expected: everyone, request: () => get('/api/session') },
  { operation: 'GET /api/profile', scenario: 'own profile', expected: signedInOnly, request: () => get('/api/profile') },
  {
    operation: 'PATCH /api/profile',
    scenario: 'change own company name',
    expected: signedInOnly,
    request: () => ({ method: 'PATCH', url: '/api/profile', payload: { companyName: 'Chai Traders' } }),
  },
  {
    operation: 'POST /api/newsletter',
    scenario: 'subscribe',
    expected: everyone,
    request: () => ({ method: 'POST', url: '/api/newsletter', payload: { email: uniqueEmail('newsletter') } }),
  },
  { operation: 'POST /api/theme', scenario: 'choose the colour theme (a cookie)', expected: everyone, request: () => ({ method: 'POST', url: '/api/theme', payload: { theme: 'dark' } }) },
  { operation: 'GET /api/newsletter/confirm', scenario: 'confirmation link', expected: everyone, request: () => get('/api/newsletter/confirm?token=unknown-token') },
  { operation: 'GET /api/categories', scenario: 'list categories', expected: everyone, request: () => get('/api/categories') },
  { operation: 'GET /api/listings', scenario: 'browse approved listings', expected: everyone, request: () => get('/api/listings?search=chai&sort=price') },
  { operation: 'GET /api/search/suggestions', scenario: 'suggestions as one types', expected: everyone, request: () => get('/api/search/suggestions?q=pu') },
  { operation: 'GET /api/listings/featured', scenario: 'featured listings', expected: everyone, request: () => get('/api/listings/featured') },
  { operation: 'GET /api/site-figures', scenario: "home's live figures", expected: everyone, request: () => get('/api/site-figures') },
  {
    operation: 'GET /api/listings/{id}',
    scenario: "an approved listing's detail",
    expected: everyone,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('approved')).id}`),
  },
  {
    operation: 'GET /api/listings/{id}',
    scenario: 'a pending listing of the seller',
    expected: ownerAndAdmin,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('pending')).id}`),
  },
  // Issue 24 (ADR 0032): a sold listing's page and a withdrawn one's stay reachable, with their state.
  {
    operation: 'GET /api/listings/{id}',
    scenario: 'a sold listing',
    expected: everyone,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('sold', { soldAt: new Date() })).id}`),
  },
  {
    operation: 'GET /api/listings/{id}',
    scenario: 'a listing its seller withdrew while public',
    expected: everyone,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('draft', { withdrawnAt: new Date() })).id}`),
  },
  {
    operation: 'GET /api/listings/{id}',
    scenario: 'a draft that was never public',
    expected: ownerAndAdmin,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('draft')).id}`),
  },
  {
    operation: 'GET /api/listings/{id}/cover.svg',
    scenario: 'cover of a sold listing',
    expected: everyone,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('sold', { soldAt: new Date() })).id}/cover.svg`),
  },
  {
    operation: 'POST /api/listings',
    scenario: 'create a listing',
    expected: [unauthenticated, forbidden, allowed, allowed, allowed, unconfirmed],
    request: (context) => ({
      method: 'POST',
      url: '/api/listings',
      payload: { title: 'Bakery in Indore', categoryId: context.categoryId, description: 'Fresh bread daily.', location: 'Indore', askingPrice: 25_00_000_00 },
    }),
  },
  {
    operation: 'POST /api/listings/{id}/views',
    scenario: 'count a view of a pending listing of the seller',
    expected: ownerAndAdmin,
    request: async (context) => ({ method: 'POST', url: `/api/listings/${(await context.makeSellersListing('pending')).id}/views` }),
  },
  {
    operation: 'GET /api/listings/{id}/cover.svg',
    scenario: 'cover of a pending listing of the seller',
    expected: ownerAndAdmin,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('pending')).id}/cover.svg`),
  },
  {
    operation: 'GET /api/listings/{id}/cover.png',
    scenario: 'cover of a pending listing of the seller',
    expected: ownerAndAdmin,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('pending')).id}/cover.png`),
  },
  // Issue 11: the seller manages their own listings; an admin may edit and delete any, but withdrawing and selling
  // are the seller's alone. Who cannot even see the listing gets "not found", who sees it but may not change it 403.
  { operation: 'GET /api/me/listings', scenario: 'own listings, every status', expected: signedInOnly, request: () => get('/api/me/listings?limit=5') },
  {
    operation: 'GET /api/listings/{id}/editable',
    scenario: "the edit form's values of a pending listing of the seller",
    expected: [unauthenticated, notVisible, allowed, notVisible, allowed, allowed],
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('pending')).id}/editable`),
  },
  {
    operation: 'PUT /api/listings/{id}',
    scenario: 'edit an approved listing of the seller (the change waits for review, issue 24)',
    expected: [unauthenticated, forbidden, allowed, forbidden, allowed, unconfirmed],
    request: async (context) => ({ method: 'PUT', url: `/api/listings/${(await context.makeSellersListing('approved')).id}`, payload: editedListing(context) }),
  },
  {
    operation: 'PUT /api/listings/{id}',
    scenario: 'edit a pending listing of the seller',
    expected: [unauthenticated, notVisible, allowed, notVisible, allowed, unconfirmed],
    request: async (context) => ({ method: 'PUT', url: `/api/listings/${(await context.makeSellersListing('pending')).id}`, payload: editedListing(context) }),
  },
  {
    operation: 'PATCH /api/listings/{id}/status',
    scenario: 'mark an approved listing of the seller as sold',
    expected: [unauthenticated, forbidden, allowed, forbidden, forbidden, unconfirmed],
    request: async (context) => ({ method: 'PATCH', url: `/api/listings/${(await context.makeSellersListing('approved')).id}/status`, payload: { status: 'sold' } }),
  },
  {
    operation: 'PATCH /api/listings/{id}/status',
    scenario: 'withdraw an approved listing of the seller',
    expected: [unauthenticated, forbidden, allowed, forbidden, forbidden, unconfirmed],
    request: async (context) => ({ method: 'PATCH', url: `/api/listings/${(await context.makeSellersListing('approved')).id}/status`, payload: { status: 'draft' } }),
  },
  {
    // Issue 24: the sold page is public, so whoever sees it but may not reopen it gets 403, not "not found".
    operation: 'PATCH /api/listings/{id}/status',
    scenario: 'reopen a listing of the seller sold a day ago',
    expected: [unauthenticated, forbidden, allowed, forbidden, forbidden, unconfirmed],
    request: async (context) => ({
      method: 'PATCH',
      url: `/api/listings/${(await context.makeSellersListing('sold', { soldAt: new Date(Date.now() - 86_400_000) })).id}/status`,
      payload: { status: 'pending' },
    }),
  },
  {
    operation: 'PATCH /api/listings/{id}/status',
    scenario: 'withdraw a pending listing of the seller',
    expected: [unauthenticated, notVisible, allowed, notVisible, forbidden, unconfirmed],
    request: async (context) => ({ method: 'PATCH', url: `/api/listings/${(await context.makeSellersListing('pending')).id}/status`, payload: { status: 'draft' } }),
  },
  {
    operation: 'DELETE /api/listings/{id}',
    scenario: 'delete an approved listing of the seller',
    expected: [unauthenticated, forbidden, allowed, forbidden, allowed, allowed],
    request: async (context) => ({ method: 'DELETE', url: `/api/listings/${(await context.makeSellersListing('approved')).id}` }),
  },
  {
    operation: 'DELETE /api/listings/{id}',
    scenario: 'delete a draft listing of the seller',
    expected: [unauthenticated, notVisible, allowed, notVisible, allowed, allowed],
    request: async (context) => ({ method: 'DELETE', url: `/api/listings/${(await context.makeSellersListing('draft')).id}` }),
  },
  // Issue 25 (ADR 0035): a listing's photos are changed by its seller and admins, like the listing itself.
  {
    operation: 'GET /api/listings/{id}/photos',
    scenario: "an approved listing's photos",
    expected: everyone,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListingWithPhoto('approved')).listingId}/photos`),
  },
  {
    operation: 'GET /api/listings/{id}/photos',
    scenario: "a pending listing's photos",
    expected: ownerAndAdmin,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListingWithPhoto('pending')).listingId}/photos`),
  },
  {
    operation: 'GET /media/photos/{folder}/{file}',
    scenario: 'a public photo of an approved listing, immutable',
    expected: everyone,
    request: async (context) => get(`/media/${(await context.makeSellersListingWithPhoto('approved')).webpKey}`),
  },
  {
    operation: 'GET /api/listings/{id}/photos/{photoId}/{file}',
    scenario: 'a private photo of an approved listing, checked per viewer',
    expected: ownerAndAdmin,
    request: async (context) => {
      const { listingId, photoId } = await context.makeSellersListingWithPhoto('approved', { isPublic: false });
      return get(`/api/listings/${listingId}/photos/${photoId}/320.webp`);
    },
  },
  // ADR 0042: a photo added to a public listing is its seller's and admins' until an admin approves it.
  {
    operation: 'GET /media/photos/{folder}/{file}',
    scenario: 'a photo of an approved listing awaiting review: at no public address, for anyone',
    expected: [notVisible, notVisible, notVisible, notVisible, notVisible, notVisible],
    request: async (context) => get(`/media/${(await context.makeSellersListingWithPhoto('approved', { isReviewed: false })).webpKey}`),
  },
  {
    operation: 'GET /api/listings/{id}/photos/{photoId}/{file}',
    scenario: 'a photo of an approved listing awaiting review, checked per viewer',
    expected: ownerAndAdmin,
    request: async (context) => {
      const { listingId, photoId } = await context.makeSellersListingWithPhoto('approved', { isReviewed: false });
      return get(`/api/listings/${listingId}/photos/${photoId}/320.webp`);
    },
  },
  {
    operation: 'POST /api/listings/{id}/photos',
    scenario: 'add a photo to an approved listing of the seller',
    expected: [unauthenticated, forbidden, allowed, forbidden, allowed, unconfirmed],
    request: async (context) => photoUpload((await context.makeSellersListing('approved')).id),
  },
  {
    operation: 'POST /api/listings/{id}/photos',
    scenario: 'add a photo to a pending listing of the seller',
    expected: [unauthenticated, notVisible, allowed, notVisible, allowed, unconfirmed],
    request: async (context) => photoUpload((await context.makeSellersListing('pending')).id),
  },
  {
    operation: 'PATCH /api/listings/{id}/photos/order',
    scenario: "reorder an approved listing's photos",
    expected: [unauthenticated, forbidden, allowed, forbidden, allowed, unconfirmed],
    request: async (context) => {
      const { listingId, photoId } = await context.makeSellersListingWithPhoto('approved');
      return { method: 'PATCH', url: `/api/listings/${listingId}/photos/order`, payload: { photoIds: [photoId] } };
    },
  },
  {
    operation: 'PATCH /api/listings/{id}/photos/{photoId}',
    scenario: "make a photo of an approved listing private",
    expected: [unauthenticated, forbidden, allowed, forbidden, allowed, unconfirmed],
    request: async (context) => {
      const { listingId, photoId } = await context.makeSellersListingWithPhoto('approved');
      return { method: 'PATCH', url: `/api/listings/${listingId}/photos/${photoId}`, payload: { isPublic: false } };
    },
  },
  {
    operation: 'DELETE /api/listings/{id}/photos/{photoId}',
    scenario: "remove a photo of an approved listing",
    expected: [unauthenticated, forbidden, allowed, forbidden, allowed, allowed],
    request: async (context) => {
      const { listingId, photoId } = await context.makeSellersListingWithPhoto('approved');
      return { method: 'DELETE', url: `/api/listings/${listingId}/photos/${photoId}` };
    },
  },
  {
    operation: 'DELETE /api/listings/{id}/photos/{photoId}',
    scenario: "remove a photo of a draft listing",
    expected: [unauthenticated, notVisible, allowed, notVisible, allowed, allowed],
    request: async (context) => {
      const { listingId, photoId } = await context.makeSellersListingWithPhoto('draft');
      return { method: 'DELETE', url: `/api/listings/${listingId}/photos/${photoId}` };
    },
  },
  {
    operation: 'GET /api/listings/{id}/pending-revision',
    scenario: "read the change waiting for review of the seller's approved listing",
    expected: [unauthenticated, forbidden, allowed, forbidden, allowed, allowed],
    request: async (context) => get(`/api/listings/${(await context.makeSellersPendingChange()).listingId}/pending-revision`),
  },
  {
    operation: 'DELETE /api/listings/{id}/pending-revision',
    scenario: "withdraw the change waiting for review of the seller's approved listing",
    expected: [unauthenticated, forbidden, allowed, forbidden, allowed, allowed],
    request: async (context) => ({ method: 'DELETE', url: `/api/listings/${(await context.makeSellersPendingChange()).listingId}/pending-revision` }),
  },
  { operation: 'GET /api/favorites', scenario: 'own favourites', expected: signedInOnly, request: () => get('/api/favorites') },
  { operation: 'GET /api/favorites/ids', scenario: 'ids of own favourites', expected: signedInOnly, request: () => get('/api/favorites/ids') },
  {
    operation: 'PUT /api/favorites/{listingId}',
    scenario: "favourite the seller's approved listing (not one's own)",
    expected: [unauthenticated, allowed, forbidden, allowed, allowed, forbidden],
    request: async (context) => ({ method: 'PUT', url: `/api/favorites/${(await context.makeSellersListing('approved')).id}` }),
  },
  {
    operation: 'DELETE /api/favorites/{listingId}',
    scenario: 'unfavourite a listing',
    expected: signedInOnly,
    request: async (context) => ({ method: 'DELETE', url: `/api/favorites/${(await context.makeSellersListing('approved')).id}` }),
  },
  {
    operation: 'POST /api/listings/{id}/inquiries',
    scenario: "enquire about the seller's approved listing (not one's own)",
    expected: [unauthenticated, allowed, forbidden, allowed, allowed, unconfirmed],
    request: async (context) => ({ method: 'POST', url: `/api/listings/${(await context.makeSellersListing('approved')).id}/inquiries`, payload: message }),
  },
  {
    operation: 'POST /api/listings/{id}/inquiries',
    scenario: "enquire about the seller's approved listing and ask to visit (issue 24)",
    expected: [unauthenticated, allowed, forbidden, allowed, allowed, unconfirmed],
    request: async (context) => ({
      method: 'POST',
      url: `/api/listings/${(await context.makeSellersListing('approved')).id}/inquiries`,
      payload: { ...message, visit: { preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), timeOfDay: 'morning' } },
    }),
  },
  {
    operation: 'GET /api/listings/{id}/inquiry',
    scenario: "one's own inquiry about an approved listing",
    expected: signedInOnly,
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('approved')).id}/inquiry`),
  },
  {
    operation: 'GET /api/listings/{id}/inquiry',
    scenario: "one's own inquiry about a pending listing of the seller",
    expected: [unauthenticated, notVisible, allowed, notVisible, allowed, allowed],
    request: async (context) => get(`/api/listings/${(await context.makeSellersListing('pending')).id}/inquiry`),
  },
  // Issue 11: the dashboard's figures are always the viewer's own; another's listing is unknown, even to admins.
  { operation: 'GET /api/dashboard/summary', scenario: 'own stat cards', expected: signedInOnly, request: () => get('/api/dashboard/summary') },
  { operation: 'GET /api/dashboard/views', scenario: "own listings' views chart", expected: signedInOnly, request: () => get('/api/dashboard/views') },
  {
    operation: 'GET /api/dashboard/views',
    scenario: "one listing's views chart",
    expected: [unauthenticated, notVisible, allowed, notVisible, notVisible, allowed],
    request: async (context) => get(`/api/dashboard/views?listingId=${(await context.makeSellersListing('approved')).id}`),
  },
  { operation: 'GET /api/inquiries', scenario: 'own inquiries on both sides', expected: signedInOnly, request: () => get('/api/inquiries?role=seller&limit=5') },
  {
    operation: 'GET /api/inquiries/{id}',
    scenario: 'a conversation between the buyer and the seller',
    expected: participantsOnly,
    request: async (context) => get(`/api/inquiries/${(await context.makeInquiry()).id}`),
  },
  {
    operation: 'GET /api/inquiries/{id}/messages',
    scenario: 'the thread of a conversation between the buyer and the seller',
    expected: participantsOnly,
    request: async (context) => get(`/api/inquiries/${(await context.makeInquiry()).id}/messages?limit=10`),
  },
  {
    operation: 'POST /api/inquiries/{id}/messages',
    scenario: 'write in a conversation the seller has answered',
    expected: participantsOnceConfirmed,
    request: async (context) => ({ method: 'POST', url: `/api/inquiries/${(await context.makeInquiry({ sellerResponded: true })).id}/messages`, payload: message }),
  },
  {
    operation: 'POST /api/inquiries/{id}/messages',
    scenario: 'write before the seller has answered (the buyer must wait)',
    expected: [unauthenticated, forbidden, allowed, notVisible, notVisible, unconfirmed],
    request: async (context) => ({ method: 'POST', url: `/api/inquiries/${(await context.makeInquiry()).id}/messages`, payload: message }),
  },
  // ADR 0033: the side that stays keeps the conversation, closed; the deleted side is nobody's viewer any more.
  {
    operation: 'GET /api/inquiries/{id}',
    scenario: 'a conversation whose other side deleted their account',
    expected: participantsOnly,
    request: async (context) => get(`/api/inquiries/${(await context.makeInquiry({ sellerResponded: true, otherSideErased: true })).id}`),
  },
  {
    operation: 'GET /api/inquiries/{id}/messages',
    scenario: 'the thread of a conversation whose other side deleted their account',
    expected: participantsOnly,
    request: async (context) => get(`/api/inquiries/${(await context.makeInquiry({ sellerResponded: true, otherSideErased: true })).id}/messages`),
  },
  {
    operation: 'POST /api/inquiries/{id}/messages',
    scenario: 'write to someone who deleted their account',
    expected: [unauthenticated, conflict, conflict, notVisible, notVisible, unconfirmed],
    request: async (context) => ({
      method: 'POST',
      url: `/api/inquiries/${(await context.makeInquiry({ sellerResponded: true, otherSideErased: true })).id}/messages`,
      payload: message,
    }),
  },
  {
    operation: 'POST /api/inquiries/{id}/read',
    scenario: 'mark a conversation read',
    expected: participantsOnly,
    request: async (context) => ({ method: 'POST', url: `/api/inquiries/${(await context.makeInquiry()).id}/read` }),
  },
  {
    operation: 'POST /api/inquiries/{id}/close',
    scenario: 'close a conversation',
    expected: participantsOnceConfirmed,
    request: async (context) => ({ method: 'POST', url: `/api/inquiries/${(await context.makeInquiry()).id}/close` }),
  },
  { operation: 'GET /api/notifications', scenario: 'own notifications', expected: signedInOnly, request: () => get('/api/notifications?limit=5') },
  { operation: 'GET /api/notifications/unread-count', scenario: 'own unread count', expected: signedInOnly, request: () => get('/api/notifications/unread-count') },
  {
    operation: 'POST /api/notifications/{id}/read',
    scenario: 'mark an own notification read',
    expected: signedInOnly,
    request: async (context) => ({ method: 'POST', url: `/api/notifications/${(await context.makeOwnNotification()).id}/read` }),
  },
  { operation: 'POST /api/notifications/read-all', scenario: 'mark all own notifications read', expected: signedInOnly, request: () => ({ method: 'POST', url: '/api/notifications/read-all' }) },
  // Issue 11: a saved search is its owner's alone; anyone else's id is "not found", admins included.
  { operation: 'GET /api/saved-searches', scenario: 'own saved searches', expected: signedInOnly, request: () => get('/api/saved-searches?limit=5') },
  {
    operation: 'POST /api/saved-searches',
    scenario: 'save a search',
    expected: signedInOnly,
    request: () => ({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'Cafés in Pune', filters: { search: 'cafe', location: 'Pune', minPrice: 100000 }, alertsEnabled: true, alertMode: 'daily' },
    }),
  },
  {
    operation: 'PATCH /api/saved-searches/{id}',
    scenario: 'rename an own saved search',
    expected: signedInOnly,
    request: async (context) => ({ method: 'PATCH', url: `/api/saved-searches/${(await context.makeSavedSearch('viewer')).id}`, payload: { name: 'Pune bakeries' } }),
  },
  {
    operation: 'PATCH /api/saved-searches/{id}',
    scenario: "switch on alerts of someone else's saved search",
    expected: ownerOnlyNotEvenAdmin,
    request: async (context) => ({ method: 'PATCH', url: `/api/saved-searches/${(await context.makeSavedSearch('someone-else')).id}`, payload: { alertsEnabled: true } }),
  },
  {
    operation: 'POST /api/saved-searches/{id}/run',
    scenario: 'run an own saved search',
    expected: signedInOnly,
    request: async (context) => ({ method: 'POST', url: `/api/saved-searches/${(await context.makeSavedSearch('viewer')).id}/run` }),
  },
  {
    operation: 'POST /api/saved-searches/{id}/run',
    scenario: "run someone else's saved search",
    expected: ownerOnlyNotEvenAdmin,
    request: async (context) => ({ method: 'POST', url: `/api/saved-searches/${(await context.makeSavedSearch('someone-else')).id}/run` }),
  },
  {
    operation: 'DELETE /api/saved-searches/{id}',
    scenario: 'delete an own saved search',
    expected: signedInOnly,
    request: async (context) => ({ method: 'DELETE', url: `/api/saved-searches/${(await context.makeSavedSearch('viewer')).id}` }),
  },
  {
    operation: 'DELETE /api/saved-searches/{id}',
    scenario: "delete someone else's saved search",
    expected: ownerOnlyNotEvenAdmin,
    request: async (context) => ({ method: 'DELETE', url: `/api/saved-searches/${(await context.makeSavedSearch('someone-else')).id}` }),
  },
  {
    operation: 'PATCH /api/admin/listings/{id}/status',
    scenario: 'approve a pending listing of the seller',
    expected: adminOnly,
    request: async (context) => ({
      method: 'PATCH',
      url: `/api/admin/listings/${(await context.makeSellersListing('pending')).id}/status`,
      payload: { status: 'approved' },
    }),
  },
  {
    operation: 'POST /api/admin/listings/status',
    scenario: 'approve a selection holding a pending listing of the seller',
    expected: adminOnly,
    request: async (context) => ({ method: 'POST', url: '/api/admin/listings/status', payload: { ids: [(await context.makeSellersListing('pending')).id], status: 'approved' } }),
  },
  { operation: 'GET /api/admin/listing-revisions', scenario: 'the changes waiting for review', expected: adminOnly, request: () => get('/api/admin/listing-revisions') },
  {
    operation: 'PATCH /api/admin/listing-revisions/{id}/status',
    scenario: 'approve a change to an approved listing',
    expected: adminOnly,
    request: async (context) => ({
      method: 'PATCH',
      url: `/api/admin/listing-revisions/${(await context.makeSellersPendingChange()).revisionId}/status`,
      payload: { status: 'approved' },
    }),
  },
  { operation: 'GET /api/admin/listing-photos', scenario: 'the photos waiting for review', expected: adminOnly, request: () => get('/api/admin/listing-photos') },
  {
    operation: 'PATCH /api/admin/listing-photos/{id}/status',
    scenario: 'approve a photo added to an approved listing',
    expected: adminOnly,
    request: async (context) => ({
      method: 'PATCH',
      url: `/api/admin/listing-photos/${(await context.makeSellersListingWithPhoto('approved', { isReviewed: false })).photoId}/status`,
      payload: { status: 'approved' },
    }),
  },
  { operation: 'GET /api/admin/listings', scenario: 'the pending queue, searched', expected: adminOnly, request: () => get('/api/admin/listings?status=pending&search=chai') },
  { operation: 'GET /api/admin/summary', scenario: 'the summary cards', expected: adminOnly, request: () => get('/api/admin/summary') },
  { operation: 'GET /api/admin/stats', scenario: 'the statistics tab', expected: adminOnly, request: () => get('/api/admin/stats') },
  { operation: 'GET /api/admin/audit-log', scenario: 'the audit log, one action', expected: adminOnly, request: () => get('/api/admin/audit-log?action=user.deleted') },
  { operation: 'GET /api/admin/users', scenario: 'the sellers, searched', expected: adminOnly, request: () => get('/api/admin/users?role=seller&search=test') },
  {
    operation: 'PATCH /api/admin/users/{id}/role',
    scenario: "make someone else a seller",
    expected: adminOnly,
    request: async (context) => ({ method: 'PATCH', url: `/api/admin/users/${(await context.makeOtherUser('buyer')).id}/role`, payload: { role: 'seller' } }),
  },
  {
    operation: 'PATCH /api/admin/users/{id}/verified',
    scenario: 'give someone else the Verified Seller badge',
    expected: adminOnly,
    request: async (context) => ({ method: 'PATCH', url: `/api/admin/users/${(await context.makeOtherUser('seller')).id}/verified`, payload: { verified: true } }),
  },
  {
    operation: 'DELETE /api/admin/users/{id}',
    scenario: "delete someone else's account",
    expected: adminOnly,
    request: async (context) => ({ method: 'DELETE', url: `/api/admin/users/${(await context.makeOtherUser('buyer')).id}` }),
  },
  { operation: 'GET /api/admin/reports', scenario: 'the open reports', expected: adminOnly, request: () => get('/api/admin/reports') },
  {
    operation: 'POST /api/admin/reports/{id}/dismiss',
    scenario: "dismiss a report of the seller's listing",
    expected: adminOnly,
    request: async (context) => ({ method: 'POST', url: `/api/admin/reports/${(await context.makeOpenReport()).id}/dismiss` }),
  },
  {
    operation: 'POST /api/admin/reports/{id}/reject-listing',
    scenario: "reject the seller's reported listing",
    expected: adminOnly,
    request: async (context) => ({ method: 'POST', url: `/api/admin/reports/${(await context.makeOpenReport()).id}/reject-listing`, payload: { reason: 'Confirmed fraud' } }),
  },
  {
    operation: 'POST /api/listings/{id}/reports',
    scenario: "report the seller's approved listing (not one's own)",
    expected: [unauthenticated, allowed, forbidden, allowed, allowed, unconfirmed],
    request: async (context) => ({ method: 'POST', url: `/api/listings/${(await context.makeSellersListing('approved')).id}/reports`, payload: { reason: 'misleading' } }),
  },
  { operation: 'GET /api/profile/export', scenario: 'download own data', expected: signedInOnly, request: () => get('/api/profile/export') },
  {
    operation: 'DELETE /api/profile',
    scenario: 'delete own account with the right password',
    expected: signedInOnly,
    request: async (context) => {
      // So that an admin deleting their own account is never the last admin.
      await context.makeOtherUser('admin');
      return { method: 'DELETE', url: '/api/profile', payload: { password: await context.makeOwnPassword() } };
    },
  },

  // Accounts (better-auth behind our bridge). Anyone may use them; a signed-in user acts on their own account.
  {
    operation: 'POST /api/auth/sign-up/email',
    scenario: 'sign up',
    expected: everyone,
    checkedAs: anonymousAndSignedIn,
    request: () => ({ method: 'POST', url: '/api/auth/sign-up/email', payload: { fullName: 'Asha Rao', email: uniqueEmail('signup'), password: NEW_PASSWORD, role: 'buyer' } }),
  },
  {
    operation: 'POST /api/auth/sign-in/email',
    scenario: 'sign in',
    expected: everyone,
    checkedAs: anonymousAndSignedIn,
    request: async (context) => {
      const holder = await context.makeAccountHolder();
      return { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: holder.email, password: holder.password } };
    },
  },
  { operation: 'POST /api/auth/sign-out', scenario: 'sign out', expected: everyone, request: () => ({ method: 'POST', url: '/api/auth/sign-out', payload: {} }) },
  {
    operation: 'POST /api/auth/send-verification-email',
    scenario: 'resend the verification mail for the own, unconfirmed address',
    expected: everyone,
    // A signed-in account whose address is confirmed is told so (400), whatever its role: nothing to resend.
    checkedAs: ['anonymous', 'unconfirmedSeller'],
    request: async (context) => ({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email: await context.ownEmail(), callbackURL: '/' } }),
  },
  {
    operation: 'GET /api/auth/verify-email',
    scenario: 'open the own verification link',
    expected: everyone,
    request: async (context) => get(`/api/auth/verify-email?token=${await context.makeEmailVerificationToken()}`),
  },
  {
    operation: 'POST /api/auth/request-password-reset',
    scenario: 'ask for a reset link',
    expected: everyone,
    request: () => ({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: uniqueEmail('reset'), redirectTo: '/auth?reset=true' } }),
  },
  {
    operation: 'GET /api/auth/reset-password/{token}',
    scenario: 'open a reset link',
    expected: everyone,
    request: async (context) => get(`/api/auth/reset-password/${await context.makePasswordResetToken()}?callbackURL=${encodeURIComponent('/auth?reset=true')}`),
  },
  {
    operation: 'POST /api/auth/reset-password',
    scenario: 'set a new password with a reset token',
    expected: everyone,
    checkedAs: anonymousAndSignedIn,
    request: async (context) => ({ method: 'POST', url: '/api/auth/reset-password', payload: { password: NEW_PASSWORD, token: await context.makePasswordResetToken() } }),
  },
];
