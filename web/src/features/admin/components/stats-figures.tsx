import type { AdminStats } from '@common/admin.ts';
import { formatInr } from '@common/money.ts';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';

type Figure = { label: string; value: string };

function StatsCard({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <Card className="grid content-start gap-4 p-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      <dl className="grid gap-3">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** SPEC §2 Statistics: the listing counts with the approval rate, and the platform's money and views (INR, en-IN). */
export function StatsFigures({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <StatsCard
        title="Listing Statistics"
        figures={[
          { label: 'Approved', value: formatCount(stats.listings.approved) },
          { label: 'Pending', value: formatCount(stats.listings.pending) },
          { label: 'Rejected', value: formatCount(stats.listings.rejected) },
          { label: 'Approval Rate', value: `${stats.approvalRate}%` },
        ]}
      />
      <StatsCard
        title="Platform Metrics"
        figures={[
          { label: 'Total Platform Value', value: formatInr(stats.totalPlatformValue) },
          { label: 'Average Listing Price', value: formatInr(stats.averageListingPrice) },
          { label: 'Total Page Views', value: formatCount(stats.totalPageViews) },
          { label: 'Average Views per Listing', value: formatCount(stats.averageViewsPerListing) },
        ]}
      />
    </div>
  );
}
