// Forms that work before (and without) the script (issue 24, ADR 0030): the browser posts a route's form as
// application/x-www-form-urlencoded, which the route declares in `consumes` beside JSON. Everything else stays as
// for the SPA's JSON (the origin check of ADR 0022 first, the route's limits and schema, the same handler); only
// the answer differs: a 303 to a page (the route's `landing`) instead of JSON, so the browser shows a page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaTypeOf } from './same-origin-writes.ts';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** Form bodies for a plugin's routes; only a route whose `consumes` names the type receives one (ADR 0022). */
export function registerFormBodyParser(app: FastifyInstance) {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** A text field of a form's body as it arrived (validated or not), else undefined. */
export function formField(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Where a form lands, from its body and the status the route answered (2xx done, else why it failed). */
export type FormLanding = (body: unknown, status: number) => string;

const isFormPost = (request: FastifyRequest) => mediaTypeOf(request.headers['content-type'] ?? '') === FORM_CONTENT_TYPE;

/**
 * The route hooks that answer a form with a redirect. Route hooks run after the app's, so the rate limiter has
 * already counted a failure by its status. A request refused before parsing (another origin, ADR 0022) keeps
 * its error-shape answer: it came from no page of ours, and nobody is sent anywhere on its behalf.
 */
export function answerFormsWithRedirect(landing: FormLanding) {
  const checkedForms = new WeakSet<FastifyRequest>();
  return {
    preParsing: async (request: FastifyRequest) => {
      if (isFormPost(request)) checkedForms.add(request);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!checkedForms.has(request)) return payload;
      const location = landing(request.body, reply.statusCode);
      reply.code(303).header('location', location);
      reply.removeHeader('content-type');
      return '';
    },
  };
}
