import type { Profile } from '@common/profiles.ts';
import type { profiles } from '../../db/schema.ts';

export function presentProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    emailVerified: row.emailVerified,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    companyName: row.companyName,
    role: row.role,
    verified: row.verified,
    messageEmailsEnabled: row.messageEmailsEnabled,
    listingUpdateEmailsEnabled: row.listingUpdateEmailsEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}
