// Signed-in WebSocket clients of GET /api/realtime, opened the way a browser tab would (the session cookie and
// the site's Origin), many at a time.
import WebSocket from 'ws';
import { REALTIME_PATH, type ServerFrame } from '@common/realtime.ts';

export interface RealtimeEndpoint {
  /** ws://host:port of one server process. */
  url: string;
  /** PUBLIC_URL's origin: anything else is refused (cross-site WebSocket hijacking). */
  origin: string;
}

export function realtimeEndpoint(serverUrl: string, publicUrl: string): RealtimeEndpoint {
  return { url: `${serverUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`, origin: new URL(publicUrl).origin };
}

/** Opens one socket; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(endpoint: RealtimeEndpoint, cookie: string): Promise<WebSocket> {
  // No compression: the server does not offer it, and the generator should not spend CPU asking.
  const socket = new WebSocket(endpoint.url, { headers: { cookie }, origin: endpoint.origin, perMessageDeflate: false, handshakeTimeout: 30_000 });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      reject(new Error(`refused with ${response.statusCode ?? 'no status'}`));
    });
    socket.once('error', reject);
  });
}

export interface OpenedSockets {
  /** In the order of the cookies; undefined where the socket could not be opened. */
  sockets: Array<WebSocket | undefined>;
  /** Why the others failed in the end, and how many of each. */
  failures: Map<string, number>;
  /** Attempts that failed and were tried again, by reason. */
  retried: Map<string, number>;
  elapsedMs: number;
}

// The app's client reconnects after 1, 2, 5 and 10 s (ARCHITECTURE §6); the benchmark tries as often.
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/** Opens one socket per cookie, `concurrency` handshakes at a time, retrying a failed one as a tab would. */
export async function openSockets(endpoint: RealtimeEndpoint, cookies: readonly string[], concurrency = 64): Promise<OpenedSockets> {
  const sockets: Array<WebSocket | undefined> = Array.from({ length: cookies.length }, () => undefined);
  const failures = new Map<string, number>();
  const retried = new Map<string, number>();
  const count = (tally: Map<string, number>, error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    tally.set(reason, (tally.get(reason) ?? 0) + 1);
  };
  const startedAt = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < cookies.length) {
      const index = next++;
      for (let attempt = 0; sockets[index] === undefined; attempt += 1) {
        try {
          sockets[index] = await openSocket(endpoint, cookies[index] ?? '');
        } catch (error) {
          const delay = RETRY_DELAYS_MS[attempt];
          if (delay === undefined) {
            count(failures, error);
            break;
          }
          count(retried, error);
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sockets, failures, retried, elapsedMs: performance.now() - startedAt };
}

/** Follows a room (the conversation a tab has open) and waits for the server's answer. */
export function followRoom(socket: WebSocket, room: string, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no answer to subscribe ${room}`)), timeoutMs);
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (!('room' in frame) || frame.room !== room) return;
      if (frame.type === 'subscribed') finish();
      else if (frame.type === 'error') finish(new Error(`subscribe ${room}: ${frame.code}`));
    };
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      if (error) reject(error);
      else resolve();
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ type: 'subscribe', room }));
  });
}

/** Closes sockets and waits until the server has seen them go. */
export async function closeSockets(sockets: readonly WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(1000, 'Benchmark done');
          // A close handshake the server never answers must not hang the run.
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, 5_000).unref();
        }),
    ),
  );
}
