// Erasing an account (issue 10; India's DPDP Act, the right to erasure; ADR 0013). One function for the admin's
// "Delete user" and the user's own "Delete my account", in one transaction: the profile row goes, and every
// foreign key to it cascades (listings and what hangs on them, favourites, inquiries on both sides with their
// messages, notifications, saved searches, reports, sessions, the password) or, where the row is someone
// else's record, is set to null (the audit trail's actor, a report's resolver, who closed a conversation).
// Traces that name the user without a foreign key are removed explicitly first. Afterwards the user's open
// sockets are closed on every process.
import { eq, sql } from 'drizzle-orm';
import { USER_NOT_FOUND_MESSAGE } from '@common/admin.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import { emailOutbox, jobs, listingViews, newsletterSubscriptions, notifications, inquiries, profiles, verifications } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { forgetRateLimit } from '../../http/rate-limit.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import type { Viewer } from '../../http/viewer.ts';
import { forgetAdminStats } from '../admin/admin-stats.ts';
import { writeAudit } from '../admin/audit-log.ts';
import { assertAnotherAdminRemains } from '../admin/last-admin.ts';
import { forgetApprovedCounts } from '../listings/count-cache.ts';
import { userViewerKey } from '../listings/listings.service.ts';

export interface ErasureServices {
  db: Database;
  /** Closes the account's sockets here and on every other process (the realtime hub's closeSessions). */
  closeSessions(userId: string): Promise<void>;
}

/** Who asked: an admin from the console (an audited admin action), or the user themselves. */
export type ErasureRequester = { kind: 'admin'; admin: Viewer } | { kind: 'self' };

export async function eraseAccount(services: ErasureServices, userId: string, requester: ErasureRequester): Promise<void> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND_MESSAGE);
  await services.db.transaction(async (tx) => {
    // Every admin's row first, in id order (last-admin.ts), then the account's own: the order every role change and
    // erasure takes its locks in, so two of them at once wait for each other instead of deadlocking.
    await assertAnotherAdminRemains(tx, userId);
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!profile) throw notFound(USER_NOT_FOUND_MESSAGE);
    if (requester.kind === 'admin') {
      // The trail of what admins did outlives the account; its actor is the admin, and the e-mail is the label
      // the trail shows (ADR 0013).
      await writeAudit(tx, {
        actorId: requester.admin.id,
        action: 'user.deleted',
        targetType: 'profile',
        targetId: userId,
        label: profile.email,
        details: { role: profile.role },
      });
    }
    await removeTracesWithoutForeignKeys(tx, profile);
    await tx.delete(profiles).where(eq(profiles.id, userId));
  });
  // The sessions went with the profile; their sockets must not outlive them (ADR 0011).
  await services.closeSessions(userId);
  // The account's approved listings left browse, the counts and the statistics.
  forgetApprovedCounts(services.db);
  forgetAdminStats(services.db);
}

/** Rows that name the account by id or e-mail in a column that is not a foreign key to it. */
async function removeTracesWithoutForeignKeys(tx: Transaction, profile: { id: string; email: string }) {
  const email = profile.email.toLowerCase();
  // The other side's notifications about conversations that are about to vanish (they would lead nowhere, and
  // they quote the account's name). Found through the account's inquiries, then the counterpart's own rows.
  await tx.execute(sql`
    delete from ${notifications} n using ${inquiries} i
    where (i.buyer_id = ${profile.id} or i.seller_id = ${profile.id})
      and n.user_id = case when i.buyer_id = ${profile.id} then i.seller_id else i.buyer_id end
      and n.data->>'inquiry_id' = i.id::text`);
  // Views it left on other sellers' listings. The "like" repeats the partial index's predicate so the planner
  // can use it (it cannot prove that an equality implies a LIKE).
  await tx.execute(sql`delete from ${listingViews} where ${listingViews.viewerKey} = ${userViewerKey(profile.id)}
    and ${listingViews.viewerKey} like 'user:%'`);
  // better-auth keeps a password-reset token with the account's id as its value.
  await tx.delete(verifications).where(eq(verifications.value, profile.id));
  // Mail to the account, sent or not (the outbox keeps sent mail), and its newsletter subscription.
  await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.to})`, email));
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  // Deferred work about the account (a reminder to it); payloads name users by id. The jobs table holds pending
  // and recently finished jobs only, so reading it whole is small.
  await tx.delete(jobs).where(sql`position(${profile.id} in ${jobs.payload}::text) > 0`);
  // Rate-limit counters keyed by the account's id or e-mail.
  for (const rule of Object.values(RATE_LIMITS)) {
    if (rule.per === 'account') await forgetRateLimit(tx, rule, profile.id);
    if (rule.per === 'body-email') await forgetRateLimit(tx, rule, email);
  }
}
