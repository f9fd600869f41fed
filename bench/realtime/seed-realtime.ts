// What the realtime benchmark needs, written with plain SQL in a few statements: signed-in users (a session row
// and the cookie better-auth would have set, so 10,000 users need no 10,000 rate-limited sign-ins), chat pairs
// whose seller has already answered (so both sides may post, SPEC §4), a seller with thousands of inquiries and
// a thread of a thousand messages.
import { createHmac } from 'node:crypto';
import type pg from 'pg';

// better-auth's cookie: the prefix configured in server/src/modules/auth/auth.ts, then its own name.
const SESSION_COOKIE_NAME = 'bizbazaar.session_token';
// A fresh session: better-auth refreshes a session row (a write per request) once it is older than updateAge,
// judged by expiresAt − expiresIn; expiring 30 days out (expiresIn in auth.ts) makes it brand new.
const SESSION_LIFETIME = '30 days';

export interface BenchUser {
  id: string;
  /** A Cookie header value. */
  cookie: string;
}

export interface ChatPair {
  inquiryId: string;
  buyer: BenchUser;
  seller: BenchUser;
}

/** better-call's signed cookie, as better-auth sets it: `token.HMAC-SHA256(secret, token)` in base64, URI-encoded. */
export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

export class BenchSeeder {
  private batch = 0;

  constructor(
    private readonly client: pg.Client,
    private readonly authSecret: string,
  ) {}

  /** `count` users, each signed in once (one session, however many sockets it opens). */
  async signedInUsers(count: number, role: 'buyer' | 'seller'): Promise<BenchUser[]> {
    const label = `${role}${(this.batch += 1)}`;
    const { rows } = await this.client.query<{ user_id: string; token: string }>(
      `with new_users as (
         insert into profiles (full_name, email, email_verified, role)
         select 'Bench ' || initcap($1) || ' ' || n, 'bench.' || $1 || '.' || n || '@bizbazaar.invalid', true, $2
         from generate_series(1, $3::int) as n
         returning id
       )
       insert into sessions (user_id, token, expires_at)
       select id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), now() + interval '${SESSION_LIFETIME}'
       from new_users
       returning user_id, token`,
      [label, role, count],
    );
    return rows.map((row) => ({ id: row.user_id, cookie: signedSessionCookie(row.token, this.authSecret) }));
  }

  /** Buyer–seller pairs, each with a listing and an inquiry the seller has answered, so either side may post. */
  async chatPairs(count: number): Promise<ChatPair[]> {
    const sellers = await this.signedInUsers(count, 'seller');
    const buyers = await this.signedInUsers(count, 'buyer');
    const { rows } = await this.client.query<{ id: string; buyer_id: string; seller_id: string }>(
      `with pairs as (
         select * from unnest($1::uuid[], $2::uuid[]) as p(seller_id, buyer_id)
       ), listings as (
         ${insertListings('select seller_id, 1 from pairs')}
       ), new_inquiries as (
         insert into inquiries (listing_id, buyer_id, seller_id, message, status, seller_responded)
         select l.id, p.buyer_id, p.seller_id, 'Is the business still available?', 'responded', true
         from listings l join pairs p using (seller_id)
         returning id, buyer_id, seller_id
       ), answers as (
         insert into inquiry_messages (inquiry_id, sender_id, message, read_by_buyer, read_by_seller)
         select id, seller_id, 'Yes, it is. Happy to answer your questions.', true, true from new_inquiries
       )
       select id, buyer_id, seller_id from new_inquiries`,
      [sellers.map((user) => user.id), buyers.map((user) => user.id)],
    );
    const byId = new Map([...sellers, ...buyers].map((user) => [user.id, user]));
    const user = (id: string) => {
      const found = byId.get(id);
      if (!found) throw new Error(`seeded inquiry names an unknown user ${id}`);
      return found;
    };
    return rows.map((row) => ({ inquiryId: row.id, buyer: user(row.buyer_id), seller: user(row.seller_id) }));
  }

  /**
   * A seller with `inquiries` inquiries over ten listings, each from its own buyer, each with the buyer's
   * question and the seller's answer; every third one has an answer from the buyer the seller has not read.
   */
  async busySeller(inquiries: number): Promise<BenchUser> {
    const [seller] = await this.signedInUsers(1, 'seller');
    if (!seller) throw new Error('could not seed the busy seller');
    const label = `asker${(this.batch += 1)}`;
    await this.client.query(
      `with buyers as (
         insert into profiles (full_name, email, email_verified, role)
         select 'Bench Asker ' || n, 'bench.' || $2 || '.' || n || '@bizbazaar.invalid', true, 'buyer'
         from generate_series(1, $3::int) as n
         returning id
       ), numbered_buyers as (
         select id, row_number() over () as n from buyers
       ), listings as (
         ${insertListings('select $1::uuid, n from generate_series(1, 10) as n')}
       ), numbered_listings as (
         select id, row_number() over () - 1 as slot from listings
       ), new_inquiries as (
         insert into inquiries (listing_id, buyer_id, seller_id, message, status, seller_responded, created_at,
                                seller_received_at, buyer_received_at, last_message_at)
         select l.id, b.id, $1::uuid, 'Is the business still available?', 'responded', true,
                now() - make_interval(mins => b.n::int), now() - make_interval(mins => b.n::int) + interval '20 seconds',
                now() - make_interval(mins => b.n::int) + interval '10 seconds', now() - make_interval(mins => b.n::int) + interval '20 seconds'
         from numbered_buyers b join numbered_listings l on l.slot = b.n % 10
         returning id, buyer_id, created_at
       )
       insert into inquiry_messages (inquiry_id, sender_id, message, read_by_buyer, read_by_seller, created_at)
       select id, $1::uuid, 'Yes, it is. Happy to answer your questions.', true, true, created_at + interval '10 seconds' from new_inquiries
       union all
       select i.id, i.buyer_id, 'Thank you. Could you share the last two years of revenue?', true, false, i.created_at + interval '20 seconds'
       from new_inquiries i join numbered_buyers b on b.id = i.buyer_id where b.n % 3 = 0`,
      [seller.id, label, inquiries],
    );
    return seller;
  }

  /** One conversation of `messages` messages, taking turns, a few seconds apart; the newest few unread by the buyer. */
  async longThread(messages: number): Promise<ChatPair> {
    const [pair] = await this.chatPairs(1);
    if (!pair) throw new Error('could not seed the long thread');
    await this.client.query(
      `insert into inquiry_messages (inquiry_id, sender_id, message, read_by_buyer, read_by_seller, created_at)
       select $1::uuid, case when n % 2 = 0 then $2::uuid else $3::uuid end,
              'Message ' || n || ' of a long negotiation about the price, the lease and the staff who stay on.',
              n % 2 = 0 or n < $4::int - 3, n % 2 = 1 or n < $4::int - 3,
              now() - make_interval(secs => ($4::int - n) * 7)
       from generate_series(1, $4::int) as n`,
      [pair.inquiryId, pair.buyer.id, pair.seller.id, messages],
    );
    return pair;
  }

  /** Statistics and visibility maps, as autovacuum would leave them on a live database. */
  async vacuumAnalyze(): Promise<void> {
    await this.client.query('vacuum analyze');
  }
}

/** An INSERT … RETURNING of approved listings, one per (seller_id, n) row of `source`. */
function insertListings(source: string): string {
  return `insert into business_listings (seller_id, title, description, asking_price, location, status, approved_at)
          select seller_id, 'Bench business ' || n, 'A business listed for the realtime benchmark.', 45000000, 'Pune, Maharashtra', 'approved', now()
          from (${source}) as source(seller_id, n)
          returning id, seller_id`;
}
