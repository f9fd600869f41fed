import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListingCard as ListingCardData } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import { Badge } from '@/components/ui/badge';
import { ListingPhotoImage } from '@/features/listing-photos/components/listing-photo-image';
import { FinancialsNoticeBadge } from './financials-notice-badge';
import { SellerTrustCompact } from '@/features/trust/components/seller-trust-compact';
import { MetricsStrip } from './metrics-strip';

/** What a page puts in the card's corner, e.g. the favourite toggle (composed by the route, not imported here). */
export type RenderListingAction = (listing: ListingCardData) => ReactNode;

type ListingCardProps = {
  listing: ListingCardData;
  action?: ReactNode;
  /** Beside the category: e.g. "Sold" on a favourite (ADR 0032). */
  stateBadge?: string;
  /** h2 where the cards are the page's main content, h3 below a section heading. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * SPEC §2 Browse card, shared by the home page's featured section, the browse page and the favourites page.
 * Compact and said once (issue 25): a row with a thumbnail on a phone, a short column from 640 px; the title is
 * the link to the listing and covers the whole card.
 */
export function ListingCard({ listing, action, stateBadge, headingLevel: Heading = 'h3' }: ListingCardProps) {
  return (
    <article className="relative grid h-full grid-cols-[auto_1fr] overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm sm:flex sm:flex-col">
      {/* A thumbnail beside the title on a phone, the card's full width from 640 px. */}
      <div className="m-3 size-28 shrink-0 overflow-hidden rounded-md bg-muted sm:m-0 sm:aspect-video sm:h-auto sm:w-full sm:rounded-none">
        {listing.photo ? (
          <ListingPhotoImage photo={listing.photo} alt="" sizes="(min-width:1024px) 400px,(min-width:640px) 50vw,112px" className="size-full object-cover" />
        ) : (
          <img src={listing.imageUrl} alt="" width={400} height={225} loading="lazy" className="size-full object-cover" />
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-3 pr-14 sm:p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge>{listing.category?.name ?? 'Uncategorized'}</Badge>
          {stateBadge && <Badge variant="outline">{stateBadge}</Badge>}
          <FinancialsNoticeBadge listing={listing} />
        </div>
        <Heading className="line-clamp-2 leading-snug font-semibold break-words sm:text-lg">
          {/* The whole card opens the listing; the action in the corner sits above this link. */}
          {/* Named "View Details: …" by its label, so the heading's own text stays the title. */}
          <Link to={paths.listing(listing.id)} aria-label={`View Details: ${listing.title}`} className="after:absolute after:inset-0">
            {listing.title}
          </Link>
        </Heading>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Location: </span>
          <span className="truncate">{listing.location}</span>
        </p>
      </div>
      {/* The card's whole width on a phone, under the thumbnail; above the card's link, so the badge's popover
          and the figures' full amounts answer the pointer. */}
      <div className="relative z-[1] col-span-2 grid gap-1.5 px-3 pb-3 sm:mt-auto sm:px-4 sm:pb-4">
        <SellerTrustCompact seller={listing.seller} />
        <MetricsStrip listing={listing} />
      </div>
      {action && <div className="absolute top-2 right-2 z-10 sm:top-3 sm:right-3">{action}</div>}
    </article>
  );
}
