// A conversation's thread: reading it a page at a time, writing to it, and marking it read.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { InquiryMessageItem, MarkReadResponse, MessagesPage, ParticipantRole } from '@common/inquiries.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText } from '../../db/keyset-cursor.ts';
import { isUuid } from '../../db/uuid.ts';
import { inquiries, inquiryMessages, notifications } from '../../db/schema.ts';
import { conflict, forbidden, hasPostgresCode, POSTGRES_CODES } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { inquiryRoom, userRoom } from '@common/realtime.ts';
import { publishAfterCommit, sendEventsWith, transactionWithEvents, type RealtimeEvent } from '../notifications/events.ts';
import { notificationEvent, notificationInsert } from '../notifications/notify.ts';
import { findInquiryForParticipant, type InquiryServices } from './inquiries.service.ts';
import { presentMessage } from './inquiries.presenter.ts';
import { MESSAGE_REMINDER_JOB, messageReminderJob } from './message-reminder.ts';
import { jobInsert } from '../../jobs/enqueue-job.ts';
import { prebuiltSelect } from '../../db/prebuilt-query.ts';
import { rowClock } from '../../db/row-time.ts';
import { SELLER_REPLY_TIME_JOB, sellerReplyTimeJob } from '../trust/reply-time.ts';

export const CLOSED_INQUIRY_MESSAGE = 'This inquiry is closed. No more messages can be sent in it.';
export const BUYER_MUST_WAIT_MESSAGE = 'You can send messages once the seller has responded to your inquiry.';
const NOTIFICATION_PREVIEW_LENGTH = 140;
// The recipient's notification of a message: the statement writes it, the event shows it (one source for both).
const MESSAGE_NOTIFICATION = { type: 'message', title: 'New Message' } as const;

function preview(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > NOTIFICATION_PREVIEW_LENGTH ? `${oneLine.slice(0, NOTIFICATION_PREVIEW_LENGTH - 1)}…` : oneLine;
}

/** The latest messages (or those before the cursor), returned oldest first. */
export async function findMessages(db: Database, viewer: Viewer, inquiryId: string, query: { cursor?: string; limit: number }): Promise<MessagesPage> {
  const { inquiry } = await findInquiryForParticipant(db, viewer, inquiryId);
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const rows = await db
    .select({ message: inquiryMessages, createdAtText: timestampText(inquiryMessages.createdAt) })
    .from(inquiryMessages)
    .where(and(eq(inquiryMessages.inquiryId, inquiryId), cursor && isBeforeCursor(inquiryMessages.createdAt, inquiryMessages.id, cursor)))
    .orderBy(desc(inquiryMessages.createdAt), desc(inquiryMessages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1);
  return {
    items: page.reverse().map((row) => presentMessage(row.message, inquiry)),
    nextCursor: rows.length > query.limit && oldest ? encodeTimeCursor({ at: oldest.createdAtText, id: oldest.message.id }) : null,
  };
}

/** Who writes, which decides the statement's shape: the seller's first answer also opens the conversation. */
type MessageWrite = 'buyer' | 'seller' | 'seller-first-answer';

const placeholder = {
  messageId: sql.placeholder('messageId'),
  inquiryId: sql.placeholder('inquiryId'),
  senderId: sql.placeholder('senderId'),
  text: sql.placeholder('text'),
  sentAt: sql.placeholder('sentAt'),
  recipientId: sql.placeholder('recipientId'),
  notificationId: sql.placeholder('notificationId'),
  preview: sql.placeholder('preview'),
  notificationData: sql.placeholder('notificationData'),
  reminderPayload: sql.placeholder('reminderPayload'),
  reminderRunAt: sql.placeholder('reminderRunAt'),
  reminderKey: sql.placeholder('reminderKey'),
  replyTimePayload: sql.placeholder('replyTimePayload'),
  replyTimeKey: sql.placeholder('replyTimeKey'),
  events: sql.placeholder('events'),
};

/**
 * A message in one statement and no transaction (ADR 0020): the inquiry's timestamps (and, for the seller's
 * first answer, its new status), the message, the unread reminder, the recipient's notification and the events
 * of all this, which PostgreSQL sends when the statement commits. Each part of a WITH runs exactly once, read or
 * not. The update takes the inquiry's row lock, as a close does, and matches only while the inquiry is open; when
 * it matches nothing, the message's inquiry_id is null, which the NOT NULL constraint refuses, and the whole
 * statement fails: nothing of it is written or sent. Built once per shape with placeholders (ADR 0019).
 */
function messageWriteQuery(db: Queryable, write: MessageWrite) {
  const isSeller = write !== 'buyer';
  const sentAt = sql`${placeholder.sentAt}::timestamptz`;
  const inquiryTouched = db.$with('inquiry_touched').as(
    db
      .update(inquiries)
      .set({
        lastMessageAt: sentAt,
        ...(isSeller ? { buyerReceivedAt: sentAt } : { sellerReceivedAt: sentAt }),
        ...(write === 'seller-first-answer' ? { sellerResponded: true, status: 'responded' as const } : {}),
      })
      .where(and(eq(inquiries.id, placeholder.inquiryId), ne(inquiries.status, 'closed')))
      .returning({ id: inquiries.id }),
  );
  const written = db.$with('message').as(
    db
      .insert(inquiryMessages)
      .values({
        id: placeholder.messageId,
        inquiryId: sql`(select ${inquiryTouched.id} from ${inquiryTouched})`,
        senderId: placeholder.senderId,
        message: placeholder.text,
        readByBuyer: !isSeller,
        readBySeller: isSeller,
        createdAt: sentAt,
      })
      .returning({ id: inquiryMessages.id }),
  );
  // Issue 9: an e-mail later, only if still unread then (message-reminder.ts).
  const reminder = db.$with('reminder').as(
    jobInsert(db, { kind: MESSAGE_REMINDER_JOB, payload: placeholder.reminderPayload, runAt: placeholder.reminderRunAt, dedupeKey: placeholder.reminderKey }),
  );
  // Issue 25: the seller's first answer here changes their reply time, recomputed by a job (trust/reply-time.ts).
  const replyTime = db.$with('reply_time').as(
    jobInsert(db, { kind: SELLER_REPLY_TIME_JOB, payload: placeholder.replyTimePayload, dedupeKey: placeholder.replyTimeKey }),
  );
  const notified = db.$with('notification').as(
    notificationInsert(
      db,
      placeholder.recipientId,
      // It quotes the sender, and names the listing (the sender's own when the seller writes): about the sender.
      { ...MESSAGE_NOTIFICATION, message: placeholder.preview, data: placeholder.notificationData, aboutUserIds: sql`array[${placeholder.senderId}]::uuid[]` },
      { id: placeholder.notificationId, createdAt: sentAt },
    ),
  );
  const parts = write === 'seller-first-answer' ? [inquiryTouched, written, reminder, replyTime, notified] : [inquiryTouched, written, reminder, notified];
  return db
    .with(...parts)
    .select({ eventsSent: sendEventsWith(placeholder.events) })
    .from(written);
}

const writeMessage: Record<MessageWrite, ReturnType<typeof prebuiltMessageWrite>> = {
  buyer: prebuiltMessageWrite('buyer'),
  seller: prebuiltMessageWrite('seller'),
  'seller-first-answer': prebuiltMessageWrite('seller-first-answer'),
};

function prebuiltMessageWrite(write: MessageWrite) {
  return prebuiltSelect(`write_message_${write.replaceAll('-', '_')}`, (db) => messageWriteQuery(db, write));
}

/**
 * SPEC §4, §7. The seller's first message sets seller_responded and the status responded, which opens the
 * buyer's composer and the seller's contact details (listings.service.ts reads the same flag). The checks read
 * the inquiry unlocked: a seller's answer only ever opens it, and a close is caught by the write itself.
 */
export async function sendMessage(services: InquiryServices, viewer: Viewer, inquiryId: string, text: string): Promise<InquiryMessageItem> {
  const { role, inquiry, listingTitle, buyer, seller } = await findInquiryForParticipant(services.db, viewer, inquiryId);
  assertCanSend(role, inquiry);
  // Erasure closes the conversation in the transaction that removes a side (ADR 0033): a closed one was refused above.
  if (!buyer || !seller) throw conflict(CLOSED_INQUIRY_MESSAGE);
  const isSeller = role === 'seller';
  const isFirstAnswer = isSeller && !inquiry.sellerResponded;
  const recipient = isSeller ? buyer : seller;
  const sentAt = rowClock.next();
  const message = presentMessage(
    { id: randomUUID(), inquiryId, senderId: viewer.id, message: text, readByBuyer: !isSeller, readBySeller: isSeller, createdAt: sentAt.at },
    inquiry,
  );
  const notification = {
    id: randomUUID(),
    userId: recipient.id,
    ...MESSAGE_NOTIFICATION,
    message: preview(text),
    data: { inquiry_id: inquiryId, listing_title: listingTitle, sender_type: role },
    aboutUserIds: [viewer.id],
    readAt: null,
    createdAt: sentAt.at,
  };
  const rooms = [inquiryRoom(inquiryId), userRoom(buyer.id), userRoom(seller.id)];
  const events: RealtimeEvent[] = [notificationEvent(notification), { type: 'message.created', id: message.id, rooms, data: message }];
  if (isFirstAnswer) events.push({ type: 'inquiry.updated', id: inquiryId, rooms, data: { inquiryId, status: 'responded', sellerResponded: true } });
  const reminder = messageReminderJob({ inquiryId, recipientId: recipient.id });
  const replyTime = sellerReplyTimeJob(seller.id);
  try {
    await writeMessage[isFirstAnswer ? 'seller-first-answer' : role](services.db, {
      messageId: message.id,
      inquiryId,
      senderId: viewer.id,
      text,
      sentAt: sentAt.text,
      recipientId: recipient.id,
      notificationId: notification.id,
      preview: notification.message,
      notificationData: notification.data,
      reminderPayload: reminder.payload,
      reminderRunAt: reminder.runAt,
      reminderKey: reminder.dedupeKey,
      ...(isFirstAnswer ? { replyTimePayload: replyTime.payload, replyTimeKey: replyTime.dedupeKey } : {}),
      events: services.events.encode(events),
    });
  } catch (error) {
    if (!hasPostgresCode(error, POSTGRES_CODES.notNullViolation)) throw error;
    // Closed, or gone with its listing, since the checks: the statement wrote nothing. Gone answers 404.
    await findInquiryForParticipant(services.db, viewer, inquiryId);
    throw conflict(CLOSED_INQUIRY_MESSAGE);
  }
  return message;
}

function assertCanSend(role: ParticipantRole, inquiry: { status: string; sellerResponded: boolean }) {
  if (inquiry.status === 'closed') throw conflict(CLOSED_INQUIRY_MESSAGE);
  if (role === 'buyer' && !inquiry.sellerResponded) throw forbidden(BUYER_MUST_WAIT_MESSAGE);
}

/**
 * Marks every message the viewer has not read in this thread, and the viewer's unread notifications about this
 * conversation, so the navbar's count agrees with the thread; answers which messages changed.
 */
export async function markMessagesRead(services: InquiryServices, viewer: Viewer, inquiryId: string): Promise<MarkReadResponse> {
  return transactionWithEvents(services.db, services.events, async (tx) => {
    const { role } = await findInquiryForParticipant(tx, viewer, inquiryId);
    const flag = role === 'buyer' ? inquiryMessages.readByBuyer : inquiryMessages.readBySeller;
    const changed = await tx
      .update(inquiryMessages)
      .set(role === 'buyer' ? { readByBuyer: true } : { readBySeller: true })
      .where(and(eq(inquiryMessages.inquiryId, inquiryId), sql`not ${flag}`))
      .returning({ id: inquiryMessages.id });
    const readNotifications = await markConversationNotificationsRead(tx, viewer.id, inquiryId);
    const messageIds = changed.map((message) => message.id);
    // Clients refetch the unread count on message.read; the sender's side only cares when messages changed.
    if (messageIds.length > 0 || readNotifications > 0) {
      publishAfterCommit(tx, {
        type: 'message.read',
        id: inquiryId,
        rooms: messageIds.length > 0 ? [inquiryRoom(inquiryId), userRoom(viewer.id)] : [userRoom(viewer.id)],
        data: { inquiryId, readerRole: role, messageIds },
      });
    }
    return { inquiryId, readerRole: role, messageIds };
  });
}

/**
 * Every unread notification of the user about this conversation (new inquiry, new messages, closed): reading
 * the thread is reading them. Found through the user's partial index of unread notifications
 * (notifications_user_unread_idx), so the cost is the user's unread count, not their history.
 */
export function unreadConversationNotifications(userId: string, inquiryId: string): SQL | undefined {
  return and(eq(notifications.userId, userId), isNull(notifications.readAt), sql`${notifications.data}->>'inquiry_id' = ${inquiryId}`);
}

async function markConversationNotificationsRead(tx: Transaction, userId: string, inquiryId: string): Promise<number> {
  const read = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(unreadConversationNotifications(userId, inquiryId))
    .returning({ id: notifications.id });
  return read.length;
}

/**
 * A message as the API presents it, for a message.created event too large for NOTIFY (ADR 0011: a
 * 5,000-character message can be 20 KB), which each process then reads by id. Undefined when it is gone.
 */
export async function findMessageItem(db: Queryable, messageId: string): Promise<InquiryMessageItem | undefined> {
  if (!isUuid(messageId)) return undefined;
  const [row] = await db
    .select({ message: inquiryMessages, sellerId: inquiries.sellerId })
    .from(inquiryMessages)
    .innerJoin(inquiries, eq(inquiries.id, inquiryMessages.inquiryId))
    .where(eq(inquiryMessages.id, messageId));
  return row && presentMessage(row.message, { sellerId: row.sellerId });
}
