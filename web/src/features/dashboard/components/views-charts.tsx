// Only the seller's views section imports this module, lazily: recharts stays out of every other chunk.
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { countText } from '@common/plural.ts';
import type { DashboardViews } from '@common/dashboard.ts';
import { ChartFigure } from '@/components/chart-figure';
import { formatCount } from '@/lib/format';

const dayFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "3 Nov" from YYYY-MM-DD (already India's day). */
const formatDay = (date: string) => dayFormatter.format(new Date(`${date}T00:00:00Z`));

const tickFormatter = (value: number) => formatCount(value);
const tooltipFormatter = (value: unknown) => (typeof value === 'number' ? formatCount(value) : String(value));
// Each listing gets a bar with room for its title.
const BAR_ROW_HEIGHT = 36;

type ViewsChartsProps = {
  views: DashboardViews;
  /** What the days are about: "all your listings" or a listing's title. */
  subject: string;
};

/** Issue 11: views per day over 30 days, and the inquiries each listing received; each with its table. */
export function ViewsCharts({ views, subject }: ViewsChartsProps) {
  const days = views.days.map((day) => ({ ...day, label: formatDay(day.date) }));
  const totalViews = days.reduce((total, day) => total + day.views, 0);
  const busiest = days.reduce<(typeof days)[number] | undefined>((best, day) => (!best || day.views > best.views ? day : best), undefined);
  const listings = views.listings.map((listing) => ({ ...listing, shortTitle: listing.title.length > 28 ? `${listing.title.slice(0, 27)}…` : listing.title }));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure
        title={`Views per day, last ${countText(days.length, 'day')}`}
        summary={`Line chart of daily views of ${subject}: ${formatCount(totalViews)} in ${countText(days.length, 'day')}${
          busiest && busiest.views > 0 ? `, most on ${busiest.label} (${formatCount(busiest.views)})` : ''
        }; the table below lists each day.`}
        columns={['Day', 'Views']}
        rows={days.map((day) => [day.label, formatCount(day.views)])}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={days} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={16} />
              <YAxis allowDecimals={false} tickFormatter={tickFormatter} width={40} />
              <Tooltip formatter={tooltipFormatter} />
              <Line type="monotone" dataKey="views" name="Views" stroke="var(--color-primary)" strokeWidth={2} dot={false} />
            </LineChart>
          </ResponsiveContainer>
        }
      />
      <ChartFigure
        height={Math.max(160, listings.length * BAR_ROW_HEIGHT + 40)}
        title="Inquiries per listing"
        summary={`Bar chart of the inquiries your listings received: ${
          listings.map((listing) => `${listing.title} ${formatCount(listing.inquiries)}`).join(', ') || 'no listings yet'
        }.`}
        columns={['Listing', 'Inquiries', `Views (${countText(days.length, 'day')})`]}
        rows={listings.map((listing) => [listing.title, formatCount(listing.inquiries), formatCount(listing.recentViews)])}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={listings} layout="vertical" margin={{ left: 8 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tickFormatter={tickFormatter} />
              <YAxis type="category" dataKey="shortTitle" width={170} interval={0} />
              <Tooltip formatter={tooltipFormatter} />
              <Bar dataKey="inquiries" name="Inquiries" fill="var(--color-success)" />
            </BarChart>
          </ResponsiveContainer>
        }
      />
    </div>
  );
}
