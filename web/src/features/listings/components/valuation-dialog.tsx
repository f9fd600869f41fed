import { Calculator } from 'lucide-react';
import { useId, useRef, type MouseEvent } from 'react';
import { formatIndianNumber } from '@common/indian-digits.ts';
import type { ListingDetail } from '@common/listings.ts';
import { formatInr, formatInrShort } from '@common/money.ts';
import { estimateValuation, VALUATION_DISCLAIMER, type ValuationEstimate } from '@common/valuation.ts';
import { Button } from '@/components/ui/button';

function describeBasis(estimate: ValuationEstimate): string {
  const [low, high] = estimate.multiples;
  const figure = estimate.basis === 'profit' ? 'annual profit' : 'annual revenue';
  return `Based on ${figure} × ${formatIndianNumber(low, { maximumFractionDigits: 2 })}–${formatIndianNumber(high, { maximumFractionDigits: 2 })}`;
}

/**
 * ARCHITECTURE §7 Get Valuation: an indicative range from sector multiples, in a native modal <dialog> (focus
 * is moved in and restored, Escape closes, the page behind is inert).
 */
export function ValuationDialog({ listing }: { listing: ListingDetail }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const estimate = estimateValuation({
    profit: listing.profit,
    revenue: listing.revenue,
    categorySlug: listing.category?.slug ?? null,
  });

  // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
  function handleDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    <>
      <Button variant="outline" className="w-full" aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()}>
        <Calculator aria-hidden="true" />
        Get Valuation
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClick={handleDialogClick}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border border-border bg-card p-0 text-card-foreground shadow-xl backdrop:bg-scrim"
      >
        <div className="grid gap-4 p-6">
          <h2 id={titleId} className="text-xl font-semibold">
            Indicative valuation
          </h2>
          {estimate ? (
            <div className="grid gap-1">
              <p className="text-2xl font-bold text-primary">
                {formatInrShort(estimate.low)} – {formatInrShort(estimate.high)}
              </p>
              <p className="text-sm text-muted-foreground">
                {formatInr(estimate.low)} to {formatInr(estimate.high)}
              </p>
              <p className="mt-2">
                {describeBasis(estimate)}
                {listing.category ? `, typical for ${listing.category.name} businesses.` : '.'}
              </p>
            </div>
          ) : (
            <p>The seller has not shared enough figures for an estimate: we need a positive annual profit or revenue.</p>
          )}
          <p className="text-sm text-muted-foreground">{VALUATION_DISCLAIMER}</p>
          <div className="flex justify-end">
            <Button onClick={() => dialogRef.current?.close()}>Close</Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
