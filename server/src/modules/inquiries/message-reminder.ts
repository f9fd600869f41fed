// The unread-message reminder (issue 9 "E-mail"): a new message e-mails its recipient only if it is still
// unread 10 minutes later, at most once an hour per conversation and recipient, in one mail listing every
// unread message there. A job (ARCHITECTURE §9), so a restart forgets nothing and no request waits for it.
import { and, asc, count, eq, not } from 'drizzle-orm';
import { z } from 'zod';
import { paths } from '@common/routes.ts';
import type { Queryable } from '../../db/client.ts';
import { inquiries, inquiryMessages, profiles } from '../../db/schema.ts';
import type { NewJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { unreadMessagesMail } from '../../mail/templates.ts';
import { conversationUrl, findInquiryParts } from './inquiries.service.ts';

export const MESSAGE_REMINDER_JOB = 'message-reminder';
/** Issue 9: a message is mailed about only if still unread this long after it was sent. */
export const MESSAGE_REMINDER_DELAY_MS = 10 * 60_000;
/** Issue 9: at most one reminder per conversation and recipient in this time. */
export const MESSAGE_REMINDER_INTERVAL_MS = 60 * 60_000;
/** A long burst is summed up ("…and 12 more") rather than mailed whole; the conversation holds the rest. */
export const MESSAGE_REMINDER_MAX_LISTED = 20;

const payloadSchema = z.object({ inquiryId: z.string(), recipientId: z.string() });
type ReminderPayload = z.infer<typeof payloadSchema>;

/** One pending reminder per conversation and recipient: the jobs table's unique dedupe key makes it so. */
export const messageReminderKey = ({ inquiryId, recipientId }: ReminderPayload) => `${MESSAGE_REMINDER_JOB}:${inquiryId}:${recipientId}`;

/**
 * The reminder for a message just written, enqueued in the transaction that writes it (which holds the
 * inquiry's row lock; sendMessage puts the insert in its own statement with jobInsert). While a reminder is
 * pending this writes nothing: that reminder will list this message too.
 */
export function messageReminderJob(reminder: ReminderPayload): NewJob {
  return {
    kind: MESSAGE_REMINDER_JOB,
    payload: reminder,
    runAt: new Date(Date.now() + MESSAGE_REMINDER_DELAY_MS),
    dedupeKey: messageReminderKey(reminder),
  };
}

async function findUnreadMessages(tx: Queryable, inquiryId: string, recipientRole: 'buyer' | 'seller') {
  const isUnread = and(
    eq(inquiryMessages.inquiryId, inquiryId),
    not(recipientRole === 'buyer' ? inquiryMessages.readByBuyer : inquiryMessages.readBySeller),
  );
  // Both read through the partial unread index of the recipient's side (schema.ts).
  const [total] = await tx.select({ value: count() }).from(inquiryMessages).where(isUnread);
  const listed = await tx
    .select({ message: inquiryMessages.message, createdAt: inquiryMessages.createdAt })
    .from(inquiryMessages)
    .where(isUnread)
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id))
    .limit(MESSAGE_REMINDER_MAX_LISTED);
  return { listed, total: total?.value ?? 0 };
}

/** The `message-reminder` handler, registered in app.ts. */
export function createMessageReminderHandler(options: { publicUrl: string }): JobHandler {
  return async ({ tx, payload }) => {
    const reminder = payloadSchema.parse(payload);
    // The lock sendMessage takes too: a message written meanwhile either commits before the unread ones are
    // read here, or waits, and then finds this job finished and enqueues a reminder of its own.
    const parts = await findInquiryParts(tx, reminder.inquiryId, { lockFor: tx });
    if (!parts) return;
    const { inquiry } = parts;
    const role = reminder.recipientId === inquiry.buyerId ? 'buyer' : reminder.recipientId === inquiry.sellerId ? 'seller' : undefined;
    if (!role) return;
    const [settings] = await tx.select({ isEnabled: profiles.messageEmailsEnabled }).from(profiles).where(eq(profiles.id, reminder.recipientId));
    if (!settings?.isEnabled) return;

    const unread = await findUnreadMessages(tx, inquiry.id, role);
    if (unread.total === 0) return;
    const remindedAt = role === 'buyer' ? inquiry.buyerRemindedAt : inquiry.sellerRemindedAt;
    const nextAllowedAt = remindedAt && new Date(remindedAt.getTime() + MESSAGE_REMINDER_INTERVAL_MS);
    if (nextAllowedAt && nextAllowedAt.getTime() > Date.now()) return { runAgainAt: nextAllowedAt };

    // The recipient's own messages are read by them when sent, so every unread one is the other side's.
    const [recipient, sender] = role === 'buyer' ? [parts.buyer, parts.seller] : [parts.seller, parts.buyer];
    // The sender erased their account since (ADR 0033): the conversation is closed and its words are not mailed.
    if (!recipient || !sender) return;
    await enqueueEmail(
      tx,
      unreadMessagesMail(recipient.email, {
        recipientName: recipient.fullName,
        listingTitle: parts.listingTitle,
        messages: unread.listed.map((row) => ({ senderName: sender.fullName, sentAt: row.createdAt, text: row.message })),
        moreCount: unread.total - unread.listed.length,
        url: conversationUrl(options.publicUrl, inquiry.id),
        settingsUrl: `${options.publicUrl}${paths.editProfile}`,
      }),
      // It quotes the sender's messages and names the listing (the seller's): both sides' data.
      { aboutUserIds: [recipient.id, sender.id] },
    );
    // The mail leaves in the same pass of the worker loop: it drains due jobs first, then due mail.
    const now = new Date();
    await tx
      .update(inquiries)
      .set(role === 'buyer' ? { buyerRemindedAt: now } : { sellerRemindedAt: now })
      .where(eq(inquiries.id, inquiry.id));
  };
}
