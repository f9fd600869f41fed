import type { ListingCard as ListingCardData } from '@common/listings.ts';
import { Skeleton } from '@/components/ui/skeleton';
import { ListingCard, type RenderListingAction } from './listing-card';

// SPEC §9: three columns on large screens.
const gridClassName = 'grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';
// The browser lays out and paints only the cards near the screen, each of the others a box of about a card's
// height (its own once it was drawn): a full page of cards cost ~55 ms a layout here, most of /listings' blocking
// time on a phone, and ~6 ms this way (docs/performance.md).
const cardCellClassName = 'drawn-near-screen-[240px] sm:drawn-near-screen-[470px]';

type ListingGridProps = {
  listings: readonly ListingCardData[];
  renderAction?: RenderListingAction;
  /** A card's state badge ("Sold" on a favourite, ADR 0032). */
  stateBadgeOf?: (listing: ListingCardData) => string | undefined;
  headingLevel?: 'h2' | 'h3';
};

export function ListingGrid({ listings, renderAction, stateBadgeOf, headingLevel }: ListingGridProps) {
  return (
    <ul className={gridClassName}>
      {listings.map((listing) => (
        <li key={listing.id} className={cardCellClassName}>
          <ListingCard listing={listing} action={renderAction?.(listing)} stateBadge={stateBadgeOf?.(listing)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** SPEC §9: six skeleton cards while loading. */
export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={gridClassName} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex overflow-hidden rounded-lg border border-border sm:flex-col">
          <Skeleton className="m-3 size-28 sm:m-0 sm:aspect-video sm:h-auto sm:w-full" />
          <div className="grid flex-1 gap-2 py-3 pr-3 sm:p-4">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-6 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A grid still loading: "Loading..." for screen readers (and on screen when asked) over the skeletons. */
export function ListingGridLoading({ isStatusVisible = false }: { isStatusVisible?: boolean }) {
  return (
    <div aria-busy="true">
      <p role="status" className={isStatusVisible ? 'mb-6 text-muted-foreground' : 'sr-only'}>
        Loading...
      </p>
      <ListingGridSkeleton />
    </div>
  );
}
