import { Bell, Heart, MessageSquare, MessagesSquare } from 'lucide-react';
import type { BuyerStats } from '@common/dashboard.ts';
import { formatCount } from '@/lib/format';
import { StatCards } from './stat-cards';

/** SPEC §2 buyer dashboard: Favorites, Active Inquiries (not closed), Saved Searches, Total Inquiries. */
export function BuyerStatCards({ stats }: { stats: BuyerStats }) {
  return (
    <StatCards
      label="Your activity"
      cards={[
        { label: 'Favorites', value: formatCount(stats.favorites), Icon: Heart },
        { label: 'Active Inquiries', value: formatCount(stats.activeInquiries), Icon: MessageSquare },
        { label: 'Saved Searches', value: formatCount(stats.savedSearches), Icon: Bell },
        { label: 'Total Inquiries', value: formatCount(stats.totalInquiries), Icon: MessagesSquare },
      ]}
    />
  );
}
