import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';
import { categoryBrowseHref, formatListingCount } from './category-display';

/** Every active category with its live count of approved listings, each opening the filtered browse page. */
export function CategoryList() {
  const { data: categories, isPending, error } = useCategories();

  useEffect(() => {
    if (error) toast.error('Error loading categories', { id: 'categories-error', description: getErrorMessage(error) });
  }, [error]);

  if (isPending) {
    return (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <p className="sr-only" role="status">
          Loading...
        </p>
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        Error loading categories: {getErrorMessage(error)}
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={categoryBrowseHref(category.slug)}
            className="flex h-full items-center gap-4 rounded-lg border border-border bg-card p-5 shadow-sm transition hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <CategoryIcon slug={category.slug} />
            </span>
            <span className="grid gap-1">
              <span className="text-lg font-semibold">{category.name}</span>
              <span className="text-sm text-muted-foreground">{formatListingCount(category.listingCount)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
