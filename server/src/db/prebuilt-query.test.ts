// A prebuilt select answers exactly what drizzle's own execution of the same builder answers (nested objects,
// a left join's missing side as null, dates as Dates), on the database and inside a transaction, each call with
// its own values. It reads drizzle's prepared query from within, so this pins that for the version in use.
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeInquiry, makeListing, makeProfile } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/database-template.ts';
import type { DatabaseHandle, Queryable } from './client.ts';
import { prebuiltSelect } from './prebuilt-query.ts';
import { businessListings, inquiries, profiles } from './schema.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sellers = alias(profiles, 'seller');

function listingWithSellerAndInquiry(db: Queryable, id: ReturnType<typeof sql.placeholder> | string) {
  return db
    .select({ listing: businessListings, seller: { id: sellers.id, fullName: sellers.fullName }, inquiry: { id: inquiries.id, status: inquiries.status } })
    .from(businessListings)
    .innerJoin(sellers, eq(sellers.id, businessListings.sellerId))
    .leftJoin(inquiries, eq(inquiries.listingId, businessListings.id))
    .where(eq(businessListings.id, id));
}

const selectListing = prebuiltSelect('test_listing_with_seller', (db) => listingWithSellerAndInquiry(db, sql.placeholder('id')));

describe('prebuiltSelect', () => {
  it('answers what the builder answers, for each call’s values, on the database and in a transaction', async () => {
    const { db } = database;
    const seller = await makeProfile(database.db, { role: 'seller', fullName: 'Prebuilt Seller' });
    const buyer = await makeProfile(database.db, { role: 'buyer' });
    const asked = await makeListing(database.db, { sellerId: seller.id, title: 'Asked about' });
    const quiet = await makeListing(database.db, { sellerId: seller.id, title: 'Nobody asked' });
    await makeInquiry(database.db, { listingId: asked.id, buyerId: buyer.id, sellerId: seller.id });

    for (const listing of [asked, quiet]) {
      const expected = await listingWithSellerAndInquiry(db, listing.id);
      expect(await selectListing(db, { id: listing.id })).toEqual(expected);
      expect(await db.transaction((tx) => selectListing(tx, { id: listing.id }))).toEqual(expected);
    }
    const [quietRow] = await selectListing(db, { id: quiet.id });
    expect(quietRow).toMatchObject({ listing: { title: 'Nobody asked' }, seller: { fullName: 'Prebuilt Seller' }, inquiry: null });
    expect(quietRow?.listing.createdAt).toBeInstanceOf(Date);
  });

  it('answers nothing for a value that matches nothing', async () => {
    expect(await selectListing(database.db, { id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });
});
