import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useRef, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { BROWSE_TOTAL_CAP } from '@common/listing-constants.ts';
import { countText } from '@common/plural.ts';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { useListings } from '../api/get-listings';
import type { ListingsQuery } from '../api/listing-query-keys';

// How far the sheet is pulled down before letting go closes it.
const SWIPE_CLOSE_DISTANCE_PX = 80;

/** A phone's filters sheet: the id its trigger links to (without the script) and the dialog it opens (with it). */
export function useFiltersSheet() {
  const sheetRef = useRef<HTMLDialogElement>(null);
  const sheetId = `filters-sheet-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  return { sheetRef, sheetId };
}

type FiltersSheetTriggerProps = {
  sheetRef: RefObject<HTMLDialogElement | null>;
  sheetId: string;
  /** Filters that narrow the results (not the search text, which is beside it, nor the order). */
  activeCount: number;
};

/**
 * A link to the sheet (ADR 0038): before the script runs the browser follows it and the sheet shows as the
 * address's :target; afterwards it opens the sheet as a modal dialog.
 */
export function FiltersSheetTrigger({ sheetRef, sheetId, activeCount }: FiltersSheetTriggerProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const sheet = sheetRef.current;
    if (!sheet) return;
    event.preventDefault();
    if (!sheet.open) sheet.showModal();
  }

  return (
    <a href={`#${sheetId}`} onClick={handleClick} className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11 md:hidden')}>
      <SlidersHorizontal aria-hidden="true" />
      {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
    </a>
  );
}

type FiltersSheetProps = {
  sheetRef: RefObject<HTMLDialogElement | null>;
  sheetId: string;
  /** The results the filters give now, for the sheet's live "Show 42 results". */
  query: ListingsQuery;
  children: ReactNode;
};

/**
 * Under 768 px the filters are a bottom sheet: a native modal <dialog> (focus stays inside, Escape closes it, the
 * page behind is inert) that a swipe down also closes. From 768 px the same element is `display: contents`, so
 * its fields sit in the filter card's grid as before. The fields stay in the browse form either way.
 */
export function FiltersSheet({ sheetRef, sheetId, query, children }: FiltersSheetProps) {
  const titleId = useId();
  const dragStartY = useRef<number | null>(null);

  function close(event: MouseEvent<HTMLElement>) {
    const sheet = sheetRef.current;
    // Shown as the :target before hydration: the link's own address leaves it.
    if (!sheet?.open) return;
    if (event.currentTarget instanceof HTMLAnchorElement) event.preventDefault();
    sheet.close();
  }

  // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
  function handleSheetClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget && event.currentTarget.open) event.currentTarget.close();
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    dragStartY.current = event.clientY;
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const sheet = sheetRef.current;
    if (dragStartY.current === null || !sheet) return;
    sheet.style.translate = `0 ${Math.max(0, event.clientY - dragStartY.current)}px`;
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    const sheet = sheetRef.current;
    if (dragStartY.current === null || !sheet) return;
    const distance = event.clientY - dragStartY.current;
    dragStartY.current = null;
    sheet.style.translate = '';
    if (event.type === 'pointerup' && distance >= SWIPE_CLOSE_DISTANCE_PX && sheet.open) sheet.close();
  }

  return (
    <dialog
      ref={sheetRef}
      id={sheetId}
      aria-labelledby={titleId}
      onClick={handleSheetClick}
      className={cn(
        'md:contents',
        'max-md:fixed max-md:inset-x-0 max-md:top-auto max-md:bottom-0 max-md:m-0 max-md:max-h-[85dvh] max-md:w-full max-md:max-w-none',
        'max-md:flex-col max-md:rounded-t-2xl max-md:border-x-0 max-md:border-b-0 max-md:border-t max-md:border-border max-md:bg-card max-md:p-0',
        'max-md:text-card-foreground max-md:shadow-xl max-md:backdrop:bg-foreground/50 max-md:open:flex max-md:target:z-50 max-md:target:flex',
      )}
    >
      <div
        className="grid touch-none gap-2 px-4 pt-2 pb-3 select-none md:hidden"
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
      >
        <span aria-hidden="true" className="mx-auto h-1.5 w-12 rounded-full bg-muted-foreground/40" />
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Filters
          </h2>
          <a href="#results-status" onClick={close} aria-label="Close filters" className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-11')}>
            <X aria-hidden="true" />
          </a>
        </div>
      </div>
      <div className="grid gap-4 max-md:overflow-y-auto max-md:overscroll-contain max-md:px-4 max-md:pb-4 md:contents">{children}</div>
      <div className="border-t border-border p-4 md:hidden">
        <SheetResultsButton query={query} onClick={close} />
      </div>
    </dialog>
  );
}

/** "Show 42 results", live as the filters change; without the script it sends the form. */
function SheetResultsButton({ query, onClick }: { query: ListingsQuery; onClick: (event: MouseEvent<HTMLElement>) => void }) {
  // The results' own query: the same cached pages, no request of its own.
  const { data } = useListings(query);
  const firstPage = data?.pages[0];
  return (
    <div aria-live="polite">
      <Button type="submit" size="lg" className="min-h-11 w-full" onClick={onClick}>
        {resultsButtonText(firstPage)}
      </Button>
    </div>
  );
}

function resultsButtonText(firstPage: { total?: number | null; isTotalCapped?: boolean } | undefined): string {
  if (firstPage?.isTotalCapped) return `Show ${formatCount(BROWSE_TOTAL_CAP)}+ results`;
  if (typeof firstPage?.total !== 'number') return 'Show results';
  if (firstPage.total === 0) return 'No results';
  return `Show ${countText(firstPage.total, 'result')}`;
}
