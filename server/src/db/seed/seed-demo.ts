// Demo accounts and listings for a fresh database (SEED_DEMO). Runs only when there are no profiles yet, so
// it never touches a database with real users.
import { hashPassword } from 'better-auth/crypto';
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { accounts, businessListings, categories, profiles } from '../schema.ts';
import { demoListings } from './demo-listings.ts';

type DemoRole = 'admin' | 'seller' | 'buyer';
export interface DemoAccount {
  key: string;
  fullName: string;
  email: string;
  password: string;
  role: DemoRole;
  companyName?: string;
  verified?: boolean;
  phone?: string;
}

// Written in the README too. Only ever created on a database that had no users.
export const demoAccounts: DemoAccount[] = [
  { key: 'admin', fullName: 'Asha Rao', email: 'admin@demo.bizbazaar.in', password: 'demo-admin-2026', role: 'admin' },
  { key: 'ravi', fullName: 'Ravi Kumar', email: 'ravi.seller@demo.bizbazaar.in', password: 'demo-seller-2026', role: 'seller', companyName: 'Kumar Ventures', verified: true, phone: '+91 98450 12345' },
  { key: 'meera', fullName: 'Meera Iyer', email: 'meera.seller@demo.bizbazaar.in', password: 'demo-seller-2026', role: 'seller', companyName: 'Iyer Holdings', phone: '+91 98860 54321' },
  { key: 'arjun', fullName: 'Arjun Mehta', email: 'arjun.buyer@demo.bizbazaar.in', password: 'demo-buyer-2026', role: 'buyer' },
  { key: 'sana', fullName: 'Sana Sheikh', email: 'sana.buyer@demo.bizbazaar.in', password: 'demo-buyer-2026', role: 'buyer' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Most listings are approved; a few wait for review and two were rejected, so every screen has data. */
function demoStatus(index: number): 'approved' | 'pending' | 'rejected' {
  if (index % 11 === 5) return 'pending';
  if (index % 17 === 9) return 'rejected';
  return 'approved';
}

export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(profiles);
  if ((existing?.total ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const account of demoAccounts) {
      const [created] = await tx
        .insert(profiles)
        .values({
          fullName: account.fullName,
          email: account.email,
          emailVerified: true,
          role: account.role,
          companyName: account.companyName ?? null,
          verified: account.verified ?? false,
          phone: account.phone ?? null,
        })
        .returning({ id: profiles.id });
      if (!created) throw new Error('demo profile insert failed');
      ids.set(account.key, created.id);
      await tx.insert(accounts).values({ userId: created.id, accountId: created.id, providerId: 'credential', password: await hashPassword(account.password) });
    }

    const slugs = [...new Set(demoListings.map((listing) => listing.category))];
    const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

    await tx.insert(businessListings).values(
      demoListings.map((listing, index) => {
        const createdAt = new Date(now.getTime() - ((index * 37) % 90) * DAY_MS - index * 3_600_000);
        const status = demoStatus(index);
        return {
          sellerId: ids.get(index % 2 === 0 ? 'ravi' : 'meera') ?? '',
          categoryId: categoryIds.get(listing.category) ?? null,
          title: listing.title,
          description: listing.description,
          businessType: listing.businessType,
          location: listing.location,
          askingPrice: Math.round(listing.askingPrice * 100),
          revenue: listing.revenue === null ? null : Math.round(listing.revenue * 100),
          profit: listing.profit === null ? null : Math.round(listing.profit * 100),
          establishedYear: listing.establishedYear,
          employeesCount: listing.employeesCount,
          reasonForSelling: listing.reasonForSelling,
          assetsIncluded: listing.assetsIncluded,
          websiteUrl: listing.websiteUrl ?? null,
          status,
          rejectionReason: status === 'rejected' ? 'Please add audited financial statements.' : null,
          viewsCount: status === 'approved' ? (index * 7919) % 900 + 20 : 0,
          createdAt,
          updatedAt: createdAt,
          approvedAt: status === 'approved' ? createdAt : null,
        };
      }),
    );
  });
  return true;
}

export function describeDemoAccounts(): string {
  const lines = demoAccounts.map((account) => `  ${account.role.padEnd(6)}  ${account.email.padEnd(32)}  ${account.password}`);
  return `Demo accounts (SEED_DEMO):\n${lines.join('\n')}`;
}
