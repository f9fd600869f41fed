import { browseUrl } from '@common/browse-url.ts';
import { countText } from '@common/plural.ts';

/** "12 listings", "1 listing". */
export function formatListingCount(count: number): string {
  return countText(count, 'listing');
}

/** The browse page filtered to one category (ARCHITECTURE §7: category cards open it). */
export function categoryBrowseHref(slug: string): string {
  return browseUrl({ category: slug });
}
