import { CalendarDays, Clock, Store } from 'lucide-react';
import { countText } from '@common/plural.ts';
import { replyTimeText } from '@common/trust-text.ts';
import type { SellerTrust as SellerTrustData } from '@common/trust.ts';
import { formatMonthYear } from '@/lib/format';
import { VerifiedSellerBadge } from './verified-seller-badge';

const iconClassName = 'size-4 shrink-0 text-muted-foreground';

/** The listing page's facts about the seller (issue 25): the badge, member since, listings here, reply time. */
export function SellerTrust({ seller }: { seller: SellerTrustData }) {
  return (
    <div className="grid gap-2 text-sm" data-testid="seller-trust">
      {seller.verified && (
        <div>
          <VerifiedSellerBadge verifiedAt={seller.verifiedAt} />
        </div>
      )}
      <ul className="grid gap-1.5">
        <li className="flex items-center gap-2">
          <CalendarDays className={iconClassName} aria-hidden="true" />
          Member since {formatMonthYear(seller.memberSince)}
        </li>
        <li className="flex items-center gap-2">
          <Store className={iconClassName} aria-hidden="true" />
          {countText(seller.approvedListingsCount, 'listing')} on BizBazaar
        </li>
        {seller.replyMedianSeconds !== null && (
          <li className="flex items-center gap-2">
            <Clock className={iconClassName} aria-hidden="true" />
            {replyTimeText(seller.replyMedianSeconds)}
          </li>
        )}
      </ul>
    </div>
  );
}
