// One client socket: its identity (user and session), the rooms it follows, its frames and its heartbeat.
// Nothing a client sends can throw out of here: bad frames get an error frame, floods are dropped.
import type { RawData, WebSocket } from 'ws';
import { userRoom, type ServerFrame } from '@common/realtime.ts';
import { parseClientFrame } from './client-frames.ts';
import { FrameRate } from './frame-rate.ts';
import { REALTIME_LIMITS } from './realtime-limits.ts';

export interface SocketIdentity {
  userId: string;
  sessionId: string;
  sessionExpiresAt: Date;
}

/** What a connection needs from the hub. */
export interface ConnectionRooms {
  canFollow(userId: string, room: string): Promise<boolean>;
  join(connection: RealtimeConnection, room: string): void;
  leave(connection: RealtimeConnection, room: string): void;
  onClosed(connection: RealtimeConnection): void;
  onCheckFailed(error: unknown): void;
}

export class RealtimeConnection {
  private readonly followedRooms = new Set<string>();
  readonly ownRoom: string;
  private readonly frameRate = new FrameRate(REALTIME_LIMITS.frameBurst, REALTIME_LIMITS.framesPerSecond);
  private pendingSubscriptions = 0;
  private hasAnsweredPing = true;
  private hasWarnedOfRate = false;
  private isClosed = false;

  constructor(
    private readonly socket: WebSocket,
    readonly identity: SocketIdentity,
    private readonly hub: ConnectionRooms,
  ) {
    this.ownRoom = userRoom(identity.userId);
    socket.on('message', (data, isBinary) => void this.handleFrame(data, isBinary));
    socket.on('pong', () => (this.hasAnsweredPing = true));
    socket.on('close', () => this.handleClosed());
    this.follow(this.ownRoom);
  }

  get rooms(): ReadonlySet<string> {
    return this.followedRooms;
  }

  send(frame: ServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  /** Events are serialised once per room and handed to every member as text. */
  sendText(text: string): void {
    if (this.isClosed) return;
    if (this.socket.bufferedAmount > REALTIME_LIMITS.maxBufferedBytes) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
    // The hub forgets it now: a revoked session must get nothing more, even before the close handshake ends.
    this.handleClosed();
  }

  /** One heartbeat tick: drop a socket that missed the last ping or whose session has expired, ping the rest. */
  heartbeat(now: Date, onSessionExpired: (connection: RealtimeConnection) => void): void {
    if (!this.hasAnsweredPing) {
      this.socket.terminate();
      this.handleClosed();
      return;
    }
    if (this.identity.sessionExpiresAt <= now) {
      onSessionExpired(this);
      return;
    }
    this.hasAnsweredPing = false;
    this.socket.ping();
  }

  private async handleFrame(data: RawData, isBinary: boolean) {
    if (this.isClosed) return;
    if (!this.frameRate.take()) {
      if (!this.hasWarnedOfRate) this.send({ type: 'error', code: 'RATE_LIMITED', message: 'Too many frames; slow down.' });
      this.hasWarnedOfRate = true;
      return;
    }
    this.hasWarnedOfRate = false;
    const frame = isBinary ? undefined : parseClientFrame(rawDataToText(data));
    if (!frame) {
      this.send({ type: 'error', code: 'BAD_FRAME', message: 'Send {"type":"subscribe"|"unsubscribe","room":"…"} as JSON text.' });
      return;
    }
    if (frame.type === 'subscribe') await this.subscribe(frame.room);
    else this.unsubscribe(frame.room);
  }

  private async subscribe(room: string) {
    if (this.followedRooms.has(room)) return this.send({ type: 'subscribed', room });
    // Pending checks count too, so a burst of subscribes cannot slip past the limit while they run.
    if (this.followedRooms.size - 1 + this.pendingSubscriptions >= REALTIME_LIMITS.maxSubscriptions) {
      return this.send({ type: 'error', code: 'TOO_MANY_SUBSCRIPTIONS', message: 'Unsubscribe from a room first.', room });
    }
    this.pendingSubscriptions += 1;
    let isAllowed = false;
    try {
      isAllowed = await this.hub.canFollow(this.identity.userId, room);
    } catch (error) {
      this.hub.onCheckFailed(error);
    } finally {
      this.pendingSubscriptions -= 1;
    }
    if (this.isClosed) return;
    if (!isAllowed) return this.send({ type: 'error', code: 'FORBIDDEN', message: 'You cannot follow this room.', room });
    this.follow(room);
    this.send({ type: 'subscribed', room });
  }

  private unsubscribe(room: string) {
    if (room === this.ownRoom) {
      return this.send({ type: 'error', code: 'BAD_FRAME', message: 'A socket always follows its own user room.', room });
    }
    if (this.followedRooms.delete(room)) this.hub.leave(this, room);
    this.send({ type: 'unsubscribed', room });
  }

  private follow(room: string) {
    this.followedRooms.add(room);
    this.hub.join(this, room);
  }

  private handleClosed() {
    if (this.isClosed) return;
    this.isClosed = true;
    this.hub.onClosed(this);
  }
}

function rawDataToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
