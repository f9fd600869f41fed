// The browser's side of the realtime wire (ARCHITECTURE §6, ADR 0011), kept free of the DOM so its rules are
// unit-tested in node: one socket shared by every feature, rooms followed by reference count and followed
// again after every reconnect, reconnects after 1, 2, 5, 10 s (then every 10 s), a refetch of everything after
// a reconnect or a server resync (a dropped connection loses nothing), no reconnect once the session has ended,
// and created rows delivered once even if they arrive twice.
import { CLOSE_SESSION_ENDED, realtimeEventTypes, type ClientFrame, type RealtimeEvent, type RealtimeEventType } from './realtime.ts';

/** ARCHITECTURE §6: the waits before reconnect attempts 1, 2, 3, 4 and every later one. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
/** A connection open at least this long counts as healthy: the next drop starts the waits from 1 s again. */
export const STABLE_CONNECTION_MS = 10_000;
/** How many created rows are remembered for dedupe; far more than arrive between two refetches. */
export const SEEN_IDS_LIMIT = 500;

// message.read and inquiry.updated carry the inquiry's id and legitimately repeat; created rows do not.
const dedupedEventTypes: ReadonlySet<RealtimeEventType> = new Set(['message.created', 'notification.created']);
const eventTypes: ReadonlySet<string> = new Set(realtimeEventTypes);

export function reconnectDelayMs(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? RECONNECT_DELAYS_MS[0];
}

/** The last `limit` keys seen, oldest forgotten first. */
export class RecentKeys {
  private readonly keys = new Set<string>();

  constructor(private readonly limit: number) {}

  /** True if the key was seen already; remembers it either way. */
  seenBefore(key: string): boolean {
    if (this.keys.has(key)) return true;
    this.keys.add(key);
    if (this.keys.size > this.limit) {
      const oldest = this.keys.values().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    return false;
  }
}

export interface SocketHandlers {
  onOpen(): void;
  onMessage(text: string): void;
  onClose(code: number): void;
}

/** What the client needs of a socket; the browser's WebSocket in the app, a fake in tests. */
export interface SocketHandle {
  send(text: string): void;
  close(): void;
}

export type OpenSocket = (handlers: SocketHandlers) => SocketHandle;

export interface RealtimeClientOptions {
  openSocket: OpenSocket;
  /** Events may have been missed (after a reconnect, or the server says so): refetch what is shown. */
  onResync(): void;
  /** The server closed the socket because the session was revoked or expired (close code 4001). */
  onSessionEnded(): void;
  /**
   * An attempt failed before the socket opened. A browser does not say why: the server may be unreachable, or it
   * refused the handshake because the session ended before the socket could be told (e.g. a sign-out in another
   * tab while this page was still connecting), so the app checks its session.
   */
  onAttemptRefused?(): void;
  /** Frames worth a note for a developer but nothing for the user (error frames, unreadable frames). */
  onDebug?(message: string, detail?: unknown): void;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

export class RealtimeClient {
  private readonly listeners = new Set<RealtimeListener>();
  private readonly roomCounts = new Map<string, number>();
  private readonly seen = new RecentKeys(SEEN_IDS_LIMIT);
  private socket: SocketHandle | undefined;
  private isOpen = false;
  private isRunning = false;
  private hasConnected = false;
  private attempt = 0;
  private openedAt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RealtimeClientOptions) {}

  /** Connects (a signed-in user); calling it again while running does nothing. */
  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.hasConnected = false;
    this.attempt = 0;
    this.connect();
  }

  /** Closes the socket for good (sign-out); rooms and listeners stay registered for the next start(). */
  stop(): void {
    this.isRunning = false;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.isOpen = false;
    socket?.close();
  }

  /** Receives every event of this tab's socket; returns the function that stops it. */
  listen(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Follows a room until the returned function is called; one subscribe frame however many follow it. */
  follow(room: string): () => void {
    const count = this.roomCounts.get(room) ?? 0;
    this.roomCounts.set(room, count + 1);
    if (count === 0) this.send({ type: 'subscribe', room });
    let isFollowing = true;
    return () => {
      if (!isFollowing) return;
      isFollowing = false;
      this.unfollow(room);
    };
  }

  private unfollow(room: string): void {
    const count = this.roomCounts.get(room) ?? 0;
    if (count > 1) {
      this.roomCounts.set(room, count - 1);
      return;
    }
    this.roomCounts.delete(room);
    this.send({ type: 'unsubscribe', room });
  }

  private send(frame: ClientFrame): void {
    // Rooms followed before the socket is open are subscribed in onOpen.
    if (this.isOpen) this.socket?.send(JSON.stringify(frame));
  }

  private connect(): void {
    this.reconnectTimer = undefined;
    const socket = this.options.openSocket({
      onOpen: () => {
        if (this.socket !== socket) return;
        this.isOpen = true;
        this.openedAt = Date.now();
        for (const room of this.roomCounts.keys()) this.send({ type: 'subscribe', room });
        if (this.hasConnected) this.options.onResync();
        this.hasConnected = true;
      },
      onMessage: (text) => {
        if (this.socket === socket) this.receive(text);
      },
      onClose: (code) => {
        if (this.socket !== socket) return;
        this.closed(code);
      },
    });
    this.socket = socket;
  }

  private closed(code: number): void {
    const wasOpen = this.isOpen;
    this.socket = undefined;
    this.isOpen = false;
    if (!this.isRunning) return;
    if (code === CLOSE_SESSION_ENDED) {
      this.isRunning = false;
      this.options.onSessionEnded();
      return;
    }
    if (!wasOpen) this.options.onAttemptRefused?.();
    if (wasOpen && Date.now() - this.openedAt >= STABLE_CONNECTION_MS) this.attempt = 0;
    const delay = reconnectDelayMs(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private receive(text: string): void {
    const frame = parseFrame(text);
    if (!frame) {
      this.options.onDebug?.('Unreadable realtime frame', text);
      return;
    }
    if (frame.type === 'resync') {
      this.options.onResync();
      return;
    }
    if (frame.type === 'error') {
      this.options.onDebug?.('Realtime error frame', frame);
      return;
    }
    if (!isRealtimeEvent(frame)) return; // 'subscribed', 'unsubscribed' and anything newer
    if (dedupedEventTypes.has(frame.type) && this.seen.seenBefore(`${frame.type}:${frame.id}`)) return;
    for (const listener of [...this.listeners]) {
      try {
        listener(frame);
      } catch (error) {
        // One feature's failing handler must not keep the event from the others.
        this.options.onDebug?.('Realtime listener failed', error);
      }
    }
  }
}

type Frame = { type: string } & Record<string, unknown>;

function parseFrame(text: string): Frame | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string') {
      return value as Frame;
    }
  } catch {
    // falls through
  }
  return undefined;
}

function isRealtimeEvent(frame: Frame): frame is Frame & RealtimeEvent {
  return eventTypes.has(frame.type) && typeof frame.id === 'string' && typeof frame.room === 'string' && 'data' in frame;
}
