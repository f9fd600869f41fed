import { Lock } from 'lucide-react';
import { ACCOUNT_DELETED_NOTICE, WAITING_FOR_SELLER, type InquiryDetail } from '@common/inquiries.ts';
import type { ReactNode } from 'react';

function closedSentence(inquiry: InquiryDetail): ReactNode {
  // The other side erased their account: the thread stays, closed (ADR 0033).
  if (inquiry.counterpart.id === null) return <span>{ACCOUNT_DELETED_NOTICE}. No more messages can be sent in this conversation.</span>;
  const closer =
    inquiry.closedByRole === null ? (
      'This inquiry was closed.'
    ) : inquiry.closedByRole === inquiry.viewerRole ? (
      'You closed this inquiry.'
    ) : (
      // The other side's name among our words, isolated (ADR 0025).
      <>
        <bdi>{inquiry.counterpart.fullName}</bdi> closed this inquiry.
      </>
    );
  return <span>{closer} No more messages can be sent in this conversation.</span>;
}

/** Why there is no composer: SPEC §4's waiting text for the buyer, or who closed the conversation. */
export function ComposerLockNotice({ inquiry }: { inquiry: InquiryDetail }) {
  const text = inquiry.status === 'closed' ? closedSentence(inquiry) : WAITING_FOR_SELLER;
  return (
    <p role="status" className="flex items-center gap-3 rounded-lg border border-dashed border-border bg-muted p-4 text-muted-foreground">
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
