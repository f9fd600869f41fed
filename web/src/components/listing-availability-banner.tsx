import { CircleSlash } from 'lucide-react';
import { availabilityLabels, type ListingAvailability } from '@common/listing-constants.ts';

type ListingAvailabilityBannerProps = {
  availability: ListingAvailability;
  /** What the reader can still do, under the banner's sentence. */
  hint: string;
};

/**
 * A sold or withdrawn listing says so where it is shown (issue 24; ADR 0032): its page and its conversation.
 * Nothing for a listing on sale.
 */
export function ListingAvailabilityBanner({ availability, hint }: ListingAvailabilityBannerProps) {
  if (availability === 'available') return null;
  const { banner } = availabilityLabels[availability];
  return (
    <section aria-labelledby="listing-availability-title" className="mb-6 flex gap-3 rounded-lg border border-warning-border bg-warning-soft p-4 text-warning-soft-foreground">
      <CircleSlash className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="listing-availability-title" className="font-semibold">
          {banner}
        </h2>
        <p>{hint}</p>
      </div>
    </section>
  );
}
