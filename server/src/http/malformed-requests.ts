// Requests that are broken before any route sees them still get the one error shape (ARCHITECTURE §4):
// a URL the router cannot decode, a NUL in the URL, an HTTP/1.1 request without Host, an expectation other than
// 100-continue, and HTTP that Node's parser refuses outright.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiErrorBody } from '@common/errors.ts';
import { AppError, errorCodeForStatus, invalidCharacter, sendError } from './errors.ts';

const hasNul = (url: string) => url.includes('%00') || url.includes('\u0000');

/**
 * Node's own answers to a missing Host (an empty 400) are switched off here (Fastify's `http` option), so the
 * check below answers in the error shape instead.
 */
export const httpServerOptions = { requireHostHeader: false };

/**
 * Before routing, for every route: a NUL anywhere in the path or query (better-auth reads its own query string,
 * and PostgreSQL text cannot hold NUL), and an HTTP/1.1 request without a Host header (RFC 9112 §3.2: 400).
 */
export function registerRequestChecks(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (hasNul(request.url)) throw invalidCharacter();
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      throw new AppError(400, 'VALIDATION_FAILED', 'The request has no Host header.');
    }
  });
  // Node answers an Expect other than 100-continue with an empty 417 unless someone listens for it.
  app.server.on('checkExpectation', answerUnmetExpectation);
}

const errorBodyText = (status: number, message: string) => JSON.stringify({ error: { code: errorCodeForStatus(status), message } } satisfies ApiErrorBody);

/** Node's `checkExpectation`: the request is not handed to Fastify; its answer is written here, in the shape. */
export function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse) {
  const body = errorBodyText(417, 'The server only meets the expectation "100-continue".');
  response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
  response.end(body);
}

const frameworkErrorMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed percent-encoding.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is not valid: one of its parts is too long.',
};

/**
 * Fastify's `frameworkErrors`: the router could not match the URL (bad percent-encoding: 400; a path
 * parameter over maxParamLength: 414). Fastify's own answer is not in our shape and echoes the URL.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed before routing');
    return sendError(reply, status, { code: 'INTERNAL', message: 'Something went wrong on our side.', requestId: request.id });
  }
  const message = frameworkErrorMessages[error.code] ?? 'The request could not be understood.';
  return sendError(reply, status, { code: errorCodeForStatus(status), message });
}

function clientErrorAnswer(code: string): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request line or headers are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive.'];
  return [400, 'The request is not valid HTTP.'];
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the bytes (a URL or headers over 16 KB, broken
 * HTTP), so there is no request or reply object: the answer is written to the socket by hand, never echoing
 * what was sent, and the connection is closed because the rest of the stream cannot be trusted.
 */
export const answerClientError: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  // The client hung up: nobody is listening for an answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(error.code);
  writeErrorAndClose(socket, status, message);
  socket.destroy(error);
};

/**
 * An answer in the error shape written straight to a socket that has no reply object (the parser refused the
 * bytes, or a WebSocket handshake failed after the upgrade was handed over), ending the connection once sent.
 */
export function writeErrorAndClose(socket: Duplex, status: number, message: string, headers: Record<string, string> = {}) {
  const body = errorBodyText(status, message);
  if (socket.writable) {
    const extraLines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${extraLines}Connection: close\r\n\r\n${body}`,
    );
  }
}
