import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureCode, UNIQUE_VIOLATION } from '../../test/database-errors.ts';
import {
  makeAccount,
  makeAuditEntry,
  makeFavorite,
  makeInquiry,
  makeListing,
  makeMessage,
  makeNotification,
  makeProfile,
  makeSavedSearch,
  makeSession,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows, type Database } from './client.ts';
import {
  accounts,
  auditLog,
  businessListings,
  categories,
  favorites,
  inquiries,
  inquiryMessages,
  notifications,
  profiles,
  savedSearches,
  sessions,
} from './schema.ts';

let testApp: TestApp;
let db: Database;
beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
});
afterAll(() => testApp.close());

async function countRows(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

describe('reference data', () => {
  it('seeds the six home-page sectors of SPEC §2 first, in order, with unique slugs', async () => {
    const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder));
    expect(rows.slice(0, 6).map((row) => row.name)).toEqual([
      'Technology',
      'Retail & E-commerce',
      'Food & Beverage',
      'Manufacturing',
      'Services',
      'Healthcare',
    ]);
    expect(rows.every((row) => row.active)).toBe(true);
    const slugs = rows.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(rows.length);
    expect(slugs.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
    const sortOrders = rows.map((row) => row.sortOrder);
    expect(new Set(sortOrders).size).toBe(rows.length);
  });

  it('has the pg_trgm extension that the search indexes need', async () => {
    const rows = await queryRows<{ extname: string }>(db, sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(rows).toEqual([{ extname: 'pg_trgm' }]);
  });

  it('refuses a second category with the same slug', async () => {
    const code = await failureCode(db.insert(categories).values({ name: 'Tech again', slug: 'technology' }));
    expect(code).toBe(UNIQUE_VIOLATION);
  });
});

describe('deleting a profile', () => {
  it('erases everything that belongs to the user, on both sides of an inquiry, and nothing else', async () => {
    const doomed = await makeProfile(db, { role: 'seller' });
    const otherSeller = await makeProfile(db, { role: 'seller' });
    const bystander = await makeProfile(db);

    const doomedListing = await makeListing(db, { sellerId: doomed.id });
    const otherListing = await makeListing(db, { sellerId: otherSeller.id });

    await makeSession(db, { userId: doomed.id });
    await makeAccount(db, { userId: doomed.id });
    const survivingSession = await makeSession(db, { userId: otherSeller.id });

    await makeFavorite(db, { userId: doomed.id, listingId: otherListing.id });
    await makeFavorite(db, { userId: otherSeller.id, listingId: doomedListing.id }); // goes with the listing
    const survivingFavorite = await makeFavorite(db, { userId: bystander.id, listingId: otherListing.id });

    // The doomed user as seller (someone asked about their listing) and as buyer (they asked about another).
    const inquiryAsSeller = await makeInquiry(db, { listingId: doomedListing.id, sellerId: doomed.id, buyerId: otherSeller.id });
    const inquiryAsBuyer = await makeInquiry(db, { listingId: otherListing.id, sellerId: otherSeller.id, buyerId: doomed.id });
    const survivingInquiry = await makeInquiry(db, { listingId: otherListing.id, sellerId: otherSeller.id, buyerId: bystander.id });

    await makeMessage(db, { inquiryId: inquiryAsSeller.id, senderId: otherSeller.id });
    await makeMessage(db, { inquiryId: inquiryAsBuyer.id, senderId: otherSeller.id });
    await makeMessage(db, { inquiryId: inquiryAsBuyer.id, senderId: doomed.id });
    const survivingMessage = await makeMessage(db, { inquiryId: survivingInquiry.id, senderId: bystander.id });

    await makeNotification(db, { userId: doomed.id });
    const survivingNotification = await makeNotification(db, { userId: otherSeller.id });
    await makeSavedSearch(db, { userId: doomed.id });
    const survivingSavedSearch = await makeSavedSearch(db, { userId: bystander.id });
    const auditEntry = await makeAuditEntry(db, { actorId: doomed.id });

    await db.delete(profiles).where(eq(profiles.id, doomed.id));

    expect(await countRows(profiles, eq(profiles.id, doomed.id))).toBe(0);
    expect(await countRows(sessions, eq(sessions.userId, doomed.id))).toBe(0);
    expect(await countRows(accounts, eq(accounts.userId, doomed.id))).toBe(0);
    expect(await countRows(businessListings, eq(businessListings.sellerId, doomed.id))).toBe(0);
    expect(await countRows(favorites, or(eq(favorites.userId, doomed.id), eq(favorites.listingId, doomedListing.id)))).toBe(0);
    expect(await countRows(inquiries, or(eq(inquiries.buyerId, doomed.id), eq(inquiries.sellerId, doomed.id)))).toBe(0);
    // ADR 0033: the other side's conversation stays, the erased side and its messages' author null; one about the
    // erased seller's listing goes with the listing here, which the erasure detaches first (kept-conversations.ts).
    expect(await db.select({ buyerId: inquiries.buyerId, sellerId: inquiries.sellerId }).from(inquiries).where(eq(inquiries.id, inquiryAsBuyer.id))).toEqual([
      { buyerId: null, sellerId: otherSeller.id },
    ]);
    expect(await countRows(inquiryMessages, and(eq(inquiryMessages.inquiryId, inquiryAsBuyer.id), isNull(inquiryMessages.senderId)))).toBe(1);
    expect(await countRows(inquiryMessages, eq(inquiryMessages.inquiryId, inquiryAsBuyer.id))).toBe(2);
    expect(await countRows(inquiryMessages, eq(inquiryMessages.inquiryId, inquiryAsSeller.id))).toBe(0);
    expect(await countRows(notifications, eq(notifications.userId, doomed.id))).toBe(0);
    expect(await countRows(savedSearches, eq(savedSearches.userId, doomed.id))).toBe(0);

    // Everyone else's rows stay; the audit trail outlives the account with its actor cleared.
    expect(await countRows(profiles, or(eq(profiles.id, otherSeller.id), eq(profiles.id, bystander.id)))).toBe(2);
    expect(await countRows(sessions, eq(sessions.id, survivingSession.id))).toBe(1);
    expect(await countRows(businessListings, eq(businessListings.id, otherListing.id))).toBe(1);
    expect(await countRows(favorites, eq(favorites.id, survivingFavorite.id))).toBe(1);
    expect(await countRows(inquiries, eq(inquiries.id, survivingInquiry.id))).toBe(1);
    expect(await countRows(inquiryMessages, eq(inquiryMessages.id, survivingMessage.id))).toBe(1);
    expect(await countRows(notifications, eq(notifications.id, survivingNotification.id))).toBe(1);
    expect(await countRows(savedSearches, eq(savedSearches.id, survivingSavedSearch.id))).toBe(1);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.id, auditEntry.id));
    expect(audit).toMatchObject({ actorId: null, action: 'listing.approved' });
  });
});

describe('uniqueness', () => {
  it('allows one inquiry per buyer per listing', async () => {
    const inquiry = await makeInquiry(db);
    const code = await failureCode(
      db.insert(inquiries).values({ listingId: inquiry.listingId, sellerId: inquiry.sellerId, buyerId: inquiry.buyerId, message: 'Again?' }),
    );
    expect(code).toBe(UNIQUE_VIOLATION);
    // Another buyer on the same listing is fine.
    await expect(makeInquiry(db, { listingId: inquiry.listingId, sellerId: inquiry.sellerId })).resolves.toMatchObject({ listingId: inquiry.listingId });
  });

  it('allows one favourite per user per listing', async () => {
    const favorite = await makeFavorite(db);
    const code = await failureCode(db.insert(favorites).values({ userId: favorite.userId, listingId: favorite.listingId }));
    expect(code).toBe(UNIQUE_VIOLATION);
    expect(await countRows(favorites, eq(favorites.userId, favorite.userId))).toBe(1);
  });

  it('treats e-mail addresses that differ only in case as the same', async () => {
    await makeProfile(db, { email: 'Priya.Sharma@Example.in' });
    const code = await failureCode(db.insert(profiles).values({ fullName: 'Impostor', email: 'priya.sharma@example.IN' }));
    expect(code).toBe(UNIQUE_VIOLATION);
  });

  it('refuses a role outside buyer, seller and admin', async () => {
    const code = await failureCode(db.execute(sql`insert into profiles (full_name, email, role) values ('X', 'role-check@example.com', 'superuser')`));
    expect(code).toBe('23514'); // check_violation
  });
});
