// The very first admin of a deployment is made from the command line (npm run admin:create). Nobody can
// become admin through the API by themselves (ARCHITECTURE §5).
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/auth.ts';
import { fullNameSchema } from '@common/profiles.ts';
import type { Database } from '../../db/client.ts';
import { accounts, auditLog, profiles } from '../../db/schema.ts';

export const createAdminInputSchema = z.object({
  email: z.email('--email must be an e-mail address').transform((email) => email.toLowerCase()),
  password: z.string().min(PASSWORD_MIN_LENGTH, `--password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(PASSWORD_MAX_LENGTH).optional(),
  name: fullNameSchema.optional(),
});
export type CreateAdminInput = z.infer<typeof createAdminInputSchema>;

export type CreateAdminResult = { outcome: 'created' | 'promoted'; id: string };

export async function createOrPromoteAdmin(db: Database, input: CreateAdminInput): Promise<CreateAdminResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(profiles).where(eq(sql`lower(${profiles.email})`, input.email));
    if (existing) {
      await tx.update(profiles).set({ role: 'admin', updatedAt: new Date() }).where(eq(profiles.id, existing.id));
      await tx.insert(auditLog).values({ action: 'user.promoted_to_admin', targetType: 'profile', targetId: existing.id, details: { via: 'cli' } });
      return { outcome: 'promoted', id: existing.id };
    }
    if (!input.password || !input.name) throw new Error('A new admin needs --password and --name as well as --email.');
    // The operator vouches for the address, so it counts as confirmed.
    const [created] = await tx
      .insert(profiles)
      .values({ fullName: input.name, email: input.email, emailVerified: true, role: 'admin' })
      .returning({ id: profiles.id });
    if (!created) throw new Error('could not create the admin profile');
    await tx.insert(accounts).values({ userId: created.id, accountId: created.id, providerId: 'credential', password: await hashPassword(input.password) });
    await tx.insert(auditLog).values({ action: 'user.created_admin', targetType: 'profile', targetId: created.id, details: { via: 'cli' } });
    return { outcome: 'created', id: created.id };
  });
}
