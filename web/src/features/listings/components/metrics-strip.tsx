import { formatMargin, formatMultiple, listingMetrics, type ListingFigures } from '@common/listing-metrics.ts';
import { formatInr, formatInrShort } from '@common/money.ts';

type Figure = [short: string, full?: string];

/** "₹1.25 Cr" with "₹1,25,00,000" to reveal; a loss keeps its sign ("-₹5 L"). */
function amount(paise: number | null): Figure | null {
  if (paise === null) return null;
  const short = paise < 0 ? `-${formatInrShort(-paise)}` : formatInrShort(paise);
  const full = formatInr(paise);
  return short === full ? [short] : [short, full];
}

/**
 * Issue 25: the five figures a buyer reads first, each once: asking price, yearly revenue, yearly profit, margin
 * and the asking multiple (common/listing-metrics.ts), "—" for one the seller did not give. Amounts are shown in
 * lakh and crore; the full en-IN figure appears on hover and on keyboard focus (CSS only, so it works before the
 * page's script runs: .metrics-strip in index.css) and is what a screen reader reads. compact for a card, full
 * for the top of the listing page.
 */
export function MetricsStrip({ listing, variant = 'compact' }: { listing: ListingFigures; variant?: 'compact' | 'full' }) {
  const { margin, askingMultiple } = listingMetrics(listing);
  // A card's strip fits one row on a phone: its labels are the short ones (the figures are yearly there too).
  const metrics: [key: string, label: string, shortLabel: string, value: Figure | null][] = [
    ['asking', 'Asking price', 'Asking', amount(listing.askingPrice)],
    ['revenue', 'Yearly revenue', 'Revenue', amount(listing.revenue)],
    ['profit', 'Yearly profit', 'Profit', amount(listing.profit)],
    ['margin', 'Margin', 'Margin', margin === null ? null : [formatMargin(margin)]],
    ['multiple', 'Asking multiple', 'Multiple', askingMultiple === null ? null : [formatMultiple(askingMultiple)]],
  ];
  return (
    <dl data-testid="metrics-strip" data-variant={variant} className="metrics-strip">
      {metrics.map(([key, label, shortLabel, value]) => (
        <div key={key} data-metric={key}>
          <dt>{variant === 'compact' ? shortLabel : label}</dt>
          <dd>{value ? <FigureValue figure={value} /> : <NotGiven />}</dd>
        </div>
      ))}
    </dl>
  );
}

function FigureValue({ figure: [short, full] }: { figure: Figure }) {
  if (full === undefined) return short;
  // Focusable so a keyboard reaches the full figure too; a screen reader reads the full figure only.
  return (
    <span tabIndex={0} className="metric-figure">
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{full}</span>
      <span aria-hidden="true" data-full-figure>
        {full}
      </span>
    </span>
  );
}

const NotGiven = () => (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not given</span>
  </>
);
