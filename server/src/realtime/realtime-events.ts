// The events features publish and sockets receive (ARCHITECTURE §6). An event names what changed (type and
// the changed row's id) and carries the new row, so a client can update in place or refetch; the client drops
// an id it has already seen.

export const realtimeEventTypes = ['message.created', 'message.read', 'notification.created', 'inquiry.updated'] as const;
export type RealtimeEventType = (typeof realtimeEventTypes)[number];

export interface RealtimeEvent {
  type: RealtimeEventType;
  /** The id of the row the event is about (a message, a notification, an inquiry). */
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

export const USER_ROOM_PREFIX = 'user';

export function userRoom(userId: string): string {
  return `${USER_ROOM_PREFIX}-${userId}`;
}

export function inquiryRoom(inquiryId: string): string {
  return `inquiry-${inquiryId}`;
}
