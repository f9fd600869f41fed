// Who may do what with an inquiry (ARCHITECTURE §5). Admins are not participants: moderation is a separate
// view, so a conversation is as invisible to them as to any outsider.
import type { ParticipantRole } from '@common/inquiries.ts';
import type { Viewer } from '../../http/viewer.ts';

/** A side is null once that person erased their account (ADR 0033); nobody's id is null, so it matches no viewer. */
interface InquiryParties {
  buyerId: string | null;
  sellerId: string | null;
}

interface InquiryState extends InquiryParties {
  status: 'pending' | 'responded' | 'closed';
  sellerResponded: boolean;
}

/** The viewer's side of the inquiry, or null for everyone else (admins included). */
export function participantRole(viewer: Viewer, inquiry: InquiryParties): ParticipantRole | null {
  if (viewer.id === inquiry.sellerId) return 'seller';
  if (viewer.id === inquiry.buyerId) return 'buyer';
  return null;
}

/**
 * SPEC §4: the seller may always write; the buyer once the seller has responded; nobody once it is closed, or once
 * the other side's account is gone (erasure also closes it; ADR 0033).
 */
export function canSendMessage(role: ParticipantRole, inquiry: InquiryState): boolean {
  const otherSideRemains = inquiry.buyerId !== null && inquiry.sellerId !== null;
  return otherSideRemains && inquiry.status !== 'closed' && (role === 'seller' || inquiry.sellerResponded);
}

export const counterpartRole = (role: ParticipantRole): ParticipantRole => (role === 'buyer' ? 'seller' : 'buyer');
