// Who may do what with an inquiry (ARCHITECTURE §5). Admins are not participants: moderation is a separate
// view, so a conversation is as invisible to them as to any outsider.
import type { ParticipantRole } from '@common/inquiries.ts';
import type { Viewer } from '../../http/viewer.ts';

interface InquiryParties {
  buyerId: string;
  sellerId: string;
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

/** SPEC §4: the seller may always write; the buyer once the seller has responded; nobody once it is closed. */
export function canSendMessage(role: ParticipantRole, inquiry: InquiryState): boolean {
  return inquiry.status !== 'closed' && (role === 'seller' || inquiry.sellerResponded);
}

export const counterpartRole = (role: ParticipantRole): ParticipantRole => (role === 'buyer' ? 'seller' : 'buyer');
