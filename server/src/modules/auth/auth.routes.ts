// The better-auth endpoints the SPA and the e-mailed links use, one route each (ADR 0009): every other path
// under /api/auth/ is 404. Each route validates its input with a shared schema, declares its rate limits, and
// hands the validated request to better-auth through one bridge (TOOLCHAIN: convert the Fastify request to a
// web Request and copy the answer back). Its error answers are rewritten into our one error shape.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { requestPasswordResetBodySchema, sendVerificationEmailBodySchema } from '@common/auth.ts';
import type { ApiErrorBody } from '@common/errors.ts';
import { errorCodeForStatus, sendError, serviceUnavailableBody } from '../../http/errors.ts';
import { FORM_CONTENT_TYPE, registerFormBodyParser } from '../../http/form-posts.ts';
import { forgetRateLimit } from '../../http/rate-limit.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import {
  resetLinkParamsSchema,
  resetLinkQuerySchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signOutBodySchema,
  signUpRequestSchema,
  verifyEmailQuerySchema,
} from './auth.schemas.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { confirmationRequest, landingAfterConfirmation } from './email-confirmation.ts';
import { findResetTokenOwner, refuseWeakPassword } from './password-policy.ts';
import { signInFormHooks } from './sign-in-form.ts';

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  // Only we say who the client is: Fastify's request.ip honours TRUST_PROXY, a client header does not.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** The validated request (its body as the route's schema parsed it, unknown fields dropped) as a web Request. */
function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const headers = toWebHeaders(request);
  // The body is serialised again from the parsed value, so the client's length no longer applies.
  headers.delete('content-length');
  // Sent on as JSON whatever it arrived as (the sign-in form is url-encoded, sign-in-form.ts).
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendWebResponse(response: Response, request: FastifyRequest, reply: FastifyReply, onSuccess?: () => Promise<void>) {
  const text = await response.text();
  if (response.status >= 500) {
    // better-auth catches its own database errors; say "unavailable" when that is what happened. The ping is
    // bounded (ADR 0007), so a hung database still gets its answer within the request's budget.
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
  if (response.status < 400) {
    await onSuccess?.();
    return reply.send(text === '' ? null : text);
  }
  return reply.type('application/json').send(toErrorBody(response.status, text));
}

// better-auth names the field of a malformed body as "[body.email] Invalid input…"; our API and forms call
// its name and newPassword fullName and password.
const BODY_FIELD_MESSAGE = /^\[body\.(\w+)\]\s*(.*)$/;
const fieldNames: Record<string, string> = { name: 'fullName', newPassword: 'password' };

function toErrorBody(status: number, text: string): ApiErrorBody {
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

export const authRoutes: FastifyPluginAsyncZod<{ auth: Auth; publicUrl: string }> = async (app, { auth, publicUrl }) => {
  /** The one bridge: every route below ends here, after its limits and its schema have passed. */
  async function forwardToAuth(request: FastifyRequest, reply: FastifyReply, onSuccess?: () => Promise<void>) {
    return sendWebResponse(await auth.handler(toWebRequest(request, publicUrl)), request, reply, onSuccess);
  }
  const tags = ['auth'];
  const url = (path: string) => `${AUTH_BASE_PATH}${path}`;

  app.post(
    url('/sign-up/email'),
    {
      config: { rateLimit: [RATE_LIMITS.signUpPerIp] },
      schema: { tags, summary: 'Create an account; the same answer whether or not the address already has one', body: signUpRequestSchema },
      preHandler: async (request) => refuseWeakPassword(request.body.password, { email: request.body.email, fullName: request.body.name }),
    },
    forwardToAuth,
  );
  registerFormBodyParser(app);
  app.post(
    url('/sign-in/email'),
    {
      config: { rateLimit: [RATE_LIMITS.signInPerIp, RATE_LIMITS.signInFailuresPerAccount] },
      schema: {
        tags,
        summary: 'Sign in; sets the session cookie. Sent as a form (no script), it answers 303 to `next` or back to the sign-in page',
        body: signInRequestSchema,
        consumes: ['application/json', FORM_CONTENT_TYPE],
      },
      ...signInFormHooks,
    },
    forwardToAuth,
  );
  app.post(
    url('/sign-out'),
    { config: { rateLimit: [RATE_LIMITS.authPerIp] }, schema: { tags, summary: 'Sign out this session', body: signOutBodySchema } },
    async (request, reply) => {
      // The session's live sockets end with it (ADR 0011); which session it is can only be read before.
      const session = await auth.api.getSession({ headers: toWebHeaders(request) });
      return forwardToAuth(request, reply, async () => {
        if (session) await app.realtime.closeSessions({ userId: session.user.id, sessionIds: [session.session.id] });
      });
    },
  );
  app.post(
    url('/request-password-reset'),
    {
      config: { rateLimit: [RATE_LIMITS.passwordResetPerIp, RATE_LIMITS.passwordResetPerEmail] },
      schema: { tags, summary: 'E-mail a password reset link (the same answer for unknown addresses)', body: requestPasswordResetBodySchema },
    },
    forwardToAuth,
  );
  app.post(
    url('/reset-password'),
    {
      config: { rateLimit: [RATE_LIMITS.authPerIp] },
      schema: { tags, summary: 'Set a new password with the e-mailed token; signs out every session', body: resetPasswordRequestSchema },
    },
    async (request, reply) => {
      const owner = await findResetTokenOwner(auth, request.body.token);
      if (owner) refuseWeakPassword(request.body.newPassword, owner);
      // The 429 after failed sign-ins tells the owner to reset; a reset then lifts that lock at once.
      return forwardToAuth(request, reply, async () => {
        if (!owner) return;
        if (owner.email) await forgetRateLimit(app.db, RATE_LIMITS.signInFailuresPerAccount, owner.email);
        // The reset revoked every session of the account, so their sockets close too (ADR 0011).
        await app.realtime.closeSessions({ userId: owner.id });
      });
    },
  );
  app.post(
    url('/send-verification-email'),
    {
      config: { rateLimit: [RATE_LIMITS.verificationMailPerIp] },
      schema: { tags, summary: 'E-mail the confirmation link again', body: sendVerificationEmailBodySchema },
    },
    forwardToAuth,
  );
  // The links in the mails. Confirming signs nobody in (ADR 0023): it lands on the sign-in page naming the
  // confirmed address, and better-auth's answer (a cookie included) never reaches the browser. Links already sent
  // carry a callbackURL; it is accepted and ignored. The reset link redirects to the reset form with its token.
  app.get(
    url('/verify-email'),
    {
      config: { rateLimit: [RATE_LIMITS.authPerIp] },
      schema: { tags, summary: 'Confirm an e-mail address (link in the mail); signs nobody in, lands on the sign-in page', querystring: verifyEmailQuerySchema },
    },
    async (request, reply) => {
      const { token } = request.query;
      const response = await auth.handler(confirmationRequest(token, toWebHeaders(request), publicUrl));
      if (response.status >= 500) return sendWebResponse(response, request, reply);
      return reply.redirect(landingAfterConfirmation(response.ok, token));
    },
  );
  app.get(
    url('/reset-password/:token'),
    {
      config: { rateLimit: [RATE_LIMITS.authPerIp] },
      schema: { tags, summary: 'Open the reset form (link in the mail)', params: resetLinkParamsSchema, querystring: resetLinkQuerySchema },
    },
    forwardToAuth,
  );
};
