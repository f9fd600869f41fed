// The set-up of the tests that browse and search listings: one app with one seller, and every test starting from
// an empty listings table, so each sees exactly the rows it made.
import type { Database } from '../src/db/client.ts';
import { businessListings } from '../src/db/schema.ts';
import { forgetApprovedCounts } from '../src/modules/listings/count-cache.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface ListingsTestApp {
  testApp: TestApp;
  db: Database;
  sellerId: string;
}

export async function openListingsTestApp(): Promise<ListingsTestApp> {
  const testApp = await createTestApp();
  return { testApp, db: testApp.database.db, sellerId: (await testApp.makeUser({ role: 'seller' })).id };
}

/** No listings, and no counts or pages kept of the ones emptied behind the API's back (count-cache.test.ts). */
export async function emptyListings(db: Database): Promise<void> {
  await db.delete(businessListings);
  forgetApprovedCounts(db);
}
