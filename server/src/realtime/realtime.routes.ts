// GET /api/realtime: the one WebSocket per tab (ARCHITECTURE §6). Everything is checked before the upgrade,
// so a refused client gets an ordinary HTTP answer in the error shape: the page's own origin only (a foreign
// page could otherwise open a socket with the visitor's cookie: cross-site WebSocket hijacking), then a session.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REALTIME_PATH } from '@common/realtime.ts';
import { sendError } from '../http/errors.ts';
import { writeErrorAndClose } from '../http/malformed-requests.ts';
import { getSignedInSession } from '../http/viewer.ts';
import type { SocketIdentity } from './realtime-connection.ts';
import type { RealtimeHub } from './realtime-hub.ts';

export interface RealtimeRoutesOptions {
  hub: RealtimeHub;
  publicUrl: string;
}

export async function realtimeRoutes(app: FastifyInstance, { hub, publicUrl }: RealtimeRoutesOptions) {
  const allowedOrigin = new URL(publicUrl).origin;
  const identities = new WeakMap<FastifyRequest, SocketIdentity>();

  async function admit(request: FastifyRequest, reply: FastifyReply) {
    if (!request.ws) return sendError(reply, 426, { code: 'VALIDATION_FAILED', message: 'This address takes a WebSocket connection.' });
    // Browsers always send Origin on a WebSocket; a missing one is refused along with a foreign one.
    if (request.headers.origin !== allowedOrigin) return sendError(reply, 403, { code: 'FORBIDDEN', message: 'Connections are accepted from this site only.' });
    const session = await getSignedInSession(request);
    if (!session) return sendError(reply, 401, { code: 'UNAUTHENTICATED', message: 'You need to sign in first.' });
    if (!hub.hasRoomForSocket(session.viewer.id)) {
      return sendError(reply, 429, { code: 'RATE_LIMITED', message: 'Too many open connections; close a tab and try again.' });
    }
    identities.set(request, { userId: session.viewer.id, sessionId: session.sessionId, sessionExpiresAt: session.expiresAt });
  }

  // After admit(), `ws` checks the handshake itself (Sec-WebSocket-Key, Sec-WebSocket-Version, …) and would refuse
  // a malformed one with its own text/html page; with a listener it leaves the answer to us (issue 23 §7). Its
  // messages are fixed texts that never echo the request.
  app.websocketServer.on('wsClientError', (error, socket) => {
    writeErrorAndClose(socket, 400, `The WebSocket handshake is not valid: ${error.message}.`, { 'Sec-WebSocket-Version': '13, 8' });
  });

  app.get(REALTIME_PATH, { websocket: true, preValidation: admit }, (socket, request) => {
    const identity = identities.get(request);
    // admit() answered every request without an identity, so none reaches here; closing is the safe default.
    if (!identity) return socket.close(1008, 'Not admitted');
    hub.connect(socket, identity);
  });
}
