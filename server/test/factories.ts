// Rows written straight into the database, for tests about the data model and for setting the scene of API
// tests. Each factory takes overrides and creates the parents it needs (STYLE: makeListing() creates its seller).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../src/db/client.ts';
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
import { uniqueEmail, type TestApp } from './test-app.ts';

type Insert<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;
type Row<T extends { $inferSelect: object }> = T['$inferSelect'];

/** Drizzle's insert().returning() gives an array; a factory inserts exactly one row. */
function single<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A confirmed account unless `emailVerified: false` (ADR 0023: an unconfirmed one may not write to anyone). */
export async function makeProfile(db: Queryable, overrides: Insert<typeof profiles> = {}): Promise<Row<typeof profiles>> {
  return single(await db.insert(profiles).values({ fullName: 'Factory User', email: uniqueEmail('factory'), emailVerified: true, ...overrides }).returning());
}

export async function makeCategory(db: Queryable, overrides: Insert<typeof categories> = {}): Promise<Row<typeof categories>> {
  const slug = `test-category-${randomUUID().slice(0, 8)}`;
  return single(await db.insert(categories).values({ name: slug, slug, sortOrder: 1000, ...overrides }).returning());
}

/** A test app (sellers are real accounts made through the auth API) or just a database (bare profile rows). */
export type FactoryTarget = Queryable | TestApp;

function isTestApp(target: FactoryTarget): target is TestApp {
  return 'makeUser' in target;
}

function databaseOf(target: FactoryTarget): Queryable {
  return isTestApp(target) ? target.database.db : target;
}

export async function findCategoryId(db: Queryable, slug: string): Promise<string> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category with slug ${slug}`);
  return row.id;
}

export type ListingOverrides = Insert<typeof businessListings> & {
  /** The category to file the listing under when no categoryId is given (default: technology). */
  categorySlug?: string;
};

async function listingValues(target: FactoryTarget, overrides: ListingOverrides): Promise<typeof businessListings.$inferInsert> {
  const { categorySlug = 'technology', ...values } = overrides;
  const db = databaseOf(target);
  const sellerId =
    values.sellerId ?? (isTestApp(target) ? (await target.makeUser({ role: 'seller' })).id : (await makeProfile(db, { role: 'seller' })).id);
  const categoryId = values.categoryId === undefined ? await findCategoryId(db, categorySlug) : values.categoryId;
  return {
    title: 'Chai stall in Pune',
    description: 'A busy tea stall near the station.',
    askingPrice: 12_00_000_00,
    location: 'Pune, Maharashtra',
    status: 'approved',
    ...values,
    sellerId,
    categoryId,
  };
}

/**
 * One listing, approved unless told otherwise. Without a sellerId it creates a seller (through the auth API
 * when given a test app); without a categoryId it files the listing under categorySlug. `categoryId: null`
 * makes an uncategorised listing.
 */
export async function makeListing(target: FactoryTarget, overrides: ListingOverrides = {}): Promise<Row<typeof businessListings>> {
  return single(await databaseOf(target).insert(businessListings).values(await listingValues(target, overrides)).returning());
}

/**
 * Writes as if the database's notices never reached anyone (a cache that missed one): its triggers are off for
 * this transaction, as on a replica, so no `sessions-revoked`, `user-changed` or `public-listings-changed` leaves
 * (migrations 0019, 0021). For tests of what a cache does with a change nobody announced.
 */
export async function withoutNotices<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    return work(tx);
  });
}

/**
 * Many listings in one statement (fast even on PGlite). `overridesFor(index)` shapes each row; shared parents
 * come from `shared` and are created once.
 */
export async function makeListings(
  target: FactoryTarget,
  count: number,
  overridesFor: (index: number) => ListingOverrides = () => ({}),
  shared: ListingOverrides = {},
): Promise<Row<typeof businessListings>[]> {
  if (count === 0) return [];
  const base = await listingValues(target, shared);
  const db = databaseOf(target);
  const rows = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { categorySlug, ...values } = overridesFor(index);
      const categoryId = categorySlug === undefined ? base.categoryId : await findCategoryId(db, categorySlug);
      return { ...base, categoryId, ...values };
    }),
  );
  const inserted: Row<typeof businessListings>[] = [];
  // Stay well below PostgreSQL's 65,535 bound parameters per statement.
  for (let start = 0; start < rows.length; start += 1000) {
    inserted.push(...(await db.insert(businessListings).values(rows.slice(start, start + 1000)).returning()));
  }
  return inserted;
}

export async function makeFavorite(db: Queryable, overrides: Insert<typeof favorites> = {}): Promise<Row<typeof favorites>> {
  const userId = overrides.userId ?? (await makeProfile(db)).id;
  const listingId = overrides.listingId ?? (await makeListing(db)).id;
  return single(await db.insert(favorites).values({ ...overrides, userId, listingId }).returning());
}

/** A new inquiry has both sides and its listing (only erasure leaves one of them null; ADR 0033). */
type NewInquiry = Row<typeof inquiries> & { listingId: string; buyerId: string; sellerId: string };

export async function makeInquiry(db: Queryable, overrides: Insert<typeof inquiries> = {}): Promise<NewInquiry> {
  const listing = overrides.listingId
    ? { id: overrides.listingId, sellerId: overrides.sellerId }
    : await makeListing(db, overrides.sellerId ? { sellerId: overrides.sellerId } : {});
  const sellerId = listing.sellerId;
  if (!sellerId) throw new Error('makeInquiry with a listingId needs its sellerId too');
  const buyerId = overrides.buyerId ?? (await makeProfile(db)).id;
  const row = single(
    await db
      .insert(inquiries)
      .values({ message: 'Is the business still available?', ...overrides, listingId: listing.id, sellerId, buyerId })
      .returning(),
  );
  return { ...row, listingId: listing.id, sellerId, buyerId };
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
