// Users Management (SPEC §2, §4 User role, §6, §8; ARCHITECTURE §5; issue 10): the table with keyset pages, a role
// filter and a search; role changes, the Verified Seller badge, deletion; an admin never demotes or deletes
// themselves here, and the last admin is never demoted or deleted. Each action leaves an audit_log row. (What a
// deletion erases: profiles/account-erasure.test.ts.)
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_SEARCH_TOO_SHORT,
  LAST_ADMIN_MESSAGE,
  NOT_ADMIN_MESSAGE,
  OWN_ACCOUNT_DELETE_MESSAGE,
  OWN_ROLE_MESSAGE,
  USER_DELETED_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type AdminUserRow,
  type AdminUsersPage,
} from '@common/admin.ts';
import type { ListingDetail } from '@common/listings.ts';
import type { Viewer } from '../../http/viewer.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { makeListing, makeProfile } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, profiles } from '../../db/schema.ts';
import { changeUserRole, deleteUser as deleteUserAccount } from './admin-users.service.ts';
import { ERASED_LABEL, erasureServicesOf } from '../profiles/account-erasure.ts';

let testApp: TestApp;
let db: Database;
let buyer: TestUser;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  buyer = await testApp.makeUser({ role: 'buyer' });
  seller = await testApp.makeUser({ role: 'seller' });
  admin = await testApp.makeUser({ role: 'admin' });
});
afterAll(() => testApp.close());

const setRole = (userId: string, role: unknown, viewer?: TestUser) =>
  testApp.request({ method: 'PATCH', url: `/api/admin/users/${userId}/role`, payload: { role }, cookie: viewer?.cookie });
const setVerified = (userId: string, verified: unknown, viewer?: TestUser) =>
  testApp.request({ method: 'PATCH', url: `/api/admin/users/${userId}/verified`, payload: { verified }, cookie: viewer?.cookie });
const deleteUser = (userId: string, viewer?: TestUser) => testApp.request({ method: 'DELETE', url: `/api/admin/users/${userId}`, cookie: viewer?.cookie });
const listUsers = (query: Record<string, string | number | undefined>, viewer: TestUser = admin) =>
  testApp.request({ method: 'GET', url: withQuery('/api/admin/users', query), cookie: viewer.cookie });

async function storedProfile(id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}
const auditRowsFor = (userId: string) =>
  db.select().from(auditLog).where(and(eq(auditLog.targetType, 'profile'), eq(auditLog.targetId, userId))).orderBy(auditLog.at);

/** Every admin but these is made a buyer, so a test can control who "the last admin" is. */
async function demoteEveryAdminBut(...keep: string[]) {
  const admins = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin'));
  for (const { id } of admins) if (!keep.includes(id)) await db.update(profiles).set({ role: 'buyer' }).where(eq(profiles.id, id));
}

describe('who may manage users', () => {
  it('refuses visitors (401) and every non-admin (403), and changes nothing', async () => {
    const target = await makeProfile(db);
    expect(errorOf(await setRole(target.id, 'seller'), 401).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await deleteUser(target.id), 401).code).toBe('UNAUTHENTICATED');
    for (const viewer of [buyer, seller]) {
      expect(errorOf(await setRole(target.id, 'admin', viewer), 403)).toEqual({ code: 'FORBIDDEN', message: NOT_ADMIN_MESSAGE });
      expect(errorOf(await setVerified(target.id, true, viewer), 403).message).toBe(NOT_ADMIN_MESSAGE);
      expect(errorOf(await deleteUser(target.id, viewer), 403).message).toBe(NOT_ADMIN_MESSAGE);
      expect(errorOf(await listUsers({}, viewer), 403).message).toBe(NOT_ADMIN_MESSAGE);
    }
    expect(await storedProfile(target.id)).toMatchObject({ role: 'buyer', verified: false });
    expect(await auditRowsFor(target.id)).toEqual([]);
  });

  it('a buyer cannot make themselves admin', async () => {
    expect(errorOf(await setRole(buyer.id, 'admin', buyer), 403).message).toBe(NOT_ADMIN_MESSAGE);
    expect((await storedProfile(buyer.id))?.role).toBe('buyer');
  });
});

describe('PATCH /api/admin/users/:id/role (SPEC §4 User role)', () => {
  it('sets each role, answers the row, and writes the audit log', async () => {
    const target = await makeProfile(db, { fullName: 'Kiran Rao' });
    for (const role of ['seller', 'admin', 'buyer'] as const) {
      const row = jsonOf<AdminUserRow>(await setRole(target.id, role, admin), 200);
      expect(row).toEqual({ id: target.id, fullName: 'Kiran Rao', email: target.email, role, verified: false, createdAt: target.createdAt.toISOString() });
      expect((await storedProfile(target.id))?.role).toBe(role);
    }
    const audit = await auditRowsFor(target.id);
    expect(audit.map((row) => ({ actorId: row.actorId, action: row.action, details: row.details }))).toEqual([
      { actorId: admin.id, action: 'user.role_changed', details: { from: 'buyer', to: 'seller', label: target.email } },
      { actorId: admin.id, action: 'user.role_changed', details: { from: 'seller', to: 'admin', label: target.email } },
      { actorId: admin.id, action: 'user.role_changed', details: { from: 'admin', to: 'buyer', label: target.email } },
    ]);
  });

  it('takes effect with the next request: a promoted user may open the console, a demoted admin no longer may', async () => {
    const user = await testApp.makeUser();
    expect((await listUsers({ limit: 1 }, user)).statusCode).toBe(403);
    jsonOf(await setRole(user.id, 'admin', admin), 200);
    expect((await listUsers({ limit: 1 }, user)).statusCode).toBe(200);
    jsonOf(await setRole(user.id, 'seller', admin), 200);
    expect((await listUsers({ limit: 1 }, user)).statusCode).toBe(403);
  });

  it('changes nothing and writes nothing when the role is the current one', async () => {
    const target = await makeProfile(db, { role: 'seller' });
    expect(jsonOf<AdminUserRow>(await setRole(target.id, 'seller', admin), 200).role).toBe('seller');
    expect(await auditRowsFor(target.id)).toEqual([]);
  });

  it("refuses an admin's own role with 409, whatever the role", async () => {
    for (const role of ['buyer', 'seller', 'admin']) {
      expect(errorOf(await setRole(admin.id, role, admin), 409)).toEqual({ code: 'CONFLICT', message: OWN_ROLE_MESSAGE });
    }
    expect((await storedProfile(admin.id))?.role).toBe('admin');
  });

  it('when two admins demote each other at once, one of them stays admin', async () => {
    const first = await testApp.makeUser({ role: 'admin' });
    const second = await testApp.makeUser({ role: 'admin' });
    await demoteEveryAdminBut(first.id, second.id);
    const answers = await Promise.all([setRole(second.id, 'buyer', first), setRole(first.id, 'buyer', second)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The second request either meets a non-admin (403: its sender was demoted) or the last admin (409).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const remaining = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin'));
    expect(remaining).toHaveLength(1);
    await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.id));
  });

  it('answers an unknown or malformed id with "User not found", and a role outside the three with 400', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) expect(errorOf(await setRole(id, 'seller', admin), 404)).toEqual({ code: 'NOT_FOUND', message: USER_NOT_FOUND_MESSAGE });
    const target = await makeProfile(db);
    for (const role of ['superuser', '', undefined]) expect(errorOf(await setRole(target.id, role, admin), 400).fields).toEqual({ role: 'Role is buyer, seller or admin' });
  });
});

describe('the last admin', () => {
  // Through the console a signed-in admin is never the last one but themselves, which the self rule refuses first;
  // the last-admin guard answers a request whose own admin was demoted while it ran (and "Delete my account",
  // profiles/data-rights.test.ts). Such a request is one the gate let through: the service is called directly.
  it('is never demoted nor deleted', async () => {
    const lastAdmin = await makeProfile(db, { role: 'admin' });
    await demoteEveryAdminBut(lastAdmin.id);
    try {
      const demotedMeanwhile: Viewer = { id: admin.id, role: 'admin', email: admin.email, emailVerified: true };
      const erasure = { ...erasureServicesOf(testApp.app), closeSessions: async () => {} };
      for (const role of ['seller', 'buyer'] as const) {
        await expect(changeUserRole(db, demotedMeanwhile, lastAdmin.id, role)).rejects.toMatchObject({ statusCode: 409, message: LAST_ADMIN_MESSAGE });
      }
      await expect(deleteUserAccount(erasure, demotedMeanwhile, lastAdmin.id)).rejects.toMatchObject({ statusCode: 409, message: LAST_ADMIN_MESSAGE });
      expect((await storedProfile(lastAdmin.id))?.role).toBe('admin');
      expect(await auditRowsFor(lastAdmin.id)).toEqual([]);
    } finally {
      await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.id));
    }
  });
});

describe('PATCH /api/admin/users/:id/verified (the Verified Seller badge)', () => {
  it('grants and removes the badge, shown on the seller\'s listings, with an audit entry each time', async () => {
    const target = await makeProfile(db, { role: 'seller' });
    const listing = await makeListing(db, { sellerId: target.id });
    const badge = async () => jsonOf<ListingDetail>(await testApp.request({ method: 'GET', url: `/api/listings/${listing.id}` }), 200).seller.verified;

    expect(jsonOf<AdminUserRow>(await setVerified(target.id, true, admin), 200).verified).toBe(true);
    expect(await badge()).toBe(true);
    // Again: nothing changes, nothing is written.
    jsonOf(await setVerified(target.id, true, admin), 200);
    expect(jsonOf<AdminUserRow>(await setVerified(target.id, false, admin), 200).verified).toBe(false);
    expect(await badge()).toBe(false);
    expect((await auditRowsFor(target.id)).map((row) => row.action)).toEqual(['user.verified', 'user.unverified']);
  });

  it('takes only true or false', async () => {
    const target = await makeProfile(db);
    for (const verified of ['yes', 1, null]) expect(errorOf(await setVerified(target.id, verified, admin), 400).fields).toEqual({ verified: 'Verified is true or false' });
    expect(errorOf(await setVerified(randomUUID(), true, admin), 404).message).toBe(USER_NOT_FOUND_MESSAGE);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the account, answers the toast message, and writes the audit log by its id alone (ADR 0024)', async () => {
    const target = await makeProfile(db, { role: 'seller', email: `doomed.${randomUUID().slice(0, 8)}@example.com` });
    const listing = await makeListing(db, { sellerId: target.id });
    expect(jsonOf(await deleteUser(target.id, admin), 200)).toEqual({ message: USER_DELETED_MESSAGE });
    expect(await storedProfile(target.id)).toBeUndefined();
    expect((await testApp.request({ method: 'GET', url: `/api/listings/${listing.id}` })).statusCode).toBe(404);
    const audit = await auditRowsFor(target.id);
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, action: 'user.deleted', details: { role: 'seller', label: ERASED_LABEL } })]);
    // A second time: already gone.
    expect(errorOf(await deleteUser(target.id, admin), 404).message).toBe(USER_NOT_FOUND_MESSAGE);
  });

  it("refuses an admin's own account with 409 (they use Delete my account on their profile)", async () => {
    expect(errorOf(await deleteUser(admin.id, admin), 409)).toEqual({ code: 'CONFLICT', message: OWN_ACCOUNT_DELETE_MESSAGE });
    expect(await storedProfile(admin.id)).toBeDefined();
  });

  it('deletes another admin while one remains', async () => {
    const otherAdmin = await makeProfile(db, { role: 'admin' });
    jsonOf(await deleteUser(otherAdmin.id, admin), 200);
    expect(await storedProfile(otherAdmin.id)).toBeUndefined();
  });

  it('ends the deleted account\'s session at once', async () => {
    const target = await testApp.makeUser();
    expect((await testApp.request({ method: 'GET', url: '/api/profile', cookie: target.cookie })).statusCode).toBe(200);
    jsonOf(await deleteUser(target.id, admin), 200);
    expect((await testApp.request({ method: 'GET', url: '/api/profile', cookie: target.cookie })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users (the table)', () => {
  it('lists accounts newest first, paged with cursors, with a role filter', async () => {
    const marker = randomUUID().slice(0, 8);
    const made = [];
    // A second apart: PGlite's clock may give rows made in quick succession the same instant.
    const base = Date.now() - 60_000;
    for (let index = 0; index < 5; index += 1) {
      made.push(await makeProfile(db, { fullName: `Paged ${marker} ${index}`, role: index % 2 === 0 ? 'seller' : 'buyer', createdAt: new Date(base + index * 1000) }));
    }
    const seen: AdminUserRow[] = [];
    let cursor: string | undefined;
    do {
      const page = jsonOf<AdminUsersPage>(await listUsers({ search: `paged ${marker}`, limit: 2, cursor }), 200);
      seen.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.map((row) => row.id)).toEqual(made.map((row) => row.id).reverse());
    expect(seen[0]).toEqual({ id: made[4]?.id, fullName: `Paged ${marker} 4`, email: made[4]?.email, role: 'seller', verified: false, createdAt: made[4]?.createdAt.toISOString() });

    const sellers = jsonOf<AdminUsersPage>(await listUsers({ search: `paged ${marker}`, role: 'seller' }), 200);
    expect(sellers.items.map((row) => row.id)).toEqual([made[4], made[2], made[0]].map((row) => row?.id));
    const admins = jsonOf<AdminUsersPage>(await listUsers({ role: 'admin', limit: 100 }), 200);
    expect(admins.items.every((row) => row.role === 'admin')).toBe(true);
    expect(admins.items.map((row) => row.id)).toContain(admin.id);
  });

  it('searches names and e-mails (contains, any case), % and _ literally', async () => {
    const marker = randomUUID().slice(0, 8);
    const byName = await makeProfile(db, { fullName: `Anjali ${marker} Desai` });
    const byEmail = await makeProfile(db, { email: `ravi_${marker}@firm.example` });
    await makeProfile(db, { email: `ravix${marker}@firm.example` });
    const percent = await makeProfile(db, { fullName: `100% ${marker}` });
    await makeProfile(db, { fullName: `1000 ${marker}` });
    const find = async (search: string) => jsonOf<AdminUsersPage>(await listUsers({ search }), 200).items.map((row) => row.id);

    expect(await find(`ANJALI ${marker}`)).toEqual([byName.id]);
    expect(await find(`ravi_${marker}@FIRM`)).toEqual([byEmail.id]);
    expect(await find(`100% ${marker}`)).toEqual([percent.id]);
  });

  it('refuses malformed filters and cursors with 400', async () => {
    expect(errorOf(await listUsers({ role: 'superuser' }), 400).fields).toEqual({ role: 'Unknown role' });
    expect(errorOf(await listUsers({ cursor: 'not-a-cursor' }), 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await listUsers({ limit: 0 }), 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await listUsers({ search: 'ab' }), 400).fields).toEqual({ search: ADMIN_SEARCH_TOO_SHORT });
  });
});
