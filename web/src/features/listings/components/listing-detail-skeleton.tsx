import { Skeleton } from '@/components/ui/skeleton';

export function ListingDetailSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading...
      </p>
      <div className="mb-8 grid gap-4">
        <Skeleton className="h-9 w-20" />
        <div className="grid gap-6 md:grid-cols-5">
          <Skeleton className="aspect-[4/3] w-full md:col-span-2" />
          <div className="grid content-start gap-4 md:col-span-3">
            <Skeleton className="h-6 w-40 rounded-full" />
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-9 w-64" />
          </div>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-32" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-56" />
          <Skeleton className="h-40" />
        </div>
      </div>
    </div>
  );
}
