import { Building2, Eye, IndianRupee, MessageSquare } from 'lucide-react';
import type { SellerStats } from '@common/dashboard.ts';
import { formatInr, formatInrShort } from '@common/money.ts';
import { formatCount } from '@/lib/format';
import { StatCards } from './stat-cards';

/** SPEC §2 seller dashboard: Active Listings (sold ones apart), Total Views, Pending Inquiries, Total Value. */
export function SellerStatCards({ stats }: { stats: SellerStats }) {
  return (
    <StatCards
      label="Your listings at a glance"
      cards={[
        { label: 'Active Listings', value: formatCount(stats.activeListings), Icon: Building2, note: `${formatCount(stats.soldListings)} sold` },
        { label: 'Total Views', value: formatCount(stats.totalViews), Icon: Eye },
        { label: 'Pending Inquiries', value: formatCount(stats.pendingInquiries), Icon: MessageSquare },
        {
          label: 'Total Value',
          value: formatInrShort(stats.totalValue),
          fullValue: formatInr(stats.totalValue),
          Icon: IndianRupee,
          note: 'Asking prices of approved and pending listings; sold, draft and rejected ones are left out',
        },
      ]}
    />
  );
}
