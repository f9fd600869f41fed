// Erasing an account (issue 10; India's DPDP Act, the right to erasure; ADR 0013). One function for the admin's
// "Delete user" and the user's own "Delete my account", in one transaction: the profile row goes, and every
// foreign key to it cascades (listings and what hangs on them, favourites, notifications, saved searches, reports,
// sessions, the password) or, where the row is someone else's record, is set to null (the audit trail's actor, a
// report's resolver, who closed a conversation, and since ADR 0033 its side of each conversation and the author
// of its messages: the other side keeps them, closed, without its identifiers; kept-conversations.ts).
// Traces that name the user without a foreign key are removed explicitly first, and others' rows that carry the
// user's name or words (mail, notifications, audit labels) are found by the people they record and purged or
// cleared (ADR 0024). Afterwards the user's open sockets are closed on every process.
import { eq, or, sql, type Column } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { USER_NOT_FOUND_MESSAGE } from '@common/admin.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import { auditLog, businessListings, emailOutbox, jobs, listingViews, newsletterSubscriptions, notifications, profiles, verifications } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { forgetRateLimit } from '../../http/rate-limit.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import type { Viewer } from '../../http/viewer.ts';
import { forgetAdminStats } from '../admin/admin-stats.ts';
import { writeAudit } from '../admin/audit-log.ts';
import { assertAnotherAdminRemains } from '../admin/last-admin.ts';
import { forgetApprovedCounts } from '../listings/count-cache.ts';
import { userViewerKey } from '../listings/listings.service.ts';
import { transactionWithEvents, type EventBus } from '../notifications/events.ts';
import { handOverConversations } from './kept-conversations.ts';
import { enqueuePhotoFilesOfListings } from '../listing-photos/photo-files-deletion.ts';

/** What both deletes give the erasure, from the app. */
export function erasureServicesOf(app: FastifyInstance): ErasureServices {
  return {
    db: app.db,
    events: app.events,
    publicUrl: app.config.publicUrl,
    wakeOutbox: () => app.outbox.wake(),
    closeSessions: (userId) => app.realtime.closeSessions({ userId }),
  };
}

/** What another user's notification that named an erased account reads afterwards (ADR 0024). */
export const REDACTED_NOTIFICATION = {
  title: 'About a deleted account',
  message: 'This notification named someone who has since deleted their account, or one of their listings, so its text has been removed.',
} as const;

/** The audit label that named an erased account (its address, or a title of its listings) afterwards. */
export const ERASED_LABEL = 'Erased with its account';

export interface ErasureServices {
  db: Database;
  /** The other sides of its conversations are told (ADR 0033), live too. */
  events: EventBus;
  publicUrl: string;
  /** Ask the outbox worker to send the mail to those other sides. */
  wakeOutbox(): void;
  /** Closes the account's sockets here and on every other process (the realtime hub's closeSessions). */
  closeSessions(userId: string): Promise<void>;
}

/** Who asked: an admin from the console (an audited admin action), or the user themselves. */
export type ErasureRequester = { kind: 'admin'; admin: Viewer } | { kind: 'self' };

export async function eraseAccount(services: ErasureServices, userId: string, requester: ErasureRequester): Promise<void> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND_MESSAGE);
  await transactionWithEvents(services.db, services.events, async (tx) => {
    // Every admin's row first, in id order (last-admin.ts), then the account's own: the order every role change and
    // erasure takes its locks in, so two of them at once wait for each other instead of deadlocking.
    await assertAnotherAdminRemains(tx, userId);
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!profile) throw notFound(USER_NOT_FOUND_MESSAGE);
    if (requester.kind === 'admin') {
      // The trail of what admins did outlives the account; its actor is the admin, and the account is known by its
      // id alone (ADR 0013, amended by ADR 0024).
      await writeAudit(tx, {
        actorId: requester.admin.id,
        action: 'user.deleted',
        targetType: 'profile',
        targetId: userId,
        label: ERASED_LABEL,
        aboutUserIds: [],
        details: { role: profile.role },
      });
    }
    await removeTracesWithoutForeignKeys(tx, profile);
    await forgetWordsAboutAccount(tx, profile);
    // After the words about it are cleared: the other sides' new notices are about nobody (ADR 0033).
    await handOverConversations(tx, profile, services);
    // Its listings' photos go with the cascade; their files once no other photo uses them (ADR 0035).
    await enqueuePhotoFilesOfListings(tx, sql`select ${businessListings.id} from ${businessListings} where ${businessListings.sellerId} = ${userId}`);
    await tx.delete(profiles).where(eq(profiles.id, userId));
  });
  // The sessions went with the profile; their sockets must not outlive them (ADR 0011).
  await services.closeSessions(userId);
  services.wakeOutbox();
  // The account's approved listings left browse, the counts and the statistics.
  forgetApprovedCounts(services.db);
  forgetAdminStats(services.db);
}

/** Rows that name the account by id or e-mail in a column that is not a foreign key to it. */
async function removeTracesWithoutForeignKeys(tx: Transaction, profile: { id: string; email: string }) {
  const email = profile.email.toLowerCase();
  // Views it left on other sellers' listings. The "like" repeats the partial index's predicate so the planner
  // can use it (it cannot prove that an equality implies a LIKE).
  await tx.execute(sql`delete from ${listingViews} where ${listingViews.viewerKey} = ${userViewerKey(profile.id)}
    and ${listingViews.viewerKey} like 'user:%'`);
  // better-auth keeps a password-reset token with the account's id as its value.
  await tx.delete(verifications).where(eq(verifications.value, profile.id));
  // Its newsletter subscription (mail to the address goes with the other mail, below).
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

/**
 * Others' rows that carry the account's name, address or words, found through the people each row records
 * (`about_user_ids`, written by enqueueEmail, notify and writeAudit; GIN indexes), never by searching text for a
 * name, which would also hit everyone who shares it (ADR 0024).
 */
async function forgetWordsAboutAccount(tx: Transaction, profile: { id: string; email: string }) {
  const isAboutAccount = (column: Column) => sql`${column} @> array[${profile.id}]::uuid[]`;
  // Mail, whatever its state: sent mail has done its work, and mail not yet sent must not go out with the account's
  // data in it. Also mail to the address that records no account (the newsletter's, mail older than ADR 0024).
  await tx.delete(emailOutbox).where(or(isAboutAccount(emailOutbox.aboutUserIds), eq(sql`lower(${emailOutbox.to})`, profile.email.toLowerCase())));
  // Others' notifications stay, as a neutral line with no link (the conversation or listing they led to is gone).
  await tx
    .update(notifications)
    .set({ ...REDACTED_NOTIFICATION, data: {}, aboutUserIds: [] })
    .where(isAboutAccount(notifications.aboutUserIds));
  // The audit trail keeps what was done to which id, by whom and when; only the label that named the account goes.
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} || jsonb_build_object('label', ${ERASED_LABEL}::text)`, aboutUserIds: [] })
    .where(isAboutAccount(auditLog.aboutUserIds));
}
