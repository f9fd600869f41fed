import { RefreshCw, TrendingDown } from 'lucide-react';
import { financialsNoticeLabels } from '@common/listing-change-notices.ts';
import type { ListingCard } from '@common/listings.ts';
import { formatInrShort } from '@common/money.ts';
import { Badge } from '@/components/ui/badge';

type FinancialsNoticeBadgeProps = { listing: Pick<ListingCard, 'financialsNotice' | 'previousAskingPrice'>; showsPreviousPrice?: boolean };

/**
 * Issue 24 (ADR 0031): "Price reduced" or "Updated" for 30 days after an approved change of the asking price or the
 * figures, so a returning buyer notices what moved; the listing page adds the price before the cut.
 */
export function FinancialsNoticeBadge({ listing, showsPreviousPrice = false }: FinancialsNoticeBadgeProps) {
  if (listing.financialsNotice === null) return null;
  const isPriceCut = listing.financialsNotice === 'price_reduced';
  const Icon = isPriceCut ? TrendingDown : RefreshCw;
  return (
    <Badge variant={isPriceCut ? 'success' : 'outline'}>
      <Icon aria-hidden="true" />
      {financialsNoticeLabels[listing.financialsNotice]}
      {isPriceCut && showsPreviousPrice && listing.previousAskingPrice !== null && (
        <span className="font-normal">
          {' '}
          · was <s>{formatInrShort(listing.previousAskingPrice)}</s>
        </span>
      )}
    </Badge>
  );
}
