// One AppError on the server, turned into the one error shape of ARCHITECTURE §4. 5xx messages never reach
// the client: it gets the request id to quote instead.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import type { ApiErrorBody, ErrorCode } from '@common/errors.ts';
import { isPageRequest, renderErrorPage } from './error-page.ts';
import { StorageUnavailableError } from '../storage/file-storage.ts';

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export const unauthenticated = (message = 'You need to sign in first.') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
// PostgreSQL text cannot hold NUL (22021): refused up front by the body parser and the URL check, and here
// for anything that still reaches the database.
const INVALID_CHARACTER_MESSAGE = 'The request contains an invalid character.';
export const invalidCharacter = () => new AppError(400, 'VALIDATION_FAILED', INVALID_CHARACTER_MESSAGE);

export function validationFailed(fields: Record<string, string>, message = 'Please correct the highlighted fields.') {
  return new AppError(400, 'VALIDATION_FAILED', message, fields);
}

/** Field messages keyed by the dotted path of each issue (the first message per field wins). */
export function fieldsFromZodError(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

const statusCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function errorCodeForStatus(status: number): ErrorCode {
  return statusCodes[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
}

export const serviceUnavailableBody: ApiErrorBody['error'] = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'BizBazaar is temporarily unavailable. Please try again in a minute.',
};

// Connection-level failures of PostgreSQL (class 08, shutdown 57P0x) or of the socket under it, and a closed
// PGlite: the database cannot be reached, which is a 503, not a bug. So are the bounded waits of ADR 0007: a
// query with no answer in time (client side), no pool connection in time, a connection pg already gave up.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_MESSAGES =
  /connection terminated|PGlite is closed|database is closed|timeout exceeded when trying to connect|cannot use a pool after calling end|query read timeout|is not queryable/i;
// 57014 is also a cancel someone asked for; only the statement timeout's means "the database is too slow".
const QUERY_CANCELED = '57014';
const STATEMENT_TIMEOUT_MESSAGE = /statement timeout/i;

/** The SQLSTATEs the features act on. */
export const POSTGRES_CODES = { uniqueViolation: '23505', notNullViolation: '23502' } as const;

/** Whether PostgreSQL (or PGlite) answered with this SQLSTATE, however deep drizzle wrapped the error. */
export function hasPostgresCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if ((typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_MESSAGES.test(current.message)) return true;
    if (code === QUERY_CANCELED && STATEMENT_TIMEOUT_MESSAGE.test(current.message)) return true;
  }
  return false;
}

export function sendError(reply: FastifyReply, status: number, body: ApiErrorBody['error']) {
  return reply.status(status).type('application/json').send({ error: body } satisfies ApiErrorBody);
}

function toErrorBody(error: FastifyError | AppError, request: FastifyRequest): [number, ApiErrorBody['error']] {
  if (error instanceof AppError) {
    return [error.statusCode, { code: error.code, message: error.message, fields: error.fields }];
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= issue.message ?? 'Invalid value';
    }
    return [400, { code: 'VALIDATION_FAILED', message: 'Please correct the highlighted fields.', fields }];
  }
  if (isDatabaseUnavailable(error) || error instanceof StorageUnavailableError) return [503, serviceUnavailableBody];
  // A NUL or similar in user text reaches PostgreSQL as an invalid character: the user's mistake, not ours.
  if (hasPostgresCode(error, '22021')) return [400, { code: 'VALIDATION_FAILED', message: INVALID_CHARACTER_MESSAGE }];
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    return [status, { code: errorCodeForStatus(status), message: 'Something went wrong on our side.', requestId: request.id }];
  }
  // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit) have safe messages.
  return [status, { code: errorCodeForStatus(status), message: error.message }];
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const [status, body] = toErrorBody(error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status >= 500 && isPageRequest(request)) {
      const html = renderErrorPage({ message: body.message, requestId: body.requestId });
      return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    }
    return sendError(reply, status, body);
  });
}
