// Rows written straight into the database for tests that are about the data model, not the API. Each
// factory takes overrides and creates the parents it needs (STYLE: makeListing() creates its seller).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../src/db/client.ts';
import {
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
  accounts,
} from '../src/db/schema.ts';
import { uniqueEmail } from './test-app.ts';

type Insert<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;
type Row<T extends { $inferSelect: object }> = T['$inferSelect'];

/** Drizzle's insert().returning() gives an array; a factory inserts exactly one row. */
function single<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function makeProfile(db: Queryable, overrides: Insert<typeof profiles> = {}): Promise<Row<typeof profiles>> {
  return single(await db.insert(profiles).values({ fullName: 'Factory User', email: uniqueEmail('factory'), ...overrides }).returning());
}

export async function makeCategory(db: Queryable, overrides: Insert<typeof categories> = {}): Promise<Row<typeof categories>> {
  const slug = `test-category-${randomUUID().slice(0, 8)}`;
  return single(await db.insert(categories).values({ name: slug, slug, sortOrder: 1000, ...overrides }).returning());
}

export async function makeListing(db: Queryable, overrides: Insert<typeof businessListings> = {}): Promise<Row<typeof businessListings>> {
  const sellerId = overrides.sellerId ?? (await makeProfile(db, { role: 'seller' })).id;
  const categoryId = overrides.categoryId === undefined ? (await makeCategory(db)).id : overrides.categoryId;
  return single(
    await db
      .insert(businessListings)
      .values({
        title: 'Chai stall in Pune',
        description: 'A busy tea stall near the station.',
        askingPrice: 12_00_000_00,
        location: 'Pune, Maharashtra',
        ...overrides,
        sellerId,
        categoryId,
      })
      .returning(),
  );
}

export async function makeFavorite(db: Queryable, overrides: Insert<typeof favorites> = {}): Promise<Row<typeof favorites>> {
  const userId = overrides.userId ?? (await makeProfile(db)).id;
  const listingId = overrides.listingId ?? (await makeListing(db)).id;
  return single(await db.insert(favorites).values({ ...overrides, userId, listingId }).returning());
}

export async function makeInquiry(db: Queryable, overrides: Insert<typeof inquiries> = {}): Promise<Row<typeof inquiries>> {
  const listing = overrides.listingId
    ? { id: overrides.listingId, sellerId: overrides.sellerId }
    : await makeListing(db, overrides.sellerId ? { sellerId: overrides.sellerId } : {});
  const sellerId = listing.sellerId;
  if (!sellerId) throw new Error('makeInquiry with a listingId needs its sellerId too');
  const buyerId = overrides.buyerId ?? (await makeProfile(db)).id;
  return single(
    await db
      .insert(inquiries)
      .values({ message: 'Is the business still available?', ...overrides, listingId: listing.id, sellerId, buyerId })
      .returning(),
  );
}

export async function makeMessage(db: Queryable, overrides: Insert<typeof inquiryMessages> & { inquiryId: string; senderId: string }) {
  return single(await db.insert(inquiryMessages).values({ message: 'Hello', ...overrides }).returning());
}

export async function makeNotification(db: Queryable, overrides: Insert<typeof notifications> & { userId: string }) {
  return single(await db.insert(notifications).values({ title: 'New inquiry', message: 'Someone asked about your listing', type: 'inquiry', ...overrides }).returning());
}

export async function makeSavedSearch(db: Queryable, overrides: Insert<typeof savedSearches> & { userId: string }) {
  return single(await db.insert(savedSearches).values({ name: 'Cafés in Pune', filters: { location: 'Pune' }, ...overrides }).returning());
}

export async function makeSession(db: Queryable, overrides: Insert<typeof sessions> & { userId: string }) {
  return single(
    await db
      .insert(sessions)
      .values({ token: randomUUID(), expiresAt: new Date(Date.now() + 24 * 60 * 60_000), ...overrides })
      .returning(),
  );
}

export async function makeAccount(db: Queryable, overrides: Insert<typeof accounts> & { userId: string }) {
  return single(await db.insert(accounts).values({ accountId: overrides.userId, providerId: 'credential', password: 'not-a-real-hash', ...overrides }).returning());
}

export async function makeAuditEntry(db: Queryable, overrides: Insert<typeof auditLog> = {}) {
  return single(await db.insert(auditLog).values({ action: 'listing.approved', targetType: 'listing', targetId: randomUUID(), ...overrides }).returning());
}
