// ADR 0023: until its address is confirmed, an account signs in and reads, but every write that reaches another
// person answers 403 EMAIL_NOT_CONFIRMED, saying how to confirm; after the mailed link is opened, the same request
// succeeds. One row per gated route; the fuzz permission table checks every operation as an unconfirmed seller.
import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@common/errors.ts';
import { makeInquiry, makeListing } from '../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { EMAIL_NOT_CONFIRMED_MESSAGE } from './confirmed-email.ts';

const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-42';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ authSecret: TEST_AUTH_SECRET });
});
afterAll(() => testApp.close());

interface GatedWrite {
  operation: string;
  role: 'buyer' | 'seller';
  /** The request, made ready for the acting user (their listing, their conversation…). */
  request(actor: TestUser): Promise<{ method: 'POST' | 'PUT' | 'PATCH'; url: string; payload?: object }>;
}

const listingFields = { title: 'Bakery in Indore', description: 'Fresh bread daily.', location: 'Indore', askingPrice: 25_00_000_00 };
const categoryId = async () => (await makeListing(testApp)).categoryId;
const othersApprovedListing = async () => makeListing(testApp, { status: 'approved' });
async function conversationOf(buyer: TestUser) {
  const listing = await othersApprovedListing();
  return makeInquiry(testApp.database.db, { listingId: listing.id, sellerId: listing.sellerId, buyerId: buyer.id, sellerResponded: true, status: 'responded' });
}

const gatedWrites: GatedWrite[] = [
  {
    operation: 'POST /api/listings',
    role: 'seller',
    request: async () => ({ method: 'POST', url: '/api/listings', payload: { ...listingFields, categoryId: await categoryId() } }),
  },
  {
    operation: 'PUT /api/listings/{id}',
    role: 'seller',
    request: async (seller) => {
      const listing = await makeListing(testApp, { sellerId: seller.id, status: 'rejected' });
      return { method: 'PUT', url: `/api/listings/${listing.id}`, payload: { ...listingFields, categoryId: listing.categoryId } };
    },
  },
  {
    operation: 'PATCH /api/listings/{id}/status',
    role: 'seller',
    request: async (seller) => ({ method: 'PATCH', url: `/api/listings/${(await makeListing(testApp, { sellerId: seller.id, status: 'draft' })).id}/status`, payload: { status: 'pending' } }),
  },
  {
    operation: 'POST /api/listings/{id}/inquiries',
    role: 'buyer',
    request: async () => ({ method: 'POST', url: `/api/listings/${(await othersApprovedListing()).id}/inquiries`, payload: { message: 'Is it still available?' } }),
  },
  {
    operation: 'POST /api/inquiries/{id}/messages',
    role: 'buyer',
    request: async (buyer) => ({ method: 'POST', url: `/api/inquiries/${(await conversationOf(buyer)).id}/messages`, payload: { message: 'When can I visit?' } }),
  },
  {
    operation: 'POST /api/inquiries/{id}/close',
    role: 'buyer',
    request: async (buyer) => ({ method: 'POST', url: `/api/inquiries/${(await conversationOf(buyer)).id}/close` }),
  },
  {
    operation: 'POST /api/listings/{id}/reports',
    role: 'buyer',
    request: async () => ({ method: 'POST', url: `/api/listings/${(await othersApprovedListing()).id}/reports`, payload: { reason: 'misleading' } }),
  },
];

/** Opens the account's confirmation link, as the mail's reader would (the token better-auth mails). */
async function confirmAddress(user: TestUser) {
  const token = await createEmailVerificationToken(TEST_AUTH_SECRET, user.email.toLowerCase(), undefined, 60 * 60, { userId: user.id });
  const response = await testApp.request({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
  expect(response.headers.location).toBe(`/auth?confirmed=${encodeURIComponent(user.email.toLowerCase())}`);
}

describe('writes that reach another person wait for a confirmed address', () => {
  it.each(gatedWrites)('$operation: 403 EMAIL_NOT_CONFIRMED before the address is confirmed, done after', async ({ role, request }) => {
    const user = await testApp.signUp({ role, emailConfirmed: false });
    const sample = await request(user);

    const refused = await testApp.request({ ...sample, cookie: user.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>()).toEqual({ error: { code: 'EMAIL_NOT_CONFIRMED', message: EMAIL_NOT_CONFIRMED_MESSAGE } });

    await confirmAddress(user);
    const done = await testApp.request({ ...sample, cookie: user.cookie });
    expect(done.statusCode, done.body).toBeLessThan(300);
  });

  it('refuses before the body is looked at, and still answers visitors 401', async () => {
    const user = await testApp.signUp({ role: 'seller', emailConfirmed: false });
    const malformed = await testApp.request({ method: 'POST', url: '/api/listings', payload: { title: '' }, cookie: user.cookie });
    expect(malformed.json<ApiErrorBody>().error.code).toBe('EMAIL_NOT_CONFIRMED');
    const visitor = await testApp.request({ method: 'POST', url: '/api/listings', payload: { title: '' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('lets an unconfirmed account sign in, read its session and keep what reaches nobody else open', async () => {
    const user = await testApp.signUp({ role: 'buyer', emailConfirmed: false });
    const session = await testApp.request({ method: 'GET', url: '/api/session', cookie: user.cookie });
    expect(session.json<{ profile: { emailVerified: boolean } }>().profile).toMatchObject({ emailVerified: false });

    const listing = await othersApprovedListing();
    const favourite = await testApp.request({ method: 'PUT', url: `/api/favorites/${listing.id}`, cookie: user.cookie });
    expect(favourite.statusCode).toBeLessThan(300);
    const profile = await testApp.request({ method: 'PATCH', url: '/api/profile', payload: { companyName: 'Chai Traders' }, cookie: user.cookie });
    expect(profile.statusCode).toBe(200);
    const search = await testApp.request({ method: 'POST', url: '/api/saved-searches', payload: { name: 'Pune', filters: { location: 'Pune' } }, cookie: user.cookie });
    expect(search.statusCode, search.body).toBeLessThan(300);
  });
});
