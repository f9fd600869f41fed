import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ViewerInquiry } from '@common/inquiries.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useSendMessage } from '../api/send-message';
import { useLiveListingInquiry } from '../hooks/use-live-listing-inquiry';
import { FinancialsRequestDialog } from './financials-request-dialog';
import { VisitRequestDialog } from './visit-request-dialog';

type SentInquiry = NonNullable<ViewerInquiry['inquiry']>;

type InquirySentNoticeProps = {
  listing: { id: string; title: string };
  inquiry: SentInquiry;
  /** The conversation changed (e.g. the seller responded, which shows their contact details). */
  onInquiryChanged?: () => void;
};

function lockedReason(inquiry: SentInquiry): string | null {
  if (inquiry.status === 'closed') return 'This conversation is closed, so no more messages can be sent in it.';
  // SPEC §4: the buyer writes again only once the seller has responded.
  if (!inquiry.sellerResponded) return 'The seller has not responded yet. You can send this request in the conversation once they reply.';
  return null;
}

function statusLine(inquiry: SentInquiry): string {
  if (inquiry.status === 'closed') return 'This conversation has been closed.';
  if (inquiry.sellerResponded) return 'The seller has responded. Continue the conversation any time.';
  return 'The seller will be notified and respond to your inquiry soon.';
}

/**
 * SPEC §2: once sent, the card shows Inquiry Sent with Go to Dashboard, and a link straight to the conversation.
 * Request Financials and Schedule Visit now post into that conversation (ARCHITECTURE §7).
 */
export function InquirySentNotice({ listing, inquiry, onInquiryChanged }: InquirySentNoticeProps) {
  useLiveListingInquiry({ listingId: listing.id, inquiryId: inquiry.id, onInquiryChanged });
  const sendMessage = useSendMessage();
  const [notice, setNotice] = useState<string | null>(null);
  const reason = lockedReason(inquiry);

  function openRequestDialog() {
    setNotice(reason);
    return reason === null;
  }

  function postRequest(text: string) {
    // Not a chat line in an open thread, so the spec's "Message sent" toast is the only confirmation here.
    return runWithToasts(() => sendMessage.mutateAsync({ inquiryId: inquiry.id, message: text }), {
      errorTitle: 'Error sending message',
      successTitle: 'Message sent',
      successDescription: 'Your message has been sent successfully.',
    });
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-3 rounded-md border border-success-border bg-success-soft p-4 text-success-soft-foreground">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <h3 className="font-semibold">Inquiry Sent</h3>
          <p className="text-sm">{statusLine(inquiry)}</p>
        </div>
      </div>
      <Button asChild className="w-full">
        <Link to={paths.inquiry(inquiry.id)}>Open conversation</Link>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.dashboard}>Go to Dashboard</Link>
      </Button>
      <FinancialsRequestDialog listingTitle={listing.title} submitLabel="Send request" onOpenRequested={openRequestDialog} onRequest={postRequest} />
      <VisitRequestDialog listingTitle={listing.title} submitLabel="Send request" onOpenRequested={openRequestDialog} onRequest={postRequest} />
      {/* The live region exists before its text, so screen readers announce the text when it appears. */}
      <div role="status">
        {notice && (
          <p className="rounded-md bg-muted p-3 text-sm">
            {notice}{' '}
            <Link to={paths.inquiry(inquiry.id)} className="font-medium text-primary underline underline-offset-2">
              Go to the conversation
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
