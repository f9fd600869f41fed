// The home page's claims, live and true (issue 25; ARCHITECTURE §7): the approved listings and the registered
// users, from the count cache every public count uses (listings/count-cache.ts), so home, the categories and
// browse never disagree by more than that cache's half minute.
import { count } from 'drizzle-orm';
import type { SiteFigures } from '@common/site-figures.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { approvedCountsByCategory } from '../categories/categories.service.ts';
import { cachedCount } from '../listings/count-cache.ts';

function registeredUsers(db: Database): Promise<number> {
  return cachedCount(db, 'registered-users', async () => {
    const [row] = await db.select({ value: count() }).from(profiles);
    return row?.value ?? 0;
  });
}

export async function getSiteFigures(db: Database): Promise<SiteFigures> {
  // The per-category counts the home page's categories show anyway: their sum is every approved listing.
  const [byCategory, users] = await Promise.all([approvedCountsByCategory(db), registeredUsers(db)]);
  let approvedListings = 0;
  for (const listings of byCategory.values()) approvedListings += listings;
  return { approvedListings, registeredUsers: users };
}
