import { paths } from '@common/routes.ts';
import { formatCount } from '@/lib/format';

/** "12 listings", "1 listing". */
export function formatListingCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'listing' : 'listings'}`;
}

/** The browse page filtered to one category (ARCHITECTURE §7: category cards open it). */
export function categoryBrowseHref(slug: string): string {
  return `${paths.listings}?${new URLSearchParams({ category: slug })}`;
}
