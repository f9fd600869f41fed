import { formatMargin, formatMultiple, listingMetrics, type ListingFigures } from '@common/listing-metrics.ts';
import { formatInr, formatInrShort } from '@common/money.ts';
import { cn } from '@/lib/cn';

type MetricsStripProps = {
  listing: ListingFigures;
  /** compact: a card's strip; full: the top of the listing page. */
  variant?: 'compact' | 'full';
  className?: string;
};

type Metric = { key: string; label: { compact: string; full: string }; value: Figure | null };
type Figure = { short: string; full?: string | undefined };

/** "₹1.25 Cr" with "₹1,25,00,000" to reveal; a loss keeps its sign ("-₹5 L"). */
function amount(paise: number | null): Figure | null {
  if (paise === null) return null;
  const short = paise < 0 ? `-${formatInrShort(-paise)}` : formatInrShort(paise);
  const full = formatInr(paise);
  return { short, full: short === full ? undefined : full };
}

/**
 * Issue 25: the five figures a buyer reads first, each once: asking price, yearly revenue, yearly profit, margin
 * and the asking multiple (common/listing-metrics.ts), "—" for one the seller did not give. Amounts are shown in
 * lakh and crore; the full en-IN figure appears on hover and on keyboard focus (CSS only, so it works before the
 * page's script runs) and is what a screen reader reads.
 */
export function MetricsStrip({ listing, variant = 'compact', className }: MetricsStripProps) {
  const { margin, askingMultiple } = listingMetrics(listing);
  const metrics: Metric[] = [
    { key: 'asking', label: { compact: 'Asking', full: 'Asking price' }, value: amount(listing.askingPrice) },
    { key: 'revenue', label: { compact: 'Revenue/yr', full: 'Yearly revenue' }, value: amount(listing.revenue) },
    { key: 'profit', label: { compact: 'Profit/yr', full: 'Yearly profit' }, value: amount(listing.profit) },
    { key: 'margin', label: { compact: 'Margin', full: 'Margin' }, value: margin === null ? null : { short: formatMargin(margin) } },
    { key: 'multiple', label: { compact: 'Multiple', full: 'Asking multiple' }, value: askingMultiple === null ? null : { short: formatMultiple(askingMultiple) } },
  ];
  const isFull = variant === 'full';
  return (
    <dl
      data-testid="metrics-strip"
      className={cn(
        'grid rounded-lg border border-border bg-muted',
        isFull ? 'grid-cols-2 gap-x-6 gap-y-3 p-4 sm:grid-cols-5' : 'grid-cols-3 gap-x-3 gap-y-2 p-3',
        className,
      )}
    >
      {metrics.map(({ key, label, value }) => (
        <div key={key} data-metric={key} className="min-w-0">
          <dt className={cn('text-muted-foreground', isFull ? 'text-sm' : 'text-xs')}>{isFull ? label.full : label.compact}</dt>
          <dd className={cn('font-semibold tabular-nums', isFull ? 'text-xl' : 'text-sm', key === 'asking' && 'text-primary')}>
            <FigureValue figure={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FigureValue({ figure }: { figure: Figure | null }) {
  if (figure === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not given</span>
      </>
    );
  }
  if (figure.full === undefined) return <>{figure.short}</>;
  // Focusable so a keyboard reaches the full figure too; a screen reader reads the full figure only.
  return (
    <span tabIndex={0} className="group relative inline-block rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <span aria-hidden="true">{figure.short}</span>
      <span className="sr-only">{figure.full}</span>
      <span
        aria-hidden="true"
        data-full-figure
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 -translate-x-1/2 mb-1 rounded-md border border-border bg-popover px-2 py-1 text-sm font-medium whitespace-nowrap text-popover-foreground shadow-md group-hover:visible group-focus:visible"
      >
        {figure.full}
      </span>
    </span>
  );
}
