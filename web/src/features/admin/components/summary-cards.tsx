import { Building2, Clock, Eye, Users, type LucideIcon } from 'lucide-react';
import type { AdminSummary } from '@common/admin.ts';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { useAdminSummary } from '../api/get-admin-summary';

const cards: { key: keyof AdminSummary; label: string; Icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'Total Users', Icon: Users },
  { key: 'totalListings', label: 'Total Listings', Icon: Building2 },
  { key: 'pendingReviews', label: 'Pending Reviews', Icon: Clock },
  { key: 'totalViews', label: 'Total Views', Icon: Eye },
];

/** SPEC §2: the four summary cards, en-IN formatted. The gate has loaded them already. */
export function SummaryCards() {
  const { data: summary } = useAdminSummary();
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, label, Icon }) => (
        // The card is the <div> that groups its term and value (a <dl> allows nothing deeper).
        <Card key={key} className="grid gap-1 p-5">
          <dt className="flex items-center justify-between gap-4 text-sm font-medium text-muted-foreground">
            {label}
            <Icon className="size-6 text-primary" aria-hidden="true" />
          </dt>
          <dd className="text-2xl font-bold">{summary ? formatCount(summary[key]) : '—'}</dd>
        </Card>
      ))}
    </dl>
  );
}
