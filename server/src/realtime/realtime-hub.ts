// The realtime hub (ARCHITECTURE §6, ADR 0011). Features publish an event to a room; the event goes out as a
// NOTIFY on one channel, every process (this one included) hears it through its LISTEN and hands it to its own
// sockets in that room. So any number of identical processes on one database deliver every event, and one
// process behaves exactly like many.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { CLOSE_SESSION_ENDED, userRoom, type PublishedEvent, type ServerFrame } from '@common/realtime.ts';
import type { DatabaseHandle, Queryable, Transaction } from '../db/client.ts';
import type { NotificationListener } from '../db/notification-listener.ts';
import { decodeBusMessage, encodeEvent, REALTIME_CHANNEL, sendPayloads, type BusEvent, type BusMessage } from './bus-message.ts';
import { EventLoaders } from './event-loaders.ts';
import { LocalRooms } from './local-rooms.ts';
import { RealtimeConnection, type SocketIdentity } from './realtime-connection.ts';
import { CLOSE_GOING_AWAY, REALTIME_LIMITS } from './realtime-limits.ts';
import { RoomAccess } from './room-access.ts';

/** A LISTEN connection slower than this is treated as deaf for the moment (a hung server, ADR 0007). */
const CATCH_UP_TIMEOUT_MS = 1_000;

export interface RealtimeHubOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  heartbeatIntervalMs?: number;
}

export interface SessionsToClose {
  userId: string;
  /** Omitted: every session of the user (a password reset, a deleted account). */
  sessionIds?: string[];
}

/**
 * Told of every revocation the channel carries (the session cache, modules/auth/session-cache.ts), and of
 * whether it can hear them all: not before listening starts, nor while the LISTEN connection is down.
 */
export interface RevocationWatcher {
  forget(sessions: SessionsToClose): void;
  setHearing(isHearing: boolean): void;
}

export class RealtimeHub {
  /** Features register who may follow their rooms: `roomAccess.register('inquiry', rule)`. */
  readonly roomAccess = new RoomAccess();
  /** Features register how to read a row whose event is too large to travel inline. */
  readonly eventLoaders = new EventLoaders();
  private readonly localRooms = new LocalRooms();
  private readonly connections = new Set<RealtimeConnection>();
  private readonly log: FastifyBaseLogger;
  private listener: NotificationListener | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  // Events are delivered in the order they arrive, even when one of them must first be read from the database.
  private deliveries: Promise<void> = Promise.resolve();
  private readonly revocationWatchers: RevocationWatcher[] = [];
  private readonly publicListingWatchers: Array<() => void> = [];

  constructor(private readonly options: RealtimeHubOptions) {
    this.log = options.log;
  }

  /**
   * Sends an event to every socket in the room(s), on every process; a socket in several of them gets it once.
   * For what is already committed (or not in the database at all); a feature's transaction uses publishWith.
   * Never rejects: a lost event costs liveness only (clients refetch on reconnect), so the failure is logged
   * rather than failing a request.
   */
  async publish(rooms: string | readonly string[], event: PublishedEvent): Promise<void> {
    const payload = this.encode({ ...event, rooms: typeof rooms === 'string' ? [rooms] : [...rooms] });
    if (payload === undefined) return;
    try {
      await notify(this.options.database.db, [payload]);
    } catch (error) {
      this.log.error({ err: error, rooms, type: event.type, id: event.id }, 'realtime: could not publish an event');
    }
  }

  /**
   * Sends a transaction's events with it, all in one statement: PostgreSQL delivers them, in order, once the
   * transaction commits, and never for a rollback. Rejects when the statement fails: the transaction is then
   * aborted, and swallowing the error would let its COMMIT quietly roll back a change the caller thinks saved.
   * An event that cannot be encoded is logged and left out instead, so it never costs the change.
   */
  async publishWith(tx: Transaction, events: readonly BusEvent[]): Promise<void> {
    await notify(tx, this.encodeAll(events));
  }

  /**
   * The events as the channel carries them, for a statement that sends them itself (sendPayloads): one that
   * writes rows and their events at once, with no transaction around it. Same rules as publishWith.
   */
  encodeAll(events: readonly BusEvent[]): string[] {
    return events.map((event) => this.encode(event)).filter((payload) => payload !== undefined);
  }

  /**
   * Closes the sockets of revoked sessions on this process at once, and forgets them here. Every process, this
   * one included, also hears of it from the database, which sends `sessions-revoked` with the commit that
   * deletes session rows (migration 0019), however they are deleted.
   */
  async closeSessions(sessions: SessionsToClose): Promise<void> {
    this.forgetSessions(sessions);
    this.closeLocalSessions(sessions);
  }

  watchRevocations(watcher: RevocationWatcher): void {
    this.revocationWatchers.push(watcher);
  }

  /**
   * `forget` runs whenever what the public sees of a listing may have changed, on any process: when the database's
   * notice arrives (migration 0021, sent with the commit of the change), and after the LISTEN connection was
   * re-opened, since notices sent while it was down are lost (ADR 0026). What it forgets is this process's cached
   * public pages and counts.
   */
  watchPublicListings(forget: () => void): void {
    this.publicListingWatchers.push(forget);
  }

  /**
   * Whether every notice committed before this call (revocations, changed users, changed public listings) has now
   * been handed to the watchers: one round trip on the LISTEN connection, shared by the callers of the moment.
   * False when that cannot be known in time (not listening, or no answer within CATCH_UP_TIMEOUT_MS); the caller
   * then asks the database itself.
   */
  async catchUpOnRevocations(): Promise<boolean> {
    const listener = this.listener;
    if (!listener) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, CATCH_UP_TIMEOUT_MS, false)));
    try {
      return await Promise.race([listener.caughtUp().then(() => true, () => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether one more socket of this user fits on this process. */
  hasRoomForSocket(userId: string): boolean {
    return this.localRooms.countMembers(userRoom(userId)) < REALTIME_LIMITS.maxSocketsPerUser;
  }

  connect(socket: WebSocket, identity: SocketIdentity): RealtimeConnection {
    const connection = new RealtimeConnection(socket, identity, {
      canFollow: (userId, room) => this.roomAccess.canFollow(userId, room),
      join: (member, room) => this.localRooms.join(member, room),
      leave: (member, room) => this.localRooms.leave(member, room),
      onClosed: (member) => {
        this.localRooms.leaveAll(member);
        this.connections.delete(member);
      },
      onCheckFailed: (error) => this.log.error({ err: error }, 'realtime: a room access check failed'),
    });
    this.connections.add(connection);
    return connection;
  }

  /** Sockets open on this process. */
  get socketCount(): number {
    return this.connections.size;
  }

  async start(): Promise<void> {
    let hasLostConnection = false;
    // Attempts are retried every half second while the database is down: one warning per outage, not per attempt.
    let isInOutage = false;
    this.listener = await this.options.database.listen(REALTIME_CHANNEL, {
      onNotification: (payload) => this.receive(payload),
      onReconnect: () => {
        if (isInOutage) this.log.info('realtime: listening again');
        isInOutage = false;
        this.setHearing(true);
        this.forgetPublicListings();
        this.askEveryoneToResync();
      },
      onError: (error) => {
        hasLostConnection = true;
        this.setHearing(false);
        if (isInOutage) return this.log.debug({ err: error }, 'realtime: still not listening; retrying');
        isInOutage = true;
        this.log.warn({ err: error }, 'realtime: lost the LISTEN connection; retrying');
      },
    });
    // A first attempt that failed is retried, and onReconnect says when it is back.
    if (!hasLostConnection) this.setHearing(true);
    const intervalMs = this.options.heartbeatIntervalMs ?? REALTIME_LIMITS.heartbeatIntervalMs;
    this.heartbeatTimer = setInterval(() => this.beat(), intervalMs);
    this.heartbeatTimer.unref();
  }

  /** Tells clients to reconnect elsewhere; the process is going away. */
  closeAllSockets(): void {
    for (const connection of [...this.connections]) connection.close(CLOSE_GOING_AWAY, 'Server shutting down');
  }

  /** Stops listening; must run before the database closes (TOOLCHAIN: PGlite's unlisten after close). */
  async stop(): Promise<void> {
    this.setHearing(false);
    clearInterval(this.heartbeatTimer);
    this.closeAllSockets();
    await this.listener?.stop();
    this.listener = undefined;
    await this.deliveries;
  }

  /** The bus message for an event to its distinct rooms; undefined (and logged) when there is nothing to send. */
  private encode(event: BusEvent): string | undefined {
    const rooms = [...new Set(event.rooms)];
    if (rooms.length === 0) return undefined;
    try {
      return encodeEvent({ ...event, rooms });
    } catch (error) {
      this.log.error({ err: error, rooms, type: event.type, id: event.id }, 'realtime: could not encode an event');
      return undefined;
    }
  }

  private receive(payload: string) {
    const message = decodeBusMessage(payload);
    if (!message) return this.log.warn('realtime: ignored a notification that is not ours');
    // At once, not behind deliveries that may be reading rows: a revoked session must stop working now.
    if (message.kind === 'sessions-revoked' || message.kind === 'user-changed') this.forgetSessions(message);
    if (message.kind === 'user-changed') return;
    // At once as well: a page whose listing was withdrawn must not be served again from any process's cache.
    if (message.kind === 'public-listings-changed') return this.forgetPublicListings();
    this.deliveries = this.deliveries.then(() => this.deliver(message));
  }

  private async deliver(message: Exclude<BusMessage, { kind: 'user-changed' | 'public-listings-changed' }>): Promise<void> {
    if (message.kind === 'sessions-revoked') return this.closeLocalSessions(message);
    const { rooms } = message.event;
    if (rooms.every((room) => this.localRooms.countMembers(room) === 0)) return;
    const { type, id, data } = message.kind === 'event' ? message.event : await this.eventLoaders.load(message.event, this.log);
    const reached = new Set<RealtimeConnection>();
    for (const room of rooms) {
      const text = JSON.stringify({ type, id, room, data } satisfies ServerFrame);
      for (const connection of this.localRooms.membersOf(room)) {
        if (reached.has(connection)) continue;
        reached.add(connection);
        connection.sendText(text);
      }
    }
  }

  private forgetSessions({ userId, sessionIds }: SessionsToClose) {
    for (const watcher of this.revocationWatchers) watcher.forget({ userId, sessionIds });
  }

  private forgetPublicListings() {
    for (const forget of this.publicListingWatchers) forget();
  }

  private setHearing(isHearing: boolean) {
    for (const watcher of this.revocationWatchers) watcher.setHearing(isHearing);
  }

  private closeLocalSessions({ userId, sessionIds }: SessionsToClose) {
    for (const connection of this.localRooms.membersOf(userRoom(userId))) {
      if (sessionIds === undefined || sessionIds.includes(connection.identity.sessionId)) connection.close(CLOSE_SESSION_ENDED, 'Session ended');
    }
  }

  private askEveryoneToResync() {
    const text = JSON.stringify({ type: 'resync' });
    for (const connection of [...this.connections]) connection.sendText(text);
  }

  private beat() {
    const now = new Date();
    for (const connection of [...this.connections]) {
      connection.heartbeat(now, (expired) => expired.close(CLOSE_SESSION_ENDED, 'Session expired'));
    }
  }
}

async function notify(via: Queryable, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  await via.execute(sql`select ${sendPayloads(payloads)}`);
}
