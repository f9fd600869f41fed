import { Briefcase, Eye, MapPin, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countText } from '@common/plural.ts';
import type { ListingCard as ListingCardData } from '@common/listings.ts';
import { formatInr } from '@common/money.ts';
import { paths } from '@common/routes.ts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatPrice, formatShortDate } from '@/lib/format';
import { UserText } from '@/components/user-text';
import { ListingPhotoImage } from '@/features/listing-photos/components/listing-photo-image';
import { FinancialsNoticeBadge } from './financials-notice-badge';

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

/** SPEC §2 Browse card, shared by the home page's featured section, the browse page and the favourites page. */
export function ListingCard({ listing, action, stateBadge, headingLevel: Heading = 'h3' }: ListingCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm">
      <div className="relative">
        {listing.photo ? (
          // The full width on a phone, half on a tablet, a third of the 80rem column beyond.
          <ListingPhotoImage photo={listing.photo} alt={listing.title} sizes="(min-width:1024px) 400px,(min-width:640px) 50vw,100vw" className="aspect-[4/3] w-full bg-muted object-cover" />
        ) : (
          <img
            src={listing.imageUrl}
            alt={listing.title}
            width={400}
            height={300}
            loading="lazy"
            className="aspect-[4/3] w-full bg-muted object-cover"
          />
        )}
        {action && <div className="absolute top-3 right-3">{action}</div>}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{listing.category?.name ?? 'Uncategorized'}</Badge>
          {stateBadge && <Badge variant="outline">{stateBadge}</Badge>}
          <FinancialsNoticeBadge listing={listing} />
        </div>
        <Heading className="text-lg leading-snug font-semibold break-words">{listing.title}</Heading>
        <p className="text-xl font-bold text-primary">{formatPrice(listing.askingPrice)}</p>
        <UserText className="line-clamp-3 text-sm text-muted-foreground">{listing.description}</UserText>

        <ul className="grid gap-1.5 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Location: </span>
            {listing.location}
          </li>
          {listing.businessType && (
            <li className="flex items-center gap-2">
              <Briefcase className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Business type: </span>
              {listing.businessType}
            </li>
          )}
          {listing.revenue !== null && (
            <li className="flex items-center gap-2">
              <TrendingUp className="size-4 shrink-0" aria-hidden="true" />
              Revenue: {formatInr(listing.revenue)} /yr
            </li>
          )}
          <li className="flex items-center gap-2">
            <Eye className="size-4 shrink-0" aria-hidden="true" />
            {countText(listing.viewsCount, 'view')}
          </li>
        </ul>

        <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-4">
          <span className="text-sm text-muted-foreground">Listed {formatShortDate(listing.createdAt)}</span>
          <Button asChild size="sm">
            <Link to={paths.listing(listing.id)}>
              View Details<span className="sr-only">: {listing.title}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
