import { ArrowLeft, BadgeCheck, Calendar, Eye, Hash, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { countText } from '@common/plural.ts';
import type { ListingDetail } from '@common/listings.ts';
import { listingReference } from '@common/listing-reference.ts';
import { paths } from '@common/routes.ts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { capitalize, formatShortDate } from '@/lib/format';
import { FinancialsNoticeBadge } from './financials-notice-badge';
import { MetricsStrip } from './metrics-strip';
import { ShareButton } from './share-button';

type ListingDetailHeaderProps = {
  listing: ListingDetail;
  favoriteToggle?: ReactNode;
  ownerActions?: ReactNode;
  /** The listing's photos (issue 25), in place of the generated image. */
  gallery?: ReactNode;
};

export function ListingDetailHeader({ listing, favoriteToggle, ownerActions, gallery }: ListingDetailHeaderProps) {
  return (
    <header className="grid gap-4">
      <BackButton />
      <div className="grid gap-6 md:grid-cols-5 md:items-start">
        {gallery ? (
          <div className="md:col-span-2">{gallery}</div>
        ) : (
          // The largest thing a phone shows first (Lighthouse's LCP element here): asked for before the scripts.
          <img
            src={listing.imageUrl}
            alt={listing.title}
            width={400}
            height={300}
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-lg border border-border bg-muted object-cover md:col-span-2"
          />
        )}
        <div className="grid gap-4 md:col-span-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{listing.category?.name ?? 'Uncategorized'}</Badge>
            {listing.seller.verified && (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Verified Seller
              </Badge>
            )}
            {/* Only the seller and admins can open a listing that is not public (ARCHITECTURE §5). */}
            {listing.status !== 'approved' && <Badge variant="outline">Status: {capitalize(listing.status)}</Badge>}
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{listing.title}</h1>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              {listing.location}
            </li>
            <li className="flex items-center gap-1.5">
              <Eye className="size-4" aria-hidden="true" />
              {countText(listing.viewsCount, 'view')}
            </li>
            <li className="flex items-center gap-1.5">
              <Calendar className="size-4" aria-hidden="true" />
              Listed {formatShortDate(listing.createdAt)}
            </li>
            <li className="flex items-center gap-1.5" data-testid="listing-reference">
              <Hash className="size-4" aria-hidden="true" />
              Listing ID {listingReference(listing.id)}
            </li>
          </ul>
          {listing.financialsNotice !== null && (
            <p>
              <FinancialsNoticeBadge listing={listing} showsPreviousPrice />
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            {favoriteToggle}
            <ShareButton title={listing.title} path={paths.listing(listing.id)} />
            {ownerActions}
          </div>
        </div>
      </div>
      {/* Issue 25: the figures a buyer reads first, above the fold on a laptop. */}
      <MetricsStrip listing={listing} variant="full" />
    </header>
  );
}

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key "default": there is no in-app page to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <Button
      variant="ghost"
      aria-label="Back"
      className="justify-self-start px-2"
      onClick={() => void (hasHistory ? navigate(-1) : navigate(paths.listings))}
    >
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
