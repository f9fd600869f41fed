// The browser's realtime rules (ARCHITECTURE §6), driven through fake sockets and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_SESSION_ENDED, type RealtimeEvent } from './realtime.ts';
import {
  RealtimeClient,
  RecentKeys,
  reconnectDelayMs,
  STABLE_CONNECTION_MS,
  type SocketHandlers,
} from './realtime-client.ts';

class FakeSocket {
  readonly sent: unknown[] = [];
  isClosedByClient = false;

  constructor(readonly handlers: SocketHandlers) {}

  send(text: string) {
    this.sent.push(JSON.parse(text));
  }

  close() {
    this.isClosedByClient = true;
  }

  open() {
    this.handlers.onOpen();
  }

  receive(frame: unknown) {
    this.handlers.onMessage(JSON.stringify(frame));
  }

  drop(code = 1006) {
    this.handlers.onClose(code);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const onResync = vi.fn();
  const onSessionEnded = vi.fn();
  const onAttemptRefused = vi.fn();
  const onDebug = vi.fn();
  const client = new RealtimeClient({
    openSocket: (handlers) => {
      const socket = new FakeSocket(handlers);
      sockets.push(socket);
      return socket;
    },
    onResync,
    onSessionEnded,
    onAttemptRefused,
    onDebug,
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { client, sockets, latest, onResync, onSessionEnded, onAttemptRefused, onDebug };
}

function notification(id: string): RealtimeEvent {
  return { type: 'notification.created', id, room: 'user-u1', data: { id } };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelayMs', () => {
  it('waits 1, 2, 5, 10 s and then 10 s for ever', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelayMs)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000, 10_000]);
  });
});

describe('RecentKeys', () => {
  it('knows a key it has seen and forgets the oldest beyond its limit', () => {
    const keys = new RecentKeys(2);
    expect(keys.seenBefore('a')).toBe(false);
    expect(keys.seenBefore('a')).toBe(true);
    keys.seenBefore('b');
    keys.seenBefore('c');
    expect(keys.seenBefore('b')).toBe(true);
    expect(keys.seenBefore('a')).toBe(false);
  });
});

describe('RealtimeClient', () => {
  it('opens one socket on start, none again while running, and closes it on stop without reconnecting', () => {
    const { client, sockets, latest } = setup();
    client.start();
    client.start();
    expect(sockets).toHaveLength(1);
    latest().open();
    client.stop();
    expect(latest().isClosedByClient).toBe(true);
    latest().drop(1005);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects after 1, 2, 5, 10, 10 s while connections keep failing', () => {
    const { client, sockets, latest } = setup();
    client.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const count = sockets.length;
      latest().drop();
      let waited = 0;
      while (sockets.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
  });

  it('starts the waits from 1 s again after a connection that stayed open, not after a short-lived one', () => {
    const { client, sockets, latest } = setup();
    client.start();
    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().drop();
    vi.advanceTimersByTime(2_000);
    expect(sockets).toHaveLength(3);

    // Opened but dropped at once: the next wait keeps growing (5 s).
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);

    // Open long enough to count as healthy: back to 1 s.
    latest().open();
    vi.advanceTimersByTime(STABLE_CONNECTION_MS);
    latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(5);
  });

  it('refetches everything after a reconnect and on a resync frame, but not after the first connect', () => {
    const { client, latest, onResync } = setup();
    client.start();
    latest().open();
    expect(onResync).not.toHaveBeenCalled();
    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(onResync).toHaveBeenCalledTimes(1);
    latest().receive({ type: 'resync' });
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('asks the app to check its session when an attempt fails before opening, not when an open socket drops', () => {
    const { client, latest, onAttemptRefused } = setup();
    client.start();
    latest().drop(); // refused: a sign-out elsewhere may have ended the session while this page connected
    expect(onAttemptRefused).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(reconnectDelayMs(0));
    latest().open();
    latest().drop();
    expect(onAttemptRefused).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('does not reconnect when the session ended (4001) and says so', () => {
    const { client, sockets, latest, onSessionEnded } = setup();
    client.start();
    latest().open();
    latest().drop(CLOSE_SESSION_ENDED);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    // Signing in again starts afresh.
    client.stop();
    client.start();
    expect(sockets).toHaveLength(2);
  });

  it('subscribes a room once however many follow it, again after a reconnect, and unsubscribes after the last', () => {
    const { client, latest } = setup();
    const stopFirst = client.follow('inquiry-1');
    client.start();
    const stopSecond = client.follow('inquiry-1');
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', room: 'inquiry-1' }]);

    client.follow('inquiry-2');
    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().sent).toEqual([
      { type: 'subscribe', room: 'inquiry-1' },
      { type: 'subscribe', room: 'inquiry-2' },
    ]);

    stopFirst();
    stopFirst();
    expect(latest().sent).toHaveLength(2);
    stopSecond();
    expect(latest().sent.at(-1)).toEqual({ type: 'unsubscribe', room: 'inquiry-1' });
    expect(latest().sent).toHaveLength(3);
  });

  it('delivers a created row once, repeats of other event types every time, and null data as it is', () => {
    const { client, latest } = setup();
    const received: RealtimeEvent[] = [];
    const stopListening = client.listen((event) => received.push(event));
    client.start();
    latest().open();
    latest().receive(notification('n1'));
    latest().receive(notification('n1'));
    latest().receive({ type: 'message.created', id: 'n1', room: 'inquiry-1', data: null });
    const read = { type: 'message.read', id: 'i1', room: 'inquiry-1', data: null };
    latest().receive(read);
    latest().receive(read);
    expect(received.map((event) => `${event.type}:${event.id}:${JSON.stringify(event.data)}`)).toEqual([
      'notification.created:n1:{"id":"n1"}',
      'message.created:n1:null',
      'message.read:i1:null',
      'message.read:i1:null',
    ]);

    stopListening();
    latest().receive(notification('n2'));
    expect(received).toHaveLength(4);
  });

  it('ignores subscribed, unsubscribed, error and unreadable frames, noting the last two for debugging', () => {
    const { client, latest, onDebug, onResync } = setup();
    const listener = vi.fn();
    client.listen(listener);
    client.start();
    latest().open();
    latest().receive({ type: 'subscribed', room: 'inquiry-1' });
    latest().receive({ type: 'unsubscribed', room: 'inquiry-1' });
    latest().receive({ type: 'error', code: 'FORBIDDEN', message: 'No', room: 'inquiry-9' });
    latest().handlers.onMessage('not json');
    expect(listener).not.toHaveBeenCalled();
    expect(onResync).not.toHaveBeenCalled();
    expect(onDebug).toHaveBeenCalledTimes(2);
  });

  it('keeps delivering to the other listeners when one throws', () => {
    const { client, latest } = setup();
    const second = vi.fn();
    client.listen(() => {
      throw new Error('boom');
    });
    client.listen(second);
    client.start();
    latest().open();
    latest().receive(notification('n1'));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('ignores a socket it has replaced', () => {
    const { client, sockets, onResync } = setup();
    client.start();
    const first = sockets[0];
    client.stop();
    client.start();
    first?.open();
    first?.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(onResync).not.toHaveBeenCalled();
  });
});
