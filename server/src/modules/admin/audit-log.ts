// Every admin action leaves a row in audit_log, written in the same transaction as the action itself, so the
// trail never shows a change that did not happen nor misses one that did (issue 10).
import { sql } from 'drizzle-orm';
import type { AuditAction } from '@common/admin.ts';
import type { Transaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntryInput {
  actorId: string;
  action: AuditAction;
  targetType: 'business_listing' | 'profile' | 'listing_report';
  targetId: string;
  /** What the target was called at the time (a listing's title, a user's e-mail): the target may be gone later. */
  label: string;
  /**
   * Whose data the label names: the user of an e-mail, the seller of a listing's title (ADR 0024). When one of
   * them erases their account, the label is replaced and the entry keeps only what happened, to which id.
   */
  aboutUserIds: readonly string[];
  details?: Record<string, unknown>;
}

export async function writeAudit(tx: Transaction, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: { ...entry.details, label: entry.label },
    aboutUserIds: [...new Set(entry.aboutUserIds)],
    // When the action happened, not when its transaction began (the column's default, now()): two admins acting on
    // one row at once both begin before either holds its lock, and the one that waited would be logged first.
    at: sql`clock_timestamp()`,
  });
}
