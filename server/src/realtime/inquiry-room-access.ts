// ARCHITECTURE §5: an inquiry's conversation belongs to its buyer and its seller, and so does its room.
import { and, eq, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { inquiries } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { RoomAccessRule } from './room-access.ts';

export function canFollowInquiryRoom(db: Queryable): RoomAccessRule {
  return async ({ userId, key }) => {
    // Not a uuid: no such inquiry, and PostgreSQL would refuse the comparison.
    if (!isUuid(key)) return false;
    const rows = await db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(eq(inquiries.id, key), or(eq(inquiries.buyerId, userId), eq(inquiries.sellerId, userId))))
      .limit(1);
    return rows.length > 0;
  };
}
