// npm run seed:bulk -- --listings 100000   fills the configured database (DATABASE_URL or ./data/db) with
// realistic listings for benchmarks. Stop the embedded server first: PGlite allows one process at a time.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { insertBulkListings } from '../db/seed/bulk-listings.ts';
import { LONG_RUNNING_TIME_LIMITS } from '../db/time-limits.ts';

const BULK_SELLER_EMAIL = 'bulk.seller@bizbazaar.invalid';

const { values } = parseArgs({ options: { listings: { type: 'string', default: '10000' } } });
const count = Number(values.listings);
if (!Number.isSafeInteger(count) || count < 1) {
  console.error('Usage: npm run seed:bulk -- --listings 100000');
  process.exit(1);
}

// A batch of 50,000 rows and the final analyze run far longer than a request may (ADR 0007).
const database = await openDatabase(readConfig().database, { timeLimits: LONG_RUNNING_TIME_LIMITS });
const started = Date.now();
const [existing] = await database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, BULK_SELLER_EMAIL));
const seller =
  existing ??
  (await database.db.insert(profiles).values({ fullName: 'Bulk Seller', email: BULK_SELLER_EMAIL, role: 'seller', emailVerified: true }).returning({ id: profiles.id }))[0];
if (!seller) throw new Error('could not create the bulk seller');
await insertBulkListings(database.db, {
  listings: count,
  sellerId: seller.id,
  onProgress: (done) => process.stdout.write(`\r${done.toLocaleString('en-IN')} / ${count.toLocaleString('en-IN')} listings`),
});
await database.close();
console.log(`\nInserted ${count.toLocaleString('en-IN')} listings in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
