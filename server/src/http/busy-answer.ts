// The one answer for "not now, come back shortly" (ADR 0010, 0027): 503 (the server is busy) or 429 (this client
// asks too much at once) with Retry-After, in the error shape for the API and as the HTML error page for pages.
// Never cached: the next try should reach the server (the API's answers are private, no-store already).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPageRequest, renderErrorPage } from './error-page.ts';
import { errorCodeForStatus, sendError } from './errors.ts';

export interface BusyAnswer {
  status: 429 | 503;
  retryAfterSeconds: number;
  /** One sentence that says what to do. */
  message: string;
}

export const BUSY_MESSAGE = 'BizBazaar is busy right now. Please try again in a few seconds.';

export function sendBusy(request: FastifyRequest, reply: FastifyReply, { status, retryAfterSeconds, message }: BusyAnswer) {
  reply.header('retry-after', String(retryAfterSeconds));
  if (isPageRequest(request)) return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderErrorPage({ message }));
  return sendError(reply, status, { code: errorCodeForStatus(status), message });
}
