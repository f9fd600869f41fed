// Inquiries and their conversations (SPEC §2 Listing detail and the inquiry conversation view, §3, §4, §5, §7;
// ARCHITECTURE §5). The request schemas are the forms' schemas.
import { z } from 'zod';
import { listingAvailabilities } from './listing-constants.ts';
import { cursorParameter, keysetPageSchema, pageLimitParameter } from './pagination.ts';

export const inquiryStatuses = ['pending', 'responded', 'closed'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const participantRoles = ['buyer', 'seller'] as const;
export type ParticipantRole = (typeof participantRoles)[number];

export const INQUIRY_MESSAGE_MAX_LENGTH = 5000;
export const INQUIRIES_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;
/** SPEC §5 / §8. */
export const EMPTY_MESSAGE = 'Please enter a message';
/** SPEC §8: the duplicate inquiry toast ("Inquiry already sent") takes this as its description. */
export const DUPLICATE_INQUIRY_MESSAGE = 'You have already sent an inquiry about this listing. Check your dashboard to continue the conversation.';
/** SPEC §4: what the buyer's composer says until the seller has answered. */
export const WAITING_FOR_SELLER = 'Waiting for the seller to respond to start the conversation...';

// Control characters other than tab and line breaks have no place in a typed message (the body parser already
// refuses NUL everywhere).
const UNTYPABLE_CHARACTER = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/; // eslint-disable-line no-control-regex

/** One message of the composer or the Send Inquiry card: plain text, trimmed, never empty. */
export const inquiryMessageSchema = z.object({
  message: z
    .string({ error: EMPTY_MESSAGE })
    .trim()
    .min(1, EMPTY_MESSAGE)
    .max(INQUIRY_MESSAGE_MAX_LENGTH, `Messages can be at most ${INQUIRY_MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters`)
    .refine((value) => !UNTYPABLE_CHARACTER.test(value), 'The message contains an invisible control character'),
});
export type InquiryMessageInput = z.input<typeof inquiryMessageSchema>;

/** How a person whose account was erased is shown in the conversations others keep (ADR 0033). */
export const DELETED_USER_NAME = 'Deleted user';
/** The line a conversation shows instead of its composer once the other side's account is gone (ADR 0033). */
export const ACCOUNT_DELETED_NOTICE = 'This account has been deleted';

export const visitTimesOfDay = ['morning', 'afternoon', 'evening', 'any'] as const;
export type VisitTimeOfDay = (typeof visitTimesOfDay)[number];
export const VISIT_DATE_REQUIRED = 'Choose a preferred date.';
export const VISIT_DATE_IN_PAST = 'Choose today or a later date.';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How far ahead a visit may be asked for. */
export const VISIT_MAX_DAYS_AHEAD = 366;

/** yyyy-mm-dd of a day `offsetDays` from now, in India (where the businesses are). */
function indianDate(offsetDays: number, now: Date): string {
  return new Date(now.getTime() + offsetDays * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

/** A calendar day that exists, as a date input gives it (yyyy-mm-dd). */
function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

// A visitor west of India may still be on yesterday's date: one day of slack, so nobody's "today" is refused.
const visitDay = (message: string) =>
  z
    .string({ error: message })
    .refine(isCalendarDay, message)
    .refine((value) => value >= indianDate(-1, new Date()), VISIT_DATE_IN_PAST)
    .refine((value) => value <= indianDate(VISIT_MAX_DAYS_AHEAD, new Date()), `Choose a date within the next ${VISIT_MAX_DAYS_AHEAD} days.`)
    // A calendar day, not free text: the API document says so (and the free-text checks skip it).
    .meta({ format: 'date' });

/** "I'd like to visit" in the Send Inquiry form (issue 24): preferred day and time, and another day if wanted. */
export const visitRequestSchema = z.object({
  preferredDate: visitDay(VISIT_DATE_REQUIRED),
  timeOfDay: z.enum(visitTimesOfDay, { error: 'Choose a time of day' }),
  alternativeDate: visitDay('Choose a valid alternative date.').nullable().default(null),
});
export type VisitRequestInput = z.input<typeof visitRequestSchema>;
export type VisitRequest = z.output<typeof visitRequestSchema>;

/** POST /api/listings/:id/inquiries: the first message, and a visit request with it if the buyer wants one. */
export const createInquirySchema = inquiryMessageSchema.extend({
  visit: visitRequestSchema.nullable().default(null),
});
export type CreateInquiryInput = z.input<typeof createInquirySchema>;

/** GET /api/inquiries: both sides by default, or only the inquiries the viewer sent (buyer) or received (seller). */
export const inquiriesQuerySchema = z.object({
  role: z.enum(participantRoles, { error: 'Role is buyer or seller' }).optional(),
  cursor: cursorParameter,
  limit: pageLimitParameter({ pageSize: INQUIRIES_PAGE_SIZE, max: 50 }),
});

/** GET /api/inquiries/:id/messages: the latest messages, or those before the cursor of an earlier page. */
export const messagesQuerySchema = z.object({
  cursor: cursorParameter,
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});

/** The other side; id null and DELETED_USER_NAME once their account is erased (ADR 0033). */
const personSchema = z.object({ id: z.string().nullable(), fullName: z.string() });
/** id null once the listing went with its seller's erased account; the title is then the one it had. */
const listingRefSchema = z.object({ id: z.string().nullable(), title: z.string() });

export const inquiryMessageItemSchema = z.object({
  id: z.string(),
  inquiryId: z.string(),
  /** Null when its author's account was erased (ADR 0033). */
  senderId: z.string().nullable(),
  senderType: z.enum(participantRoles),
  message: z.string(),
  createdAt: z.string(),
  /** The other side has read it (the "Seen" mark on the sender's last message). */
  isReadByRecipient: z.boolean(),
});
export type InquiryMessageItem = z.infer<typeof inquiryMessageItemSchema>;

/** What a card and a conversation's header both show: which inquiry, about what, with whom, in which state. */
const inquiryHeadSchema = z.object({
  id: z.string(),
  listing: listingRefSchema,
  /** The viewer's side of this inquiry. */
  viewerRole: z.enum(participantRoles),
  counterpart: personSchema,
  status: z.enum(inquiryStatuses),
  sellerResponded: z.boolean(),
  /** Sold or no longer available: the card and the conversation say so (ADR 0032). */
  listingAvailability: z.enum(listingAvailabilities),
});

/** One card of the dashboard's Inquiries tab. */
export const inquirySummarySchema = inquiryHeadSchema.extend({
  lastMessage: z.object({ preview: z.string(), senderType: z.enum(participantRoles), createdAt: z.string() }).nullable(),
  /** The latest message the viewer received, or the inquiry's creation: what the list is sorted by. */
  lastReceivedAt: z.string(),
  unreadCount: z.number(),
  createdAt: z.string(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiriesPageSchema = keysetPageSchema(inquirySummarySchema);
export type InquiriesPage = z.infer<typeof inquiriesPageSchema>;

/** The header of a conversation. The initial message is also the thread's first message (initialMessageId). */
export const inquiryDetailSchema = inquiryHeadSchema.extend({
  initialMessage: z.string(),
  initialMessageId: z.string().nullable(),
  /** SPEC §4: the seller always; the buyer once the seller has responded; nobody once closed. */
  canSendMessages: z.boolean(),
  closedAt: z.string().nullable(),
  closedByRole: z.enum(participantRoles).nullable(),
  createdAt: z.string(),
  /** The visit the buyer asked for with the inquiry, if any. */
  visitRequest: visitRequestSchema.nullable(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const messagesPageSchema = z.object({
  /** Oldest first, ready to render; nextCursor fetches the page before the first of them. */
  items: z.array(inquiryMessageItemSchema),
  nextCursor: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** GET /api/listings/:id/inquiry: the viewer's own inquiry about a listing, so the page shows "Inquiry Sent". */
export const viewerInquirySchema = z.object({
  inquiry: z.object({ id: z.string(), status: z.enum(inquiryStatuses), sellerResponded: z.boolean(), createdAt: z.string() }).nullable(),
});
export type ViewerInquiry = z.infer<typeof viewerInquirySchema>;

/** POST /api/inquiries/:id/read: what changed, the same facts the realtime message.read event carries. */
export const markReadResponseSchema = z.object({
  inquiryId: z.string(),
  readerRole: z.enum(participantRoles),
  messageIds: z.array(z.string()),
});
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;
