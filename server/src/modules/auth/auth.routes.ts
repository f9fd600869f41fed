// Mounts better-auth on /api/auth/* (TOOLCHAIN: convert the Fastify request to a web Request and copy the
// answer back). Its error answers are rewritten into our one error shape so the client has one parser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { ApiErrorBody } from '@common/errors.ts';
import { errorCodeForStatus, sendError, serviceUnavailableBody } from '../../http/errors.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth.ts';

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  // Only we say who the client is: Fastify's request.ip honours TRUST_PROXY, a client header does not.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers: toWebHeaders(request),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendWebResponse(response: Response, request: FastifyRequest, reply: FastifyReply) {
  const text = await response.text();
  if (response.status >= 500) {
    // better-auth catches its own database errors; say "unavailable" when that is what happened.
    const isDatabaseDown = await request.server.database.ping().then(() => false, () => true);
    request.log.error({ status: response.status, body: text.slice(0, 500) }, 'auth request failed');
    return sendError(reply, isDatabaseDown ? 503 : 500, isDatabaseDown ? serviceUnavailableBody : { code: 'INTERNAL', message: 'Something went wrong on our side.', requestId: request.id });
  }
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.status < 400) return reply.send(text === '' ? null : text);
  return reply.type('application/json').send(toErrorBody(response.status, text));
}

// better-auth names the field of a malformed body as "[body.email] Invalid input…"; our forms call the
// name field fullName.
const BODY_FIELD_MESSAGE = /^\[body\.(\w+)\]\s*(.*)$/;
const fieldNames: Record<string, string> = { name: 'fullName' };

function toErrorBody(status: number, text: string): ApiErrorBody {
  if (status === 429) return { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' } };
  let message = 'The request could not be completed.';
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message !== '') message = parsed.message;
  } catch {
    // Not JSON (better-auth answers some errors with plain text): keep the generic message.
  }
  const fieldMatch = BODY_FIELD_MESSAGE.exec(message);
  if (fieldMatch?.[1] && fieldMatch[2] !== undefined) {
    const field = fieldNames[fieldMatch[1]] ?? fieldMatch[1];
    return { error: { code: 'VALIDATION_FAILED', message: 'Please correct the highlighted fields.', fields: { [field]: fieldMatch[2] } } };
  }
  return { error: { code: errorCodeForStatus(status), message } };
}

export async function authRoutes(app: FastifyInstance, options: { auth: Auth; publicUrl: string }) {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    async handler(request, reply) {
      const response = await options.auth.handler(toWebRequest(request, options.publicUrl));
      return sendWebResponse(response, request, reply);
    },
  });
}
