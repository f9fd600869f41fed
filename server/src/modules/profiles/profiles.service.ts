import { eq } from 'drizzle-orm';
import type { updateProfileSchema } from '@common/profiles.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';

export async function findProfile(db: Database, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export async function updateOwnProfile(db: Database, viewer: Viewer, input: z.output<typeof updateProfileSchema>) {
  const [row] = await db
    .update(profiles)
    .set({
      fullName: input.fullName,
      phone: input.phone,
      companyName: input.companyName,
      avatarUrl: input.avatarUrl,
      messageEmailsEnabled: input.messageEmailsEnabled,
      listingUpdateEmailsEnabled: input.listingUpdateEmailsEnabled,
      // An admin keeps the admin role: only another admin may change it (ARCHITECTURE §5), and the schema
      // never lets anyone give themselves "admin". Undefined fields are left unchanged by Drizzle.
      role: viewer.role === 'admin' ? undefined : input.role,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, viewer.id))
    .returning();
  if (!row) throw notFound('No user found');
  return row;
}
