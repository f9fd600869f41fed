// Migration 0022 (ADR 0025): rows written before one-line fields refused bidi controls lose them from those
// fields; text of several lines keeps them (it is shown isolated). Run here on rows made after the migrations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database-template.ts';
import { makeListing, makeNotification, makeProfile, makeSavedSearch } from '../../test/factories.ts';
import type { DatabaseHandle } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { businessListings, notifications, profiles, savedSearches } from './schema.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function runMigration() {
  const text = readFileSync(join(migrationsFolder, '0022_strip_bidi_controls.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
}

it('drops bidi controls from one-line columns and keeps them in text of several lines', async () => {
  const { db } = database;
  const seller = await makeProfile(db, { fullName: 'Asha \u202eahsA', companyName: 'Rao \u2067&\u2069 Sons', phone: '\u200e+91 98765 43210' });
  const description = 'Line one \u202beno\nمرحبا\u200f';
  const listing = await makeListing(db, {
    sellerId: seller.id,
    title: 'Invoice \u202eexe.fdp',
    location: 'Pune\u061c',
    assetsIncluded: ['Oven', 'Tables \u202d2'],
    description,
  });
  const search = await makeSavedSearch(db, { userId: seller.id, name: 'Cafes \u2066x\u2069', filters: { search: 'cafe\u202e', sort: 'date', order: 'desc' } });
  const notification = await makeNotification(db, { userId: seller.id, title: 'Listing approved', message: 'Your listing "Invoice \u202eexe.fdp" is now live.', data: { listing_title: 'Invoice \u202eexe.fdp' } });

  await runMigration();

  const [person] = await db.select().from(profiles).where(eq(profiles.id, seller.id));
  expect(person).toMatchObject({ fullName: 'Asha ahsA', companyName: 'Rao & Sons', phone: '+91 98765 43210' });
  const [stored] = await db.select().from(businessListings).where(eq(businessListings.id, listing.id));
  expect(stored).toMatchObject({ title: 'Invoice exe.fdp', location: 'Pune', assetsIncluded: ['Oven', 'Tables 2'], description });
  const [savedSearch] = await db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
  expect(savedSearch).toMatchObject({ name: 'Cafes x', filters: { search: 'cafe', sort: 'date', order: 'desc' } });
  const [notice] = await db.select().from(notifications).where(eq(notifications.id, notification.id));
  expect(notice).toMatchObject({ message: 'Your listing "Invoice exe.fdp" is now live.', data: { listing_title: 'Invoice exe.fdp' } });
});
