// The Audit Log tab (issue 10): who did what to which target and when, newest first, keyset-paginated, optionally
// one action. The actor is null once their account is deleted (the trail outlives it, ADR 0013).
import { and, desc, eq } from 'drizzle-orm';
import type { auditLogQuerySchema } from '@common/admin.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText } from '../../db/keyset-cursor.ts';
import { auditLog, profiles } from '../../db/schema.ts';
import { presentAuditEntry } from './admin.presenter.ts';

export async function findAuditEntries(db: Database, query: z.output<typeof auditLogQuerySchema>) {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      atText: timestampText(auditLog.at),
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      actorId: profiles.id,
      actorName: profiles.fullName,
      actorEmail: profiles.email,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(query.action && eq(auditLog.action, query.action), cursor && isBeforeCursor(auditLog.at, auditLog.id, cursor)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) =>
      presentAuditEntry({
        ...row,
        actor: row.actorId && row.actorName !== null && row.actorEmail !== null ? { id: row.actorId, fullName: row.actorName, email: row.actorEmail } : null,
      }),
    ),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.atText, id: last.id }) : null,
  };
}
