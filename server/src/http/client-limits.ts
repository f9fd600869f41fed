// What one client may hold of the server (ADR 0027): connections per address, and how long a request may take
// to arrive and a response may sit unread. Without them, 200 connections that never read their answers (or sent
// a body a byte every 10 s) stayed open for good, each holding memory and a file descriptor.
import { STATUS_CODES, type Server } from 'node:http';
import { type Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';
import type { ApiErrorBody } from '@common/errors.ts';
import type { TrustProxy } from '../config.ts';
import { CountsByKey } from '../lib/counts-by-key.ts';
import type { ClientLimits } from './overload-limits.ts';

/** Fastify's and Node's own timeouts, from the limits (Fastify leaves them at 0, never). */
export function serverTimeouts(limits: ClientLimits): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    // Node's socket inactivity timeout: a response that cannot be written (nor a request read) for this long
    // ends the socket. A WebSocket turns it off when it takes the socket over (its heartbeat watches it instead).
    connectionTimeout: limits.sendTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Answered 408 in the error shape by http/malformed-requests.ts.
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.timeoutCheckIntervalMs },
  };
}

/** An IPv4 peer on a dual-stack socket reads as ::ffff:1.2.3.4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Whether a connection's peer is a proxy TRUST_PROXY trusts. Its connections carry many clients, so they are not
 * limited per address: the proxy limits each client's (docs/security.md). A hop count trusts whatever peer
 * connects (the first hop), so then no connection is limited here.
 */
export function trustedProxyCheck(trustProxy: TrustProxy): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  // The matcher Fastify itself builds from the same list for request.ip, named ranges and CIDRs included.
  const isTrusted = proxyAddr.compile(trustProxy);
  return (address) => isTrusted(address, 0);
}

const TOO_MANY_CONNECTIONS = 'Too many connections from your address. Please close some tabs and try again.';

/**
 * Written by hand and closed at once, as http/malformed-requests.ts answers what the parser refused: no request
 * has been read, so there is no reply object, and nothing the client sends on this connection is read.
 */
function refuseConnection(socket: Socket) {
  const body = JSON.stringify({ error: { code: 'RATE_LIMITED', message: TOO_MANY_CONNECTIONS } } satisfies ApiErrorBody);
  socket.write(
    `HTTP/1.1 429 ${STATUS_CODES[429]}\r\nContent-Type: application/json; charset=utf-8\r\nRetry-After: 5\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroy();
}

export interface ConnectionLimitOptions {
  maxPerAddress: number;
  isTrustedProxy: (address: string) => boolean;
}

/** Counts each address's open connections and refuses the ones past the limit with 429 in the error shape. */
export function limitConnectionsPerAddress(server: Server, { maxPerAddress, isTrustedProxy }: ConnectionLimitOptions) {
  const openByAddress = new CountsByKey();
  // Before Node's own listener, so a refused connection never reaches the HTTP parser.
  server.prependListener('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (address === '' || isTrustedProxy(address)) return;
    if (openByAddress.get(address) >= maxPerAddress) return refuseConnection(socket);
    openByAddress.increment(address);
    socket.once('close', () => openByAddress.decrement(address));
  });
}
