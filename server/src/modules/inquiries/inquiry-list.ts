// GET /api/inquiries: the viewer's inquiries as buyer and as seller, sorted by the latest message the viewer
// received (SPEC §7), keyset-paginated. Each side is one backward range scan of its own index
// (inquiries_buyer_received_idx, inquiries_seller_received_idx), merged and cut to the page, so a seller with
// thousands of inquiries still reads one page of rows; preview and unread count are then looked up for that
// page only, each through an index.
import { sql, type SQL } from 'drizzle-orm';
import type { InquiriesPage, InquirySummary, ParticipantRole } from '@common/inquiries.ts';
import type { ListingStatus } from '@common/listings.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, isBeforeCursor, timestampText, type TimeCursor } from '../../db/keyset-cursor.ts';
import type { Viewer } from '../../http/viewer.ts';
import { listingAvailability } from '../listings/listings.policy.ts';
import { presentCounterpart, senderTypeOf } from './inquiries.presenter.ts';

export interface InquiryListQuery {
  role?: ParticipantRole;
  cursor?: string;
  limit: number;
}

interface SummaryRow {
  id: string;
  viewer_role: ParticipantRole;
  received_text: string;
  listing_id: string | null;
  listing_title: string;
  counterpart_id: string | null;
  counterpart_name: string | null;
  status: InquirySummary['status'];
  seller_responded: boolean;
  created_at: string | Date;
  last_preview: string | null;
  last_sender_id: string | null;
  last_created_at: string | Date | null;
  seller_id: string | null;
  listing_status: ListingStatus | null;
  listing_withdrawn_at: string | Date | null;
  unread_count: number;
}

const PREVIEW_LENGTH = 200;

function sideOfList(viewer: Viewer, role: ParticipantRole, cursor: TimeCursor | undefined, limit: number): SQL {
  const own = role === 'buyer' ? sql.raw('buyer_id') : sql.raw('seller_id');
  const received = role === 'buyer' ? sql.raw('buyer_received_at') : sql.raw('seller_received_at');
  const after = cursor ? sql`and ${isBeforeCursor(received, sql.raw('id'), cursor)}` : sql``;
  return sql`(select id, ${role}::text as viewer_role, ${received} as received_at from inquiries
    where ${own} = ${viewer.id} ${after}
    order by ${received} desc, id desc limit ${limit})`;
}

/** The statement behind a page (exported for the EXPLAIN test). */
export function buildInquiryListQuery(viewer: Viewer, query: InquiryListQuery): SQL {
  const cursor = query.cursor === undefined ? undefined : decodeTimeCursor(query.cursor);
  const take = query.limit + 1;
  const roles: ParticipantRole[] = query.role ? [query.role] : ['buyer', 'seller'];
  const sides = sql.join(
    roles.map((role) => sideOfList(viewer, role, cursor, take)),
    sql` union all `,
  );
  return sql`
    with page as (select * from (${sides}) as sides order by received_at desc, id desc limit ${take})
    select page.id, page.viewer_role,
      ${timestampText(sql.raw('page.received_at'))} as received_text,
      i.listing_id, coalesce(l.title, i.listing_title, '') as listing_title, i.seller_id,
      l.status as listing_status, l.withdrawn_at as listing_withdrawn_at,
      counterpart.id as counterpart_id, counterpart.full_name as counterpart_name,
      i.status, i.seller_responded, i.created_at,
      last.preview as last_preview, last.sender_id as last_sender_id, last.created_at as last_created_at,
      case when page.viewer_role = 'buyer'
        then (select count(*) from inquiry_messages m where m.inquiry_id = i.id and not m.read_by_buyer)
        else (select count(*) from inquiry_messages m where m.inquiry_id = i.id and not m.read_by_seller)
      end::int as unread_count
    from page
    join inquiries i on i.id = page.id
    -- Outer joins: the other side may have erased their account, and the listing gone with its seller (ADR 0033).
    left join business_listings l on l.id = i.listing_id
    left join profiles counterpart on counterpart.id = case when page.viewer_role = 'buyer' then i.seller_id else i.buyer_id end
    left join lateral (
      select left(m.message, ${PREVIEW_LENGTH}) as preview, m.sender_id, m.created_at from inquiry_messages m
      where m.inquiry_id = i.id order by m.created_at desc, m.id desc limit 1
    ) last on true
    order by page.received_at desc, page.id desc`;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export async function listInquiries(db: Queryable, viewer: Viewer, query: InquiryListQuery): Promise<InquiriesPage> {
  const rows = await queryRows<SummaryRow>(db, buildInquiryListQuery(viewer, query));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      listing: { id: row.listing_id, title: row.listing_title },
      viewerRole: row.viewer_role,
      counterpart: presentCounterpart(row.counterpart_id === null || row.counterpart_name === null ? null : { id: row.counterpart_id, fullName: row.counterpart_name }),
      status: row.status,
      sellerResponded: row.seller_responded,
      // A listing gone with its seller's account is no longer available, as the conversation says (ADR 0033).
      listingAvailability:
        row.listing_status === null ? 'unavailable' : listingAvailability({ status: row.listing_status, withdrawnAt: row.listing_withdrawn_at === null ? null : new Date(row.listing_withdrawn_at) }),
      lastMessage:
        row.last_preview === null || row.last_created_at === null
          ? null
          : { preview: row.last_preview, senderType: senderTypeOf(row.last_sender_id, { sellerId: row.seller_id }), createdAt: iso(row.last_created_at) },
      lastReceivedAt: iso(row.received_text),
      unreadCount: row.unread_count,
      createdAt: iso(row.created_at),
    })),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor({ at: last.received_text, id: last.id }) : null,
  };
}
