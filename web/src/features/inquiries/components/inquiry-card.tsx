import { useId } from 'react';
import { Link } from 'react-router';
import type { InquirySummary } from '@common/inquiries.ts';
import { availabilityLabels } from '@common/listing-constants.ts';
import { paths } from '@common/routes.ts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { formatMessageTime } from './format-message-time';
import { InquiryStatusBadge } from './inquiry-status-badge';

/**
 * SPEC §2: the seller's button reads Respond before they have responded and Continue Chat afterwards. The buyer's
 * reads Open while waiting for the seller and Continue Chat once the conversation is open; a closed one opens.
 */
function actionLabel(inquiry: InquirySummary): string {
  if (inquiry.status === 'closed') return 'Open';
  if (inquiry.viewerRole === 'seller') return inquiry.sellerResponded ? 'Continue Chat' : 'Respond';
  return inquiry.sellerResponded ? 'Continue Chat' : 'Open';
}

/** One card of the dashboard's Inquiries tab. */
export function InquiryCard({ inquiry }: { inquiry: InquirySummary }) {
  const titleId = useId();
  const { lastMessage, unreadCount } = inquiry;
  const isOwnLastMessage = lastMessage?.senderType === inquiry.viewerRole;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold break-words">
            {inquiry.listing.title}
          </h3>
          <InquiryStatusBadge status={inquiry.status} />
          {/* ADR 0032: as the conversation's banner, the card says the business was sold or withdrawn. */}
          {inquiry.listingAvailability !== 'available' && <Badge variant="outline">{availabilityLabels[inquiry.listingAvailability].badge}</Badge>}
          {/* SPEC §9: the unread badge shows when the count is above 0. */}
          {unreadCount > 0 && <Badge className="bg-primary text-primary-foreground">{formatCount(unreadCount)} unread</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {inquiry.viewerRole === 'seller' ? 'Buyer' : 'Seller'}: <bdi className="font-medium text-foreground">{inquiry.counterpart.fullName}</bdi>
        </p>
        {lastMessage && (
          <p className="flex min-w-0 gap-2 text-sm">
            <span className="truncate">
              {isOwnLastMessage && <span className="text-muted-foreground">You: </span>}
              <bdi>{lastMessage.preview}</bdi>
            </span>
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-muted-foreground">
              {formatMessageTime(lastMessage.createdAt)}
            </time>
          </p>
        )}
      </div>
      <Button asChild variant={actionLabel(inquiry) === 'Respond' ? 'default' : 'outline'} className="shrink-0">
        <Link to={paths.inquiry(inquiry.id)} aria-describedby={titleId}>
          {actionLabel(inquiry)}
        </Link>
      </Button>
    </Card>
  );
}
