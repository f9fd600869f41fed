// Signed-in sessions remembered for a few seconds in each process (ADR 0003), so that a signed-in request does
// not read its session and user from the database, check the cookie's signature and build better-auth's request
// context every time. Revocation stays immediate: the database itself announces every deleted session and every
// change to what a session carries of its user, with the commit that makes it (migration 0019's triggers, on the
// realtime hub's channel), and the hub hands those notices here; before serving a session from here, one round
// trip on the hub's LISTEN connection (shared by the requests of the moment) makes sure every notice committed
// before the request has arrived. While the hub cannot hear them (its LISTEN connection is down or not yet
// open), nothing is served from here.
import type { Viewer } from '../../http/viewer.ts';

export interface CachedSession {
  viewer: Viewer;
  sessionId: string;
  expiresAt: Date;
}

/** Which sessions to forget: some of a user's, or all of them (a password reset, a changed role or address). */
export interface SessionsToForget {
  userId: string;
  sessionIds?: readonly string[];
}

/** What a lookup must present to store its answer: the state of the cache when the lookup began. */
export type LookupTicket = number;

export interface SessionCacheOptions {
  /**
   * Resolves true once every notice committed before the call has reached forget() (the realtime hub's
   * catchUpOnRevocations), false when that cannot be known: a session revoked the instant before a request
   * must not be served from here, however slowly its notice travels.
   */
  catchUp(): Promise<boolean>;
  /** Safety net only (revocations arrive as notices); short, so anything the notices miss is brief. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** In [0, 1): where in the last TTL_JITTER share of the time limit an entry expires (tests pin it). */
  random?: () => number;
}

/**
 * Revocations and user changes reach the cache as notices, so the limit only bounds what notices do not cover
 * (ADR 0003). 30 s rather than 10: a user who chats sends a message every few seconds, and each miss costs
 * better-auth's most expensive query and its per-request work (docs/performance.md, Realtime, 26 Nov 2026).
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/**
 * Each entry expires somewhere in the last quarter of the time limit. Entries stored together (all the requests a
 * busy moment delayed, answered in one go) would otherwise expire together and send all their sessions through
 * better-auth at once, which delays the next moment's requests the same way: a stall of its own making, once a period
 * (docs/performance.md, Realtime, 26 Nov 2026).
 */
const TTL_JITTER = 0.25;
const MAX_ENTRIES = 10_000;

interface Entry {
  session: CachedSession;
  expiresAt: number;
}

export class SessionCache {
  /** By the signed cookie value: a hit is a string better-auth verified before, so its signature needs no check. */
  private readonly entries = new Map<string, Entry>();
  private isHearingRevocations = false;
  // Bumped by every notice and every change of hearing. A lookup that read the database before a notice arrived
  // may hold a session revoked since; it must not be stored (see remember()).
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly catchUp: () => Promise<boolean>;

  constructor(options: SessionCacheOptions) {
    this.catchUp = options.catchUp;
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session remembered for this cookie, once every notice committed before this call has been heard. */
  async findCurrent(token: string): Promise<CachedSession | undefined> {
    if (!this.find(token)) return undefined;
    if (!(await this.catchUp())) return undefined;
    return this.find(token);
  }

  /** What is remembered right now, without waiting for notices on their way. */
  find(token: string): CachedSession | undefined {
    if (!this.isHearingRevocations) return undefined;
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.expiresAt || entry.session.expiresAt.getTime() <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.session;
  }

  /** Taken before reading the session from the database. */
  startLookup(): LookupTicket {
    return this.generation;
  }

  /** Stores what a lookup read, unless a notice (or a gap in hearing them) came in while it was reading. */
  remember(token: string, session: CachedSession, ticket: LookupTicket): void {
    if (!this.isHearingRevocations || ticket !== this.generation) return;
    this.entries.delete(token);
    const lifetime = this.ttlMs * (1 - TTL_JITTER * this.random());
    this.entries.set(token, { session, expiresAt: this.now() + lifetime });
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forget({ userId, sessionIds }: SessionsToForget): void {
    this.generation += 1;
    for (const [token, { session }] of this.entries) {
      if (session.viewer.id === userId && (sessionIds === undefined || sessionIds.includes(session.sessionId))) this.entries.delete(token);
    }
  }

  /** False while notices may be missed; everything remembered is dropped either way (some notices may be lost). */
  setHearing(isHearing: boolean): void {
    this.generation += 1;
    this.isHearingRevocations = isHearing;
    this.entries.clear();
  }
}

/** The session cookie's value in a Cookie header, as sent (still signed and URI-encoded); undefined: none, or two. */
export function sessionTokenCookie(cookieHeader: string | undefined, cookieName: string): string | undefined {
  if (!cookieHeader) return undefined;
  const prefix = `${cookieName}=`;
  let found: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(prefix)) continue;
    // Two of them: which one better-auth reads is its business, so such a request is not cached at all.
    if (found !== undefined) return undefined;
    found = pair.slice(prefix.length);
  }
  return found || undefined;
}
