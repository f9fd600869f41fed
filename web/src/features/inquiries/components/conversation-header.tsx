import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { InquiryDetail } from '@common/inquiries.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { CloseInquiryDialog } from './close-inquiry-dialog';
import { formatMessageTime } from './format-message-time';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { LinkifiedText } from './linkified-text';
import { VisitRequestSummary } from './visit-request-summary';
import { deliveryLabels, type DeliveryState } from './thread-items';

type ConversationHeaderProps = {
  inquiry: InquiryDetail;
  initialMessageDelivery: DeliveryState | null;
};

/** SPEC §2 inquiry conversation view: back button, the listing's title (linking to it), who, the initial message. */
export function ConversationHeader({ inquiry, initialMessageDelivery }: ConversationHeaderProps) {
  const isBuyer = inquiry.viewerRole === 'buyer';
  return (
    <header className="grid gap-4">
      <Button asChild variant="ghost" className="justify-self-start">
        <Link to={paths.dashboardTab('inquiries')}>
          <ArrowLeft aria-hidden="true" />
          Back to Inquiries
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {/* No link once the listing went with its seller's erased account (ADR 0033). */}
            {inquiry.listing.id === null ? (
              inquiry.listing.title
            ) : (
              <Link to={paths.listing(inquiry.listing.id)} className="underline-offset-4 hover:text-primary hover:underline">
                {inquiry.listing.title}
              </Link>
            )}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <span>
              {isBuyer ? 'Seller' : 'Buyer'}: <bdi className="font-medium text-foreground">{inquiry.counterpart.fullName}</bdi>
            </span>
            <InquiryStatusBadge status={inquiry.status} />
          </div>
        </div>
        <CloseInquiryDialog inquiryId={inquiry.id} counterpartName={inquiry.counterpart.fullName} canClose={inquiry.status !== 'closed'} />
      </div>
      <section aria-label="Initial inquiry" className="grid gap-2 rounded-lg border border-border bg-muted/50 p-4">
        <h2 className="text-sm font-semibold">
          Initial inquiry {isBuyer ? 'from you' : <>from <bdi>{inquiry.counterpart.fullName}</bdi></>}
        </h2>
        <LinkifiedText text={inquiry.initialMessage} />
        {inquiry.visitRequest && <VisitRequestSummary visit={inquiry.visitRequest} isBuyer={isBuyer} />}
        <p className="flex gap-1 text-xs text-muted-foreground">
          <time dateTime={inquiry.createdAt}>{formatMessageTime(inquiry.createdAt)}</time>
          {initialMessageDelivery && (
            <>
              <span aria-hidden="true">·</span>
              <span>{deliveryLabels[initialMessageDelivery]}</span>
            </>
          )}
        </p>
      </section>
    </header>
  );
}
