import { lazy, Suspense, useState } from 'react';
import { DASHBOARD_CHART_DAYS } from '@common/dashboard.ts';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorToast } from '@/hooks/use-error-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDashboardViews } from '../api/get-dashboard-views';

// Issue 11: the chart library loads only with the seller's dashboard, in a chunk of its own.
const ViewsCharts = lazy(() => import('./views-charts').then((module) => ({ default: module.ViewsCharts })));

const ALL_LISTINGS = '';

/** The seller's listing views per day (India) over 30 days, all listings or one, and inquiries per listing. */
export function ViewsSection() {
  const [listingId, setListingId] = useState(ALL_LISTINGS);
  const { data: views, error, isPlaceholderData } = useDashboardViews(listingId || null);
  const chosen = views?.listings.find((listing) => listing.id === listingId);
  // SPEC §8: the dashboard's data failing is one toast, shared (by its id) with the stat cards' failure.
  useErrorToast(error, { title: 'Error loading dashboard' });

  return (
    <section aria-labelledby="listing-views-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="listing-views-heading" className="text-xl font-semibold">
            Listing views
          </h2>
          <p className="text-sm text-muted-foreground">Views per day over the last {DASHBOARD_CHART_DAYS} days (India time).</p>
        </div>
        <SelectField label="Listing" className="grid w-full gap-2 sm:w-72" value={listingId} onChange={(event) => setListingId(event.target.value)}>
          <option value={ALL_LISTINGS}>All listings</option>
          {views?.listings.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {listing.title}
            </option>
          ))}
        </SelectField>
      </div>
      {error && !views ? (
        <p role="alert" className="text-destructive">
          Error loading views: {getErrorMessage(error)}
        </p>
      ) : views ? (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60' : undefined}>
          <Suspense fallback={<ChartsSkeleton />}>
            <ViewsCharts views={views} subject={chosen ? chosen.title : 'all your listings'} />
          </Suspense>
        </div>
      ) : (
        <ChartsSkeleton />
      )}
    </section>
  );
}

function ChartsSkeleton() {
  return (
    <div role="status" aria-label="Loading charts" className="grid gap-6 lg:grid-cols-2">
      {Array.from({ length: 2 }, (_, index) => (
        <Card key={index} className="grid gap-4 p-6">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-64" />
        </Card>
      ))}
    </div>
  );
}
