import type { InquiryDetail, InquiryMessageItem, ParticipantRole } from '@common/inquiries.ts';
import type { ListingAvailability } from '@common/listings.ts';
import type { inquiries, inquiryMessages } from '../../db/schema.ts';
import { canSendMessage } from './inquiries.policy.ts';

type InquiryRow = typeof inquiries.$inferSelect;
type MessageRow = typeof inquiryMessages.$inferSelect;

export function senderTypeOf(senderId: string, inquiry: { sellerId: string }): ParticipantRole {
  return senderId === inquiry.sellerId ? 'seller' : 'buyer';
}

export function presentMessage(row: MessageRow, inquiry: { sellerId: string }): InquiryMessageItem {
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

export interface InquiryDetailParts {
  inquiry: InquiryRow;
  listingTitle: string;
  listingAvailability: ListingAvailability;
  viewerRole: ParticipantRole;
  counterpart: { id: string; fullName: string };
  initialMessageId: string | null;
}

export function presentInquiryDetail({ inquiry, listingTitle, listingAvailability, viewerRole, counterpart, initialMessageId }: InquiryDetailParts): InquiryDetail {
  return {
    id: inquiry.id,
    listing: { id: inquiry.listingId, title: listingTitle },
    listingAvailability,
    viewerRole,
    counterpart,
    status: inquiry.status,
    sellerResponded: inquiry.sellerResponded,
    initialMessage: inquiry.message,
    initialMessageId,
    canSendMessages: canSendMessage(viewerRole, inquiry),
    closedAt: inquiry.closedAt?.toISOString() ?? null,
    closedByRole: inquiry.closedBy ? senderTypeOf(inquiry.closedBy, inquiry) : null,
    createdAt: inquiry.createdAt.toISOString(),
  };
}
