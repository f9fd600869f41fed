import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@common/errors.ts';
import type { Profile, Role, SessionResponse, UpdateProfileInput } from '@common/profiles.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { profiles } from '../../db/schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const profileKeys = ['avatarUrl', 'companyName', 'createdAt', 'email', 'emailVerified', 'fullName', 'id', 'listingUpdateEmailsEnabled', 'messageEmailsEnabled', 'phone', 'role', 'verified'];

function getSession(cookie?: string) {
  return testApp.request({ method: 'GET', url: '/api/session', cookie });
}

function getProfile(cookie?: string) {
  return testApp.request({ method: 'GET', url: '/api/profile', cookie });
}

function patchProfile(cookie: string | undefined, payload: UpdateProfileInput | Record<string, unknown>) {
  return testApp.request({ method: 'PATCH', url: '/api/profile', cookie, payload });
}

async function storedProfile(id: string) {
  const [row] = await testApp.database.db.select().from(profiles).where(eq(profiles.id, id));
  if (!row) throw new Error(`no profile ${id}`);
  return row;
}

describe('GET /api/session', () => {
  it('answers anonymous visitors with a null profile', async () => {
    const response = await getSession();
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionResponse>()).toEqual({ profile: null });
  });

  it('treats a forged or stale cookie as anonymous', async () => {
    const response = await getSession('bizbazaar.session_token=forged.signature');
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionResponse>()).toEqual({ profile: null });
  });

  it('returns the signed-in profile in camelCase and nothing else', async () => {
    const before = Date.now();
    const seller = await testApp.signUp({ fullName: 'Meera Iyer', role: 'seller', emailConfirmed: false });
    const response = await getSession(seller.cookie);
    expect(response.statusCode).toBe(200);
    const { profile } = response.json<SessionResponse>();
    expect(profile).toEqual({
      id: seller.id,
      fullName: 'Meera Iyer',
      email: seller.email,
      emailVerified: false,
      phone: null,
      avatarUrl: null,
      companyName: null,
      role: 'seller',
      verified: false,
      messageEmailsEnabled: true,
      listingUpdateEmailsEnabled: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Object.keys(profile ?? {}).sort()).toEqual(profileKeys);
    expect(Date.parse(profile?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(response.body).not.toMatch(/password|token|updatedAt|updated_at|full_name/i);
  });
});

describe('GET /api/profile', () => {
  it('refuses anonymous visitors with 401 in the error shape', async () => {
    const response = await getProfile();
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'No user found' } });
  });

  it('returns the own profile', async () => {
    const buyer = await testApp.signUp({ fullName: 'Ravi Kumar' });
    const response = await getProfile(buyer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({ id: buyer.id, fullName: 'Ravi Kumar', role: 'buyer' });
    expect(Object.keys(response.json<Profile>()).sort()).toEqual(profileKeys);
  });
});

describe('PATCH /api/profile', () => {
  it('refuses anonymous visitors with "No user found", before looking at the body (SPEC §8)', async () => {
    for (const payload of [{ fullName: 'Someone' }, { role: 'admin', avatarUrl: 'javascript:alert(1)', fullName: '' }]) {
      const response = await patchProfile(undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'No user found' } });
    }
  });

  it('updates every editable field and switches buyer ↔ seller', async () => {
    const user = await testApp.signUp({ role: 'buyer' });
    const response = await patchProfile(user.cookie, {
      fullName: '  Anil Deshpande ',
      phone: '+91 98765 43210',
      companyName: 'Deshpande Traders',
      avatarUrl: 'https://images.example.in/anil.png',
      role: 'seller',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: user.id,
      fullName: 'Anil Deshpande',
      phone: '+91 98765 43210',
      companyName: 'Deshpande Traders',
      avatarUrl: 'https://images.example.in/anil.png',
      role: 'seller',
    };
    expect(response.json<Profile>()).toMatchObject(expected);
    expect((await getSession(user.cookie)).json<SessionResponse>().profile).toMatchObject(expected);

    const back = await patchProfile(user.cookie, { role: 'buyer' });
    expect(back.json<Profile>()).toMatchObject({ ...expected, role: 'buyer' });
  });

  it('leaves fields that are not sent unchanged', async () => {
    const user = await testApp.signUp({ fullName: 'Kavya Nair', role: 'seller' });
    await patchProfile(user.cookie, { phone: '098765-43210', companyName: 'Nair Spices' });
    const response = await patchProfile(user.cookie, { companyName: 'Nair Spices Pvt Ltd' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({ fullName: 'Kavya Nair', phone: '098765-43210', companyName: 'Nair Spices Pvt Ltd', role: 'seller', avatarUrl: null });
    const emptyPatch = await patchProfile(user.cookie, {});
    expect(emptyPatch.json<Profile>()).toMatchObject({ fullName: 'Kavya Nair', phone: '098765-43210', companyName: 'Nair Spices Pvt Ltd' });
  });

  it('clears optional fields sent as empty strings (or null) and keeps the required name', async () => {
    const user = await testApp.signUp();
    await patchProfile(user.cookie, { phone: '+91 22 2345 6789', companyName: 'Acme', avatarUrl: 'http://example.in/a.png' });
    const response = await patchProfile(user.cookie, { phone: '', companyName: '   ', avatarUrl: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({ phone: null, companyName: null, avatarUrl: null });

    await patchProfile(user.cookie, { phone: '+91 22 2345 6789' });
    expect((await patchProfile(user.cookie, { phone: null })).json<Profile>().phone).toBeNull();

    const emptyName = await patchProfile(user.cookie, { fullName: '  ' });
    expect(emptyName.statusCode).toBe(400);
    expect(emptyName.json<ApiErrorBody>().error.fields).toEqual({ fullName: 'Full name is required' });
  });

  describe('refuses invalid values with 400 and a message for the field', () => {
    let seller: TestUser;
    beforeAll(async () => {
      seller = await testApp.signUp({ role: 'seller' });
    });

    it.each([
      ['role admin', { role: 'admin' }, 'role', 'Choose buyer or seller'],
      ['a javascript: avatar', { avatarUrl: 'javascript:alert(1)' }, 'avatarUrl', 'Enter a link starting with http:// or https://'],
      ['an ftp: avatar', { avatarUrl: 'ftp://files.example.in/me.png' }, 'avatarUrl', 'Enter a link starting with http:// or https://'],
      ['a phone made of words', { phone: 'call me' }, 'phone', 'Enter a valid phone number'],
      ['a 101-character name', { fullName: 'x'.repeat(101) }, 'fullName', 'Must be at most 100 characters'],
      ['message e-mails as text', { messageEmailsEnabled: 'false' }, 'messageEmailsEnabled', 'Choose whether to get emails about unread messages'],
      ['message e-mails as null', { messageEmailsEnabled: null }, 'messageEmailsEnabled', 'Choose whether to get emails about unread messages'],
    ])('%s', async (_label, payload, field, message) => {
      const response = await patchProfile(seller.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'Please correct the highlighted fields.', fields: { [field]: message } },
      });
      expect(await storedProfile(seller.id)).toMatchObject({ role: 'seller', avatarUrl: null, phone: null, fullName: 'Test User', messageEmailsEnabled: true });
    });
  });

  it('switches unread-message e-mails off and on again (issue 9), changing nothing else', async () => {
    const user = await testApp.signUp({ fullName: 'Leela Menon', role: 'seller' });
    expect((await getProfile(user.cookie)).json<Profile>().messageEmailsEnabled).toBe(true);

    const off = await patchProfile(user.cookie, { messageEmailsEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<Profile>()).toMatchObject({ messageEmailsEnabled: false, fullName: 'Leela Menon', role: 'seller' });
    expect((await storedProfile(user.id)).messageEmailsEnabled).toBe(false);
    expect((await getSession(user.cookie)).json<SessionResponse>().profile?.messageEmailsEnabled).toBe(false);
    // Saving the rest of the form without the field keeps the choice.
    expect((await patchProfile(user.cookie, { companyName: 'Menon Exports' })).json<Profile>().messageEmailsEnabled).toBe(false);

    const on = await patchProfile(user.cookie, { messageEmailsEnabled: true });
    expect(on.json<Profile>().messageEmailsEnabled).toBe(true);
    expect((await storedProfile(user.id)).messageEmailsEnabled).toBe(true);
  });

  it('keeps an admin an admin when they pick another role', async () => {
    const admin = await testApp.makeUser({ role: 'admin' });
    const response = await patchProfile(admin.cookie, { role: 'seller', companyName: 'BizBazaar Ops' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({ role: 'admin', companyName: 'BizBazaar Ops' });
    expect((await storedProfile(admin.id)).role).toBe('admin');
  });

  it('ignores fields a user may not set: verified, emailVerified, email, id, createdAt', async () => {
    const user = await testApp.signUp({ emailConfirmed: false });
    const other = await testApp.signUp();
    const before = await storedProfile(user.id);
    const response = await patchProfile(user.cookie, {
      fullName: 'Renamed',
      verified: true,
      emailVerified: true,
      email: 'hijack@example.com',
      id: other.id,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({ id: user.id, fullName: 'Renamed', verified: false, emailVerified: false, email: user.email, createdAt: before.createdAt.toISOString() });
    expect(await storedProfile(user.id)).toMatchObject({ verified: false, emailVerified: false, email: user.email, createdAt: before.createdAt });
    expect((await storedProfile(other.id)).fullName).toBe('Test User');
  });
});

describe('who may read and change which profile', () => {
  const actors: Role[] = ['buyer', 'seller', 'admin'];
  let users: Record<Role, TestUser>;
  let anotherSeller: TestUser;

  beforeAll(async () => {
    users = {
      buyer: await testApp.makeUser({ role: 'buyer', fullName: 'Matrix Buyer' }),
      seller: await testApp.makeUser({ role: 'seller', fullName: 'Matrix Seller' }),
      admin: await testApp.makeUser({ role: 'admin', fullName: 'Matrix Admin' }),
    };
    anotherSeller = await testApp.makeUser({ role: 'seller', fullName: 'Matrix Other Seller' });
  });

  it('anonymous: no session profile, and neither reads nor changes any profile', async () => {
    expect((await getSession()).json<SessionResponse>().profile).toBeNull();
    expect((await getProfile()).statusCode).toBe(401);
    expect((await patchProfile(undefined, { fullName: 'Anonymous edit' })).statusCode).toBe(401);
    for (const user of [...Object.values(users), anotherSeller]) {
      expect((await storedProfile(user.id)).fullName).toMatch(/^Matrix /);
    }
  });

  it.each(actors)('%s: reads and changes only their own profile', async (role) => {
    const actor = users[role];
    const session = (await getSession(actor.cookie)).json<SessionResponse>().profile;
    expect(session).toMatchObject({ id: actor.id, role });
    expect((await getProfile(actor.cookie)).json<Profile>()).toMatchObject({ id: actor.id, role });

    const response = await patchProfile(actor.cookie, { companyName: `${role} company`, id: anotherSeller.id });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({ id: actor.id, companyName: `${role} company`, role });

    // Nobody else's row changed, whatever the body said.
    for (const other of [...Object.values(users), anotherSeller].filter((user) => user.id !== actor.id)) {
      expect((await storedProfile(other.id)).companyName).not.toBe(`${role} company`);
    }
  });

  it('another seller sees their own profile, not the first seller’s', async () => {
    const response = await getProfile(anotherSeller.cookie);
    expect(response.json<Profile>()).toMatchObject({ id: anotherSeller.id, fullName: 'Matrix Other Seller', role: 'seller' });
    expect(response.json<Profile>().id).not.toBe(users.seller.id);
  });
});
