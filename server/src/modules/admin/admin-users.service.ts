// The Users Management table (SPEC §2, §4 User role, §6; issue 10): keyset pages newest first with a role filter
// and a search by name or e-mail; changing a role, the Verified Seller badge, deleting an account. An admin never
// changes their own role nor deletes their own account here (409, ADR 0013), and the last admin is never demoted
// or deleted (last-admin.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  OWN_ACCOUNT_DELETE_MESSAGE,
  OWN_ROLE_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type AdminUserRow,
  type AdminUsersPage,
  type adminUsersQuerySchema,
} from '@common/admin.ts';
import type { Role } from '@common/profiles.ts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText } from '../../db/keyset-cursor.ts';
import { profiles } from '../../db/schema.ts';
import { isUuid } from '../../db/uuid.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { escapeLikePattern } from '../listings/browse-listings.ts';
import { eraseAccount, type ErasureServices } from '../profiles/account-erasure.ts';
import { assertAdmin } from './admin-gate.ts';
import { presentAdminUser } from './admin.presenter.ts';
import { writeAudit } from './audit-log.ts';
import { assertAnotherAdminRemains } from './last-admin.ts';

export async function findAdminUsers(db: Database, query: z.output<typeof adminUsersQuerySchema>): Promise<AdminUsersPage> {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  // "Contains", case-insensitive, `%` and `_` literal; each side served by its trigram index.
  const pattern = query.search === undefined ? undefined : sql`lower(${`%${escapeLikePattern(query.search)}%`})`;
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      role: profiles.role,
      verified: profiles.verified,
      createdAt: profiles.createdAt,
      createdAtText: timestampText(profiles.createdAt),
    })
    .from(profiles)
    .where(
      and(
        query.role && eq(profiles.role, query.role),
        pattern && sql`(lower(${profiles.fullName}) like ${pattern} or lower(${profiles.email}) like ${pattern})`,
        cursor && isBeforeCursor(profiles.createdAt, profiles.id, cursor),
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentAdminUser),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.createdAtText, id: last.id }) : null,
  };
}

/** The account's row, locked for the rest of the transaction; "User not found" for any other id. */
async function lockProfile(tx: Transaction, userId: string) {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!profile) throw notFound(USER_NOT_FOUND_MESSAGE);
  return profile;
}

/** PATCH /api/admin/users/:id/role. Setting the role a user already has changes nothing and writes no audit entry. */
export async function changeUserRole(db: Database, admin: Viewer, userId: string, role: Role): Promise<AdminUserRow> {
  assertAdmin(admin);
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND_MESSAGE);
  if (userId === admin.id) throw conflict(OWN_ROLE_MESSAGE);
  return db.transaction(async (tx) => {
    // Every admin's row is locked first (in id order) whenever a role other than admin is set, then the user's:
    // the same order as an erasure, so concurrent changes queue up instead of deadlocking.
    if (role !== 'admin') await assertAnotherAdminRemains(tx, userId);
    const profile = await lockProfile(tx, userId);
    if (profile.role === role) return presentAdminUser(profile);
    const [updated] = await tx.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
    if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE);
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'user.role_changed',
      targetType: 'profile',
      targetId: userId,
      label: profile.email,
      aboutUserIds: [userId],
      details: { from: profile.role, to: role },
    });
    return presentAdminUser(updated);
  });
}

/** PATCH /api/admin/users/:id/verified: the Verified Seller badge (SPEC §2 Listing detail). */
export async function setUserVerified(db: Database, admin: Viewer, userId: string, verified: boolean): Promise<AdminUserRow> {
  assertAdmin(admin);
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (profile.verified === verified) return presentAdminUser(profile);
    const now = new Date();
    // The listing page says when the badge was granted (issue 25; ADR 0037); taking it away forgets the date.
    const [updated] = await tx.update(profiles).set({ verified, verifiedAt: verified ? now : null, updatedAt: now }).where(eq(profiles.id, userId)).returning();
    if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE);
    await writeAudit(tx, {
      actorId: admin.id,
      action: verified ? 'user.verified' : 'user.unverified',
      targetType: 'profile',
      targetId: userId,
      label: profile.email,
      aboutUserIds: [userId],
    });
    return presentAdminUser(updated);
  });
}

/** DELETE /api/admin/users/:id: the same erasure as "Delete my account" (profiles/account-erasure.ts). */
export async function deleteUser(services: ErasureServices, admin: Viewer, userId: string): Promise<void> {
  assertAdmin(admin);
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND_MESSAGE);
  if (userId === admin.id) throw conflict(OWN_ACCOUNT_DELETE_MESSAGE);
  await eraseAccount(services, userId, { kind: 'admin', admin });
}
