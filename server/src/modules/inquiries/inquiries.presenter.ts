import { DELETED_USER_NAME, type InquiryDetail, type InquiryMessageItem, type ParticipantRole } from '@common/inquiries.ts';
import type { ListingAvailability } from '@common/listings.ts';
import type { inquiries, inquiryMessages } from '../../db/schema.ts';
import { canSendMessage } from './inquiries.policy.ts';

type InquiryRow = typeof inquiries.$inferSelect;
type MessageRow = typeof inquiryMessages.$inferSelect;

/** The two sides; null is the side whose account was erased (ADR 0033). */
interface InquirySides {
  sellerId: string | null;
}

/** Who wrote it: a sender who is not the seller is the buyer; no sender is the side whose account is gone. */
export function senderTypeOf(senderId: string | null, inquiry: InquirySides): ParticipantRole {
  if (senderId === null) return inquiry.sellerId === null ? 'seller' : 'buyer';
  return senderId === inquiry.sellerId ? 'seller' : 'buyer';
}

export function presentMessage(row: MessageRow, inquiry: InquirySides): InquiryMessageItem {
  const senderType = senderTypeOf(row.senderId, inquiry);
  return {
    id: row.id,
    inquiryId: row.inquiryId,
    senderId: row.senderId,
    senderType,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isReadByRecipient: senderType === 'buyer' ? row.readBySeller : row.readByBuyer,
  };
}

/** The other side as the viewer sees them: "Deleted user" once their account is gone. */
export function presentCounterpart(person: { id: string; fullName: string } | null): InquiryDetail['counterpart'] {
  return person ? { id: person.id, fullName: person.fullName } : { id: null, fullName: DELETED_USER_NAME };
}

export interface InquiryDetailParts {
  inquiry: InquiryRow;
  listingTitle: string;
  listingAvailability: ListingAvailability;
  viewerRole: ParticipantRole;
  counterpart: { id: string; fullName: string } | null;
  initialMessageId: string | null;
}

export function presentInquiryDetail({ inquiry, listingTitle, listingAvailability, viewerRole, counterpart, initialMessageId }: InquiryDetailParts): InquiryDetail {
  return {
    id: inquiry.id,
    listing: { id: inquiry.listingId, title: listingTitle },
    listingAvailability,
    viewerRole,
    counterpart: presentCounterpart(counterpart),
    status: inquiry.status,
    sellerResponded: inquiry.sellerResponded,
    initialMessage: inquiry.message,
    initialMessageId,
    canSendMessages: canSendMessage(viewerRole, inquiry),
    closedAt: inquiry.closedAt?.toISOString() ?? null,
    closedByRole: inquiry.closedBy ? senderTypeOf(inquiry.closedBy, inquiry) : null,
    createdAt: inquiry.createdAt.toISOString(),
    visitRequest: inquiry.visitRequest,
  };
}
