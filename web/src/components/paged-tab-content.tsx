import type { ReactNode } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorToast } from '@/hooks/use-error-toast';

/** What this needs of an infinite query whose pages hold `items` (structural, so any such query fits). */
type PagedQuery<Item> = {
  data: { pages: { items: Item[] }[] } | undefined;
  error: Error | null;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
};

type PagedTabContentProps<Item> = {
  query: PagedQuery<Item>;
  /** Read by screen readers while the first page loads. */
  loadingLabel: string;
  /** The height of one placeholder, about that of one item. */
  skeletonClassName: string;
  errorMessage: string;
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
};

/** A dashboard tab's keyset-paged list: its loading, failed and empty states, then the items and "Load more". */
export function PagedTabContent<Item>({ query, loadingLabel, skeletonClassName, errorMessage, empty, children }: PagedTabContentProps<Item>) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  // SPEC §8. A failed "Load more" is toasted too; the items already shown stay.
  useErrorToast(error, { title: 'Error loading dashboard', toastId: 'dashboard-error' });

  if (isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">{loadingLabel}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className={`${skeletonClassName} w-full`} />
        ))}
      </div>
    );
  }
  if (!data) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-border p-10 text-center">
        <p className="text-muted-foreground">{errorMessage}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <>{empty}</>;

  return (
    <div className="grid gap-4">
      {children(items)}
      <LoadMoreButton hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
    </div>
  );
}
