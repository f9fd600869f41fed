// The realtime wire contract between the server's hub and the browser (ARCHITECTURE §6, ADR 0011): the events
// features publish and sockets receive, the other frames the server sends, and the frames a client may send.
// An event names what changed (type and the changed row's id) and carries the new row, so a client can update
// in place or refetch; the client drops an id it has already seen.
import { z } from 'zod';

/** Where the socket is opened, on the app's own origin. */
export const REALTIME_PATH = '/api/realtime';

/** Close code for a socket whose session was revoked or expired: reconnecting with the same session is pointless. */
export const CLOSE_SESSION_ENDED = 4001;

/** listing.removed: a listing was deleted; its favourites and conversations went with it (ADR 0016). */
export const realtimeEventTypes = ['message.created', 'message.read', 'notification.created', 'inquiry.updated', 'listing.removed'] as const;
export type RealtimeEventType = (typeof realtimeEventTypes)[number];

export interface RealtimeEvent {
  type: RealtimeEventType;
  /** The id of the row the event is about (a message, a notification, an inquiry, a listing). */
  id: string;
  room: string;
  /** The new row as the API presents it; null when it could not be read (the client refetches). */
  data: unknown;
}

/** What a feature hands to publish(): the room is given separately. */
export type PublishedEvent = Omit<RealtimeEvent, 'room'>;

/** Frames the server sends besides events. */
export type ServerFrame =
  | RealtimeEvent
  | { type: 'subscribed'; room: string }
  | { type: 'unsubscribed'; room: string }
  | { type: 'error'; code: RealtimeErrorCode; message: string; room?: string }
  // Events may have been missed (the server's LISTEN connection was lost): refetch what is shown.
  | { type: 'resync' };

export type RealtimeErrorCode = 'BAD_FRAME' | 'FORBIDDEN' | 'TOO_MANY_SUBSCRIPTIONS' | 'RATE_LIMITED';

export const USER_ROOM_PREFIX = 'user' as const;
export const INQUIRY_ROOM_PREFIX = 'inquiry' as const;

/** `user-<id>`: every socket of that user; `inquiry-<id>`: sockets following that conversation. */
export type Room = `${typeof USER_ROOM_PREFIX}-${string}` | `${typeof INQUIRY_ROOM_PREFIX}-${string}`;

export function userRoom(userId: string): Room {
  return `${USER_ROOM_PREFIX}-${userId}`;
}

export function inquiryRoom(inquiryId: string): Room {
  return `${INQUIRY_ROOM_PREFIX}-${inquiryId}`;
}

const roomField = z.string().min(1).max(100);

/** What a client may send: follow or stop following a room. Anything else is answered with an error frame. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), room: roomField }),
  z.object({ type: z.literal('unsubscribe'), room: roomField }),
]);

export type ClientFrame = z.infer<typeof clientFrameSchema>;
