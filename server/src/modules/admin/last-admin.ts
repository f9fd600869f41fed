// ARCHITECTURE §5: the last admin can never be removed or demoted, whoever asks (an admin in the console, the
// admin deleting their own account). One rule for role changes and deletions alike.
import { asc, eq } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE } from '@common/admin.ts';
import type { Transaction } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';

/**
 * Refuses (409) when `userId` is the only admin. Locks every admin's row in id order first, so two requests that
 * each remove one of the last two admins run one after the other and the second sees the first one's change.
 */
export async function assertAnotherAdminRemains(tx: Transaction, userId: string): Promise<void> {
  const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin')).orderBy(asc(profiles.id)).for('update');
  if (admins.length <= 1 && admins.some((admin) => admin.id === userId)) throw conflict(LAST_ADMIN_MESSAGE);
}
