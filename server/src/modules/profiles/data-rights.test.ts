// Each user's own data (issue 10; India's DPDP Act): "Download my data" returns everything stored about the user
// and nothing of anyone else's beyond a counterpart's name; "Delete my account" asks for the password again,
// runs the same erasure as the admin's delete (account-erasure.test.ts scans what it leaves) and ends the session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE, MY_DATA_FILE_NAME, USER_DELETED_MESSAGE, WRONG_PASSWORD_MESSAGE, type MyData } from '@common/admin.ts';
import { errorOf, jsonOf } from '../../../test/api.ts';
import { makeListing, makeNotification, makeSavedSearch } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { profiles, sessions } from '../../db/schema.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';

let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
});
afterAll(() => testApp.close());

const exportData = (user?: TestUser) => testApp.request({ method: 'GET', url: '/api/profile/export', cookie: user?.cookie });
const deleteOwnAccount = (payload: object, user?: TestUser) => testApp.request({ method: 'DELETE', url: '/api/profile', payload, cookie: user?.cookie });

describe('GET /api/profile/export', () => {
  it('is a JSON file of each kind of row the user has, and nothing of anyone else', async () => {
    const user = await testApp.makeUser({ role: 'seller', fullName: 'Asha Rao' });
    const otherSeller = await testApp.makeUser({ role: 'seller', fullName: 'Vikram Shah' });
    const buyer = await testApp.makeUser({ fullName: 'Neha Iyer' });
    const stranger = await testApp.makeUser({ fullName: 'Stranger Danger' });

    // Own listing with an inquiry from a buyer (the user as seller); someone else's listing the user favourites,
    // enquires about (the user as buyer) and reports.
    const ownListing = await makeListing(testApp, { sellerId: user.id, title: 'Own bakery', status: 'rejected', rejectionReason: 'Add photos' });
    await db.update(profiles).set({ phone: '+91 98450 12345' }).where(eq(profiles.id, user.id));
    const approvedOwn = await makeListing(testApp, { sellerId: user.id, title: 'Own cafe', status: 'approved' });
    const theirListing = await makeListing(testApp, { sellerId: otherSeller.id, title: 'Their workshop', status: 'approved' });
    await testApp.request({ method: 'PUT', url: `/api/favorites/${theirListing.id}`, cookie: user.cookie });
    const asBuyer = jsonOf<{ id: string }>(await testApp.request({ method: 'POST', url: `/api/listings/${theirListing.id}/inquiries`, cookie: user.cookie, payload: { message: 'What is the rent?' } }), 201);
    jsonOf(await testApp.request({ method: 'POST', url: `/api/inquiries/${asBuyer.id}/messages`, cookie: otherSeller.cookie, payload: { message: 'Rs 40,000 a month' } }), 201);
    const asSeller = jsonOf<{ id: string }>(await testApp.request({ method: 'POST', url: `/api/listings/${approvedOwn.id}/inquiries`, cookie: buyer.cookie, payload: { message: 'Is it profitable?' } }), 201);
    const report = jsonOf<{ id: string }>(await testApp.request({ method: 'POST', url: `/api/listings/${theirListing.id}/reports`, cookie: user.cookie, payload: { reason: 'other', details: 'Photos are stock images' } }), 201);
    // A change of the approved listing waiting for review (ADR 0031): the user's own words, not yet public.
    const change = { title: 'Own cafe and bakery', categoryId: approvedOwn.categoryId, description: approvedOwn.description, location: approvedOwn.location, askingPrice: approvedOwn.askingPrice, revenue: approvedOwn.revenue };
    jsonOf(await testApp.request({ method: 'PUT', url: `/api/listings/${approvedOwn.id}`, cookie: user.cookie, payload: change }), 200);
    await makeSavedSearch(db, { userId: user.id, name: 'Cafés in Pune' });
    await makeNotification(db, { userId: user.id, title: 'Welcome', message: 'Hello Asha' });
    // Rows of others that must not appear: their conversation with a stranger, their notifications and searches.
    const strangersInquiry = jsonOf<{ id: string }>(await testApp.request({ method: 'POST', url: `/api/listings/${theirListing.id}/inquiries`, cookie: stranger.cookie, payload: { message: 'Private question of a stranger' } }), 201);
    await makeSavedSearch(db, { userId: stranger.id, name: 'Stranger search' });

    const response = await exportData(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${MY_DATA_FILE_NAME}"`);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json<MyData>();

    expect(data.profile).toMatchObject({ id: user.id, email: user.email, fullName: 'Asha Rao', phone: '+91 98450 12345', role: 'seller' });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.listings.map((listing) => [listing.title, listing.status, listing.rejectionReason])).toEqual([
      ['Own bakery', 'rejected', 'Add photos'],
      ['Own cafe', 'approved', null],
    ]);
    expect(data.listings[0]).toMatchObject({ id: ownListing.id, askingPrice: ownListing.askingPrice, category: 'Technology', location: ownListing.location });
    expect(data.favorites).toEqual([{ listing: { id: theirListing.id, title: 'Their workshop' }, createdAt: expect.any(String) }]);
    expect(data.listingChanges).toEqual([
      {
        id: expect.any(String),
        listing: { id: approvedOwn.id, title: 'Own cafe' },
        status: 'pending',
        proposed: expect.objectContaining({ title: 'Own cafe and bakery', askingPrice: approvedOwn.askingPrice }),
        rejectionReason: null,
        createdAt: expect.any(String),
        decidedAt: null,
      },
    ]);
    expect(data.inquiries).toEqual([
      expect.objectContaining({
        id: asBuyer.id,
        role: 'buyer',
        listing: { id: theirListing.id, title: 'Their workshop' },
        counterpart: { fullName: 'Vikram Shah' },
        messages: [
          expect.objectContaining({ sentBy: 'me', message: 'What is the rent?' }),
          expect.objectContaining({ sentBy: 'counterpart', message: 'Rs 40,000 a month' }),
        ],
      }),
      expect.objectContaining({
        id: asSeller.id,
        role: 'seller',
        counterpart: { fullName: 'Neha Iyer' },
        messages: [expect.objectContaining({ sentBy: 'counterpart', message: 'Is it profitable?' })],
      }),
    ]);
    expect(data.notifications.map((notification) => notification.title)).toEqual(expect.arrayContaining(['Welcome', 'New Message']));
    expect(data.savedSearches).toEqual([expect.objectContaining({ name: 'Cafés in Pune', filters: { location: 'Pune' } })]);
    expect(data.reports).toEqual([
      { id: report.id, listing: { id: theirListing.id, title: 'Their workshop' }, reason: 'other', details: 'Photos are stock images', status: 'open', createdAt: expect.any(String) },
    ]);

    // Nothing of anyone else: no other person's id or e-mail, nor anything of the stranger's; no session token.
    const text = response.body;
    for (const other of [otherSeller, buyer, stranger]) {
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.email);
    }
    expect(text).not.toContain(strangersInquiry.id);
    expect(text).not.toContain('Private question of a stranger');
    expect(text).not.toContain('Stranger search');
    const tokens = await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toMatch(/password|scrypt/i);
  });

  it('is an empty file of sections for a new account', async () => {
    const user = await testApp.makeUser();
    const data = jsonOf<MyData>(await exportData(user), 200);
    expect(data).toMatchObject({ listings: [], listingChanges: [], favorites: [], inquiries: [], notifications: [], savedSearches: [], reports: [] });
  });

  it('asks visitors to sign in', async () => {
    expect(errorOf(await exportData(), 401)).toEqual({ code: 'UNAUTHENTICATED', message: 'No user found' });
  });
});

describe('DELETE /api/profile (Delete my account)', () => {
  it('refuses a wrong password in the form, and deletes nothing', async () => {
    const user = await testApp.makeUser();
    const error = errorOf(await deleteOwnAccount({ password: 'not-my-password' }, user), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: WRONG_PASSWORD_MESSAGE } });
    expect(errorOf(await deleteOwnAccount({ password: '' }, user), 400).fields).toEqual({ password: 'Enter your password' });
    expect(errorOf(await deleteOwnAccount({}, user), 400).code).toBe('VALIDATION_FAILED');
    expect((await testApp.request({ method: 'GET', url: '/api/profile', cookie: user.cookie })).statusCode).toBe(200);
  });

  it('deletes the account with the right password, expires the session cookie and the session', async () => {
    const user = await testApp.makeUser();
    const response = await deleteOwnAccount({ password: user.password }, user);
    expect(jsonOf(response, 200)).toEqual({ message: USER_DELETED_MESSAGE });
    const sessionCookie = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(sessionCookie).toMatchObject({ value: '', maxAge: 0 });
    expect(await db.select().from(profiles).where(eq(profiles.id, user.id))).toEqual([]);
    expect((await testApp.request({ method: 'GET', url: '/api/profile', cookie: user.cookie })).statusCode).toBe(401);
    // Nor can the account sign in again.
    const signIn = await testApp.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses the last admin (409) and lets an admin go while another remains', async () => {
    const onlyAdmin = await testApp.makeUser({ role: 'admin' });
    const admins = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin'));
    for (const { id } of admins) if (id !== onlyAdmin.id) await db.update(profiles).set({ role: 'buyer' }).where(eq(profiles.id, id));
    expect(errorOf(await deleteOwnAccount({ password: onlyAdmin.password }, onlyAdmin), 409)).toEqual({ code: 'CONFLICT', message: LAST_ADMIN_MESSAGE });
    expect(await db.select().from(profiles).where(eq(profiles.id, onlyAdmin.id))).toHaveLength(1);

    await testApp.makeUser({ role: 'admin' });
    expect(jsonOf(await deleteOwnAccount({ password: onlyAdmin.password }, onlyAdmin), 200)).toEqual({ message: USER_DELETED_MESSAGE });
  });

  it('asks visitors to sign in', async () => {
    expect(errorOf(await deleteOwnAccount({ password: 'whatever-1' }), 401)).toEqual({ code: 'UNAUTHENTICATED', message: 'No user found' });
  });

  it(`stops guessing after ${RATE_LIMITS.deleteOwnAccountPerAccount.max} wrong passwords`, async () => {
    const user = await testApp.makeUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.deleteOwnAccountPerAccount.max; attempt += 1) {
      statuses.push((await deleteOwnAccount({ password: `guess-${attempt}` }, user)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMITS.deleteOwnAccountPerAccount.max).fill(400), 429]);
    // Even the right password waits now.
    expect((await deleteOwnAccount({ password: user.password }, user)).statusCode).toBe(429);
  });
});
