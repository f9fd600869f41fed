// How quickly a seller answers (issue 25 "Who the seller is"; ADR 0037): the median time from an inquiry to the
// seller's first reply, over the seller's latest REPLY_TIME_WINDOW inquiries that have one. Kept on the seller's
// profile by a job, so a page view reads two columns instead of computing it. The job is enqueued by the
// statement that writes a seller's first reply (inquiry-messages.service.ts), once per seller while pending.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { REPLY_TIME_MIN_REPLIED, REPLY_TIME_WINDOW } from '@common/trust-text.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import type { NewJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';

export const SELLER_REPLY_TIME_JOB = 'seller-reply-time';

const payloadSchema = z.object({ sellerId: z.string() });

/** At most one pending recompute per seller: replies that come while it waits are counted by it. */
export const sellerReplyTimeKey = (sellerId: string) => `${SELLER_REPLY_TIME_JOB}:${sellerId}`;

export function sellerReplyTimeJob(sellerId: string): NewJob {
  return { kind: SELLER_REPLY_TIME_JOB, payload: { sellerId }, dedupeKey: sellerReplyTimeKey(sellerId) };
}

export interface ReplyTimeStats {
  /** Replied inquiries the median is taken over (at most REPLY_TIME_WINDOW). */
  replied: number;
  /** Whole seconds, the middle value (the mean of the two middle ones for an even count); null with no replies. */
  medianSeconds: number | null;
}

/**
 * The seller's latest REPLY_TIME_WINDOW inquiries (by when the buyer sent them) that the seller answered, each
 * with the time from the inquiry to the seller's first message in it; percentile_cont(0.5) is the median with
 * the two middle values averaged. The seller's inquiries are one range of inquiries_seller_status_listing_idx,
 * each first reply one range of inquiry_messages_inquiry_created_idx.
 */
export async function computeReplyTime(db: Queryable, sellerId: string): Promise<ReplyTimeStats> {
  const [row] = await queryRows<{ replied: number; median_seconds: number | null }>(db, sql`
    with latest as (
      select extract(epoch from first_reply.at - i.created_at) as seconds
      from inquiries i
      cross join lateral (
        select min(m.created_at) as at from inquiry_messages m where m.inquiry_id = i.id and m.sender_id = i.seller_id
      ) first_reply
      where i.seller_id = ${sellerId} and i.seller_responded and first_reply.at is not null
      order by i.created_at desc, i.id desc
      limit ${REPLY_TIME_WINDOW}
    )
    select count(*)::int as replied,
           round(percentile_cont(0.5) within group (order by greatest(seconds, 0)))::int as median_seconds
    from latest`);
  return { replied: row?.replied ?? 0, medianSeconds: row?.median_seconds ?? null };
}

/** What the pages show: the median once there are enough replies to mean something, else nothing. */
export function shownReplyMedian(profile: { replyMedianSeconds: number | null; repliedInquiriesCount: number }): number | null {
  return profile.repliedInquiriesCount >= REPLY_TIME_MIN_REPLIED ? profile.replyMedianSeconds : null;
}

/** The `seller-reply-time` handler, registered in app.ts: recomputes and stores the seller's figures. */
export function createSellerReplyTimeHandler(): JobHandler {
  return async ({ tx, payload }) => {
    const { sellerId } = payloadSchema.parse(payload);
    const stats = await computeReplyTime(tx, sellerId);
    // A seller erased meanwhile has no row: nothing to update.
    await tx
      .update(profiles)
      .set({ replyMedianSeconds: stats.medianSeconds, repliedInquiriesCount: stats.replied })
      .where(eq(profiles.id, sellerId));
  };
}
