import { replyTimeText } from '@common/trust-text.ts';
import type { SellerSummary } from '@common/trust.ts';
import { VerifiedSellerBadge } from './verified-seller-badge';

// On every card, the home page's included, so in the script before the first paint (web/bundle-budget.ts): no
// icon of its own, nothing but the badge and a line of text.
/** A card's line about its seller: the badge and the reply time, when there is either. */
export function SellerTrustCompact({ seller }: { seller: SellerSummary | undefined }) {
  if (!seller || (!seller.verified && seller.replyMedianSeconds === null)) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground sm:text-sm" data-testid="seller-trust-compact">
      {seller.verified && <VerifiedSellerBadge verifiedAt={seller.verifiedAt} />}
      {seller.replyMedianSeconds !== null && (
        <span>{replyTimeText(seller.replyMedianSeconds)}</span>
      )}
    </div>
  );
}
