import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';
import { categoryBrowseHref, formatListingCount } from './category-display';

// SPEC §2 Home: the six industries, in this order. ARCHITECTURE §7: their counts are live.
const industries = [
  { slug: 'technology', name: 'Technology' },
  { slug: 'retail-ecommerce', name: 'Retail & E-commerce' },
  { slug: 'food-beverage', name: 'Food & Beverage' },
  { slug: 'manufacturing', name: 'Manufacturing' },
  { slug: 'services', name: 'Services' },
  { slug: 'healthcare', name: 'Healthcare' },
] as const;

export function IndustryCards() {
  const { data: categories, isPending } = useCategories();
  const countsBySlug = new Map(categories?.map((category) => [category.slug, category.listingCount]));

  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
      {industries.map((industry) => {
        const count = countsBySlug.get(industry.slug);
        return (
          <li key={industry.slug}>
            <Link
              to={categoryBrowseHref(industry.slug)}
              className="flex h-full flex-col items-center gap-3 rounded-lg border border-border bg-card p-5 text-center shadow-sm transition hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <CategoryIcon slug={industry.slug} />
              </span>
              <span className="font-semibold">{industry.name}</span>
              {isPending ? (
                <Skeleton className="h-4 w-16" />
              ) : (
                // Shown only when the counts arrived: a failed request leaves the card without a number.
                count !== undefined && <span className="text-sm text-muted-foreground">{formatListingCount(count)}</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
