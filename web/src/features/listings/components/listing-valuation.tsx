import { formatIndianNumber } from '@common/indian-digits.ts';
import type { ListingDetail } from '@common/listings.ts';
import { formatInr, formatInrShort } from '@common/money.ts';
import { estimateValuation, VALUATION_DISCLAIMER, type ValuationEstimate } from '@common/valuation.ts';

function describeBasis(estimate: ValuationEstimate): string {
  const [low, high] = estimate.multiples;
  const figure = estimate.basis === 'profit' ? 'yearly profit' : 'yearly revenue';
  return `Based on ${figure} × ${formatIndianNumber(low, { maximumFractionDigits: 2 })}–${formatIndianNumber(high, { maximumFractionDigits: 2 })}`;
}

/**
 * ARCHITECTURE §7 Get Valuation, shown inline in the listing's Financials (issue 25: a buyer should not have to
 * open a dialog for it): an indicative range from sector multiples (common/valuation.ts).
 */
export function ListingValuation({ listing, headingId }: { listing: ListingDetail; headingId: string }) {
  const estimate = estimateValuation({
    profit: listing.profit,
    revenue: listing.revenue,
    categorySlug: listing.category?.slug ?? null,
  });

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        Indicative valuation
      </h3>
      {estimate ? (
        <div className="grid gap-1">
          <p className="text-2xl font-bold text-primary">
            {formatInrShort(estimate.low)} – {formatInrShort(estimate.high)}
          </p>
          <p className="text-sm text-muted-foreground">
            {formatInr(estimate.low)} to {formatInr(estimate.high)}
          </p>
          <p>
            {describeBasis(estimate)}
            {listing.category ? `, typical for ${listing.category.name} businesses.` : '.'}
          </p>
        </div>
      ) : (
        <p>The seller has not shared enough figures for an estimate: we need a positive yearly profit or revenue.</p>
      )}
      <p className="text-sm text-muted-foreground">{VALUATION_DISCLAIMER}</p>
    </section>
  );
}
