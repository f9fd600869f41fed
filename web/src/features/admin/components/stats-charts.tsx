// Only the statistics tab imports this module, lazily: recharts stays out of every other chunk (issue 10).
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { countText } from '@common/plural.ts';
import type { AdminStats } from '@common/admin.ts';
import { formatCount } from '@/lib/format';
import { ChartFigure } from '@/components/chart-figure';

const statusBars = [
  { key: 'approved', label: 'Approved', colour: 'var(--color-success)' },
  { key: 'pending', label: 'Pending', colour: 'var(--color-warning)' },
  { key: 'rejected', label: 'Rejected', colour: 'var(--color-danger)' },
  { key: 'draft', label: 'Draft', colour: 'var(--color-muted-foreground)' },
  { key: 'sold', label: 'Sold', colour: 'var(--color-foreground)' },
] as const;

const weekFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "3 Nov" from the week's Monday, YYYY-MM-DD. */
const formatWeek = (weekStart: string) => weekFormatter.format(new Date(`${weekStart}T00:00:00Z`));

// Each category gets a bar with room for its name.
const BAR_ROW_HEIGHT = 32;

const tickFormatter = (value: number) => formatCount(value);
const tooltipFormatter = (value: unknown) => (typeof value === 'number' ? formatCount(value) : String(value));

/** Issue 10: listings by status, new listings and sign-ups per week, approved listings per category. */
export function StatsCharts({ stats }: { stats: AdminStats }) {
  const byStatus = statusBars.map((bar) => ({ ...bar, count: stats.listings[bar.key] }));
  const weekly = stats.weekly.map((week) => ({ ...week, week: formatWeek(week.weekStart) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure
        title="Listings by status"
        summary={`Bar chart of listings by status: ${byStatus.map((bar) => `${bar.label} ${formatCount(bar.count)}`).join(', ')}.`}
        columns={['Status', 'Listings']}
        rows={byStatus.map((bar) => [bar.label, formatCount(bar.count)])}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={byStatus} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} tickFormatter={tickFormatter} />
              <Tooltip formatter={tooltipFormatter} />
              <Bar dataKey="count" name="Listings">
                {byStatus.map((bar) => (
                  <Cell key={bar.key} fill={bar.colour} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <ChartFigure
        title="New listings and sign-ups per week"
        summary={`Line chart of new listings and sign-ups per week over the last ${countText(weekly.length, 'week')}; the table below lists each week.`}
        columns={['Week of', 'New listings', 'Sign-ups']}
        rows={weekly.map((week) => [week.week, formatCount(week.newListings), formatCount(week.signUps)])}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={weekly} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" />
              <YAxis allowDecimals={false} tickFormatter={tickFormatter} />
              <Tooltip formatter={tooltipFormatter} />
              <Legend />
              <Line type="linear" dataKey="newListings" name="New listings" stroke="var(--color-primary)" strokeWidth={2} />
              <Line type="linear" dataKey="signUps" name="Sign-ups" stroke="var(--color-info)" strokeWidth={2} />
            </LineChart>
          </ResponsiveContainer>
        }
      />
      <ChartFigure
        className="lg:col-span-2"
        height={Math.max(160, stats.approvedByCategory.length * BAR_ROW_HEIGHT + 40)}
        title="Approved listings per category"
        summary={`Bar chart of approved listings per category: ${stats.approvedByCategory.map((row) => `${row.category} ${formatCount(row.count)}`).join(', ') || 'none yet'}.`}
        columns={['Category', 'Approved listings']}
        rows={stats.approvedByCategory.map((row) => [row.category, formatCount(row.count)])}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={stats.approvedByCategory} layout="vertical" margin={{ left: 24 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tickFormatter={tickFormatter} />
              <YAxis type="category" dataKey="category" width={180} interval={0} />
              <Tooltip formatter={tooltipFormatter} />
              <Bar dataKey="count" name="Approved listings" fill="var(--color-success)" />
            </BarChart>
          </ResponsiveContainer>
        }
      />
    </div>
  );
}
