// Node hands every upgrade request (Connection: Upgrade) to @fastify/websocket, whose wrapper around each route
// completes the WebSocket handshake whatever the route: an upgrade to GET /api/categories or a page got
// "101 Switching Protocols" and a socket held open until the close handshake timed out (30 s). Only a route
// declared with `websocket: true` takes one; every other upgrade is refused before it, in the error shape, and
// its connection closed once the answer is out (issue 23 §7).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the hook below on the routes declared with `websocket: true`: the only ones an upgrade may reach. */
    takesWebSocket?: boolean;
  }
}

/** Node's parser marks the request (`upgrade`, absent from its type) when it hands the socket to 'upgrade' listeners. */
const isUpgrade = (request: FastifyRequest) => Reflect.get(request.raw, 'upgrade') === true;

export function registerUpgradeChecks(app: FastifyInstance) {
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.websocket) routeOptions.config = { ...routeOptions.config, takesWebSocket: true };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpgrade(request)) return;
    // A WebSocket handshake is a GET (RFC 6455 §4.1); the HEAD twin of the route cannot be upgraded.
    if (request.method === 'GET' && request.routeOptions.config.takesWebSocket === true) return;
    reply.header('connection', 'close');
    throw new AppError(400, 'VALIDATION_FAILED', 'This address does not take a WebSocket connection.');
  });
  // An upgraded socket belongs to the WebSocket and never reaches onResponse; any other answer to an upgrade
  // request ends its connection: Node no longer parses HTTP on a socket it handed over.
  app.addHook('onResponse', async (request) => {
    if (isUpgrade(request)) request.raw.socket.destroy();
  });
}
