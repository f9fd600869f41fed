// Requests that are broken before any route sees them still get the one error shape (ARCHITECTURE §4):
// a URL the router cannot decode, a NUL in the URL, and HTTP that Node's parser refuses outright.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiErrorBody } from '@common/errors.ts';
import { errorCodeForStatus, invalidCharacter, sendError } from './errors.ts';

const hasNul = (url: string) => url.includes('%00') || url.includes('\u0000');

/**
 * A NUL anywhere in the path or query is refused before routing, for every route: better-auth reads its own
 * query string, and PostgreSQL text cannot hold NUL.
 */
export function registerUrlChecks(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (hasNul(request.url)) throw invalidCharacter();
  });
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
  const body = JSON.stringify({ error: { code: errorCodeForStatus(status), message } } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
