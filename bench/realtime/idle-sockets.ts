// Scenario A: how many idle signed-in sockets one process holds, what they cost in memory, and whether they
// survive the heartbeat (ARCHITECTURE §6: a ping every 25 s; a socket that missed the last pong is dropped).
// Holding until every socket has been pinged twice proves the server saw the first pong: otherwise its second
// beat would have terminated the socket instead of pinging it.
import type WebSocket from 'ws';
import { closeSockets, openSockets, type RealtimeEndpoint } from './bench-socket.ts';
import type { ServerProcess } from './server-process.ts';

export interface IdleSocketsResult {
  requested: number;
  opened: number;
  /** Handshakes that failed for good (after the client's retries), by reason. */
  failures: Record<string, number>;
  /** Handshakes that failed and were retried, by reason. */
  retried: Record<string, number>;
  openSeconds: number;
  /** Opened sockets that closed while they were held. */
  dropped: number;
  /** Still open at the end of the hold. */
  held: number;
  heldSeconds: number;
  /** Fewest pings any held socket answered. */
  fewestPings: number;
  serverRssBeforeBytes: number;
  serverRssHeldBytes: number;
  generatorRssBytes: number;
}

const PINGS_TO_SEE = 2;
// Two beats 25 s apart, plus the time the last sockets took to open before the first of them.
const MAX_HOLD_MS = 90_000;

export async function measureIdleSockets(server: ServerProcess, endpoint: RealtimeEndpoint, cookies: readonly string[]): Promise<IdleSocketsResult> {
  const serverRssBeforeBytes = server.rssBytes();
  const opened = await openSockets(endpoint, cookies, 100);
  const sockets = opened.sockets.filter((socket): socket is WebSocket => socket !== undefined);
  process.stdout.write(`  ${sockets.length.toLocaleString('en-IN')} sockets open in ${(opened.elapsedMs / 1000).toFixed(1)} s; holding them through ${PINGS_TO_SEE} heartbeats…\n`);

  const pings = new Map<WebSocket, number>(sockets.map((socket) => [socket, 0]));
  let dropped = 0;
  for (const socket of sockets) {
    socket.on('ping', () => pings.set(socket, (pings.get(socket) ?? 0) + 1));
    socket.on('close', () => (dropped += 1));
  }
  const holdStartedAt = performance.now();
  const fewestPings = () => {
    let fewest = Number.POSITIVE_INFINITY;
    for (const [socket, count] of pings) if (socket.readyState === socket.OPEN) fewest = Math.min(fewest, count);
    return Number.isFinite(fewest) ? fewest : 0;
  };
  while (performance.now() - holdStartedAt < MAX_HOLD_MS && sockets.length > dropped && fewestPings() < PINGS_TO_SEE) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const result: IdleSocketsResult = {
    requested: cookies.length,
    opened: sockets.length,
    failures: Object.fromEntries(opened.failures),
    retried: Object.fromEntries(opened.retried),
    openSeconds: opened.elapsedMs / 1000,
    dropped,
    held: sockets.filter((socket) => socket.readyState === socket.OPEN).length,
    heldSeconds: (performance.now() - holdStartedAt) / 1000,
    fewestPings: fewestPings(),
    serverRssBeforeBytes,
    serverRssHeldBytes: server.rssBytes(),
    generatorRssBytes: process.memoryUsage.rss(),
  };
  await closeSockets(sockets);
  return result;
}
