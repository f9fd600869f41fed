// Double opt-in (ARCHITECTURE §7): the confirmation mail goes into the outbox in the same transaction that
// records the address, so either both happen or neither.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { newsletterConfirmationMail } from '../../mail/templates.ts';

/** Returns true when a confirmation mail was queued. Known addresses get no second mail (no mail bombing). */
export async function subscribeToNewsletter(db: Database, email: string, confirmUrl: (token: string) => string): Promise<boolean> {
  const normalizedEmail = email.toLowerCase();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscriptions)
      .values({ email: normalizedEmail, confirmToken: randomBytes(24).toString('base64url') })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning();
    if (!created) return false;
    // An address, not an account: erasing an account purges it by its address (account-erasure.ts).
    await enqueueEmail(tx, newsletterConfirmationMail(normalizedEmail, confirmUrl(created.confirmToken)), { aboutUserIds: [] });
    return true;
  });
}

export async function confirmNewsletterSubscription(db: Database, token: string): Promise<boolean> {
  const [existing] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.confirmToken, token));
  if (!existing) return false;
  await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.id, existing.id), isNull(newsletterSubscriptions.confirmedAt)));
  return true;
}
