// What erasing an account does to its conversations (issue 24, ADR 0033). The other side keeps each conversation
// (the inquiry and every message), closed, with the erased person shown as "Deleted user"; the erased person's
// name, address, phone and company are replaced by "[removed]" wherever they appear in those threads, and the
// foreign keys to the erased profile become null when its row goes. A conversation whose other side erased their
// account earlier belongs to nobody any more and is deleted. The other side is told, in the app and (if they
// take mail about their conversations) by e-mail. Runs in the erasure's transaction, before the profile row goes.
import { sql } from 'drizzle-orm';
import { paths } from '@common/routes.ts';
import { inquiryRoom, userRoom } from '@common/realtime.ts';
import { queryRows, type Transaction } from '../../db/client.ts';
import { businessListings, inquiries, inquiryMessages } from '../../db/schema.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { conversationKeptMail } from '../../mail/templates.ts';
import { publishAfterCommit } from '../notifications/events.ts';
import { notify } from '../notifications/notify.ts';

/** What the erased person's identifiers read as in the threads others keep. */
export const REMOVED_IDENTIFIER = '[removed]';

/** The other side's notice; it names neither the erased person nor their listing. */
export const CONVERSATION_KEPT_NOTIFICATION = {
  type: 'inquiry_closed',
  title: 'Conversation closed',
  message: 'The other person in this conversation deleted their account. The conversation stays with you to read; no more messages can be sent in it.',
} as const;

export interface ErasedPerson {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  companyName: string | null;
}

export interface ConversationServices {
  /** Links in the mail. */
  publicUrl: string;
}

// PostgreSQL's regular expressions (ARE) take a backslash before any punctuation as that character.
const escapeRegex = (text: string) => text.replace(/[\\^$.|?*+()[\]{}-]/g, '\\$&');

/** A phone number as people type it: the same digits with spaces or dashes between, with or without +91. */
function phonePattern(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (national.length < 6) return null;
  return `(\\+?91[\\s-]?)?${[...national].join('[\\s-]?')}`;
}

/**
 * One case-insensitive pattern for everything that identifies the person: the address, the phone, the whole name
 * and each word of it, the company. Words only where no letter or digit touches them (look-arounds, which
 * PostgreSQL and JavaScript read alike), so a name part inside another word stays.
 */
export function identifierPattern(person: ErasedPerson): string {
  const wholeWords = [person.fullName, ...person.fullName.split(/\s+/), person.companyName ?? '']
    .map((word) => word.trim())
    .filter((word) => word.length >= 2)
    .sort((a, b) => b.length - a.length) // the whole name before its parts
    .map(escapeRegex);
  const anywhere = [escapeRegex(person.email), person.phone ? phonePattern(person.phone) : null].filter((part): part is string => part !== null);
  return [...anywhere, ...(wholeWords.length > 0 ? [`(?<!\\w)(${wholeWords.join('|')})(?!\\w)`] : [])].join('|');
}

interface KeptConversation {
  id: string;
  seller_responded: boolean;
  other_id: string;
  other_name: string;
  other_email: string;
  other_mail_enabled: boolean;
}

export async function handOverConversations(tx: Transaction, person: ErasedPerson, services: ConversationServices): Promise<void> {
  const isTheirs = sql`(${inquiries.buyerId} = ${person.id} or ${inquiries.sellerId} = ${person.id})`;
  // Nobody's any more: the other side erased their account before.
  await tx.execute(sql`delete from ${inquiries} where (${inquiries.buyerId} = ${person.id} and ${inquiries.sellerId} is null)
    or (${inquiries.sellerId} = ${person.id} and ${inquiries.buyerId} is null)`);
  // The listing goes with its seller: the buyer's conversation keeps the title it had, and no longer the listing
  // (so the listing's cascade does not take the conversation with it).
  await tx.execute(sql`update ${inquiries} set listing_title = l.title, listing_id = null from ${businessListings} l
    where l.id = ${inquiries.listingId} and ${inquiries.sellerId} = ${person.id}`);
  // The person's identifiers, wherever they are in the kept threads: in what they wrote, and in what the other side
  // wrote to them ("Hello Asha").
  const pattern = identifierPattern(person);
  await tx.execute(sql`update ${inquiryMessages} m set message = regexp_replace(m.message, ${pattern}, ${REMOVED_IDENTIFIER}, 'gi')
    from ${inquiries} where ${inquiries.id} = m.inquiry_id and ${isTheirs} and m.message ~* ${pattern}`);
  await tx.execute(sql`update ${inquiries} set message = regexp_replace(${inquiries.message}, ${pattern}, ${REMOVED_IDENTIFIER}, 'gi')
    where ${isTheirs} and ${inquiries.message} ~* ${pattern}`);
  // Closed, so nothing more is written to nobody; the other side is told once per conversation.
  const kept = await queryRows<KeptConversation>(
    tx,
    sql`update ${inquiries} i set status = 'closed', closed_at = coalesce(i.closed_at, now())
      from profiles other
      where (i.buyer_id = ${person.id} or i.seller_id = ${person.id})
        and other.id = case when i.buyer_id = ${person.id} then i.seller_id else i.buyer_id end
      returning i.id, i.seller_responded, other.id as other_id, other.full_name as other_name, other.email as other_email,
        other.message_emails_enabled as other_mail_enabled`,
  );
  for (const conversation of kept) await tellTheOtherSide(tx, conversation, services);
}

async function tellTheOtherSide(tx: Transaction, conversation: KeptConversation, services: ConversationServices) {
  await notify(tx, conversation.other_id, { ...CONVERSATION_KEPT_NOTIFICATION, data: { inquiry_id: conversation.id }, aboutUserIds: [] });
  // "Email me about unread messages" is the setting for mail about one's conversations.
  if (conversation.other_mail_enabled) {
    await enqueueEmail(
      tx,
      conversationKeptMail(conversation.other_email, {
        recipientName: conversation.other_name,
        url: `${services.publicUrl}${paths.inquiry(conversation.id)}`,
        settingsUrl: `${services.publicUrl}${paths.editProfile}`,
      }),
      { aboutUserIds: [conversation.other_id] },
    );
  }
  publishAfterCommit(tx, {
    type: 'inquiry.updated',
    id: conversation.id,
    rooms: [inquiryRoom(conversation.id), userRoom(conversation.other_id)],
    data: { inquiryId: conversation.id, status: 'closed', sellerResponded: conversation.seller_responded },
  });
}
